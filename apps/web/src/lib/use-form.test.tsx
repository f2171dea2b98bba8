import { MantineProvider, NumberInput, Select, TextInput } from '@mantine/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { useForm } from './use-form.ts';

const user = userEvent.setup({ delay: null });

// Messages are translation keys of the app's namespace; a custom issue's params fill them in.
const schema = z
  .object({
    name: z.string().trim().min(1, 'validation.required'),
    colour: z.string().min(1, 'validation.required'),
    price: z.string().regex(/^\d+$/, 'validation.code'),
  })
  .superRefine((values, ctx) => {
    if (values.price === '0') {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'errors.tooManyWithWait',
        params: { seconds: 7 },
      });
    }
  });

function TestForm({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const form = useForm(schema, { name: '', colour: '', price: '' });
  return (
    <MantineProvider env="test">
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextInput label="Name" {...form.field('name')} />
        <Select label="Colour" data={['red', 'blue']} {...form.selectField('colour')} />
        <NumberInput label="Price" allowDecimal={false} {...form.numberField('price', 'validation.code')} />
        <button type="submit">Save</button>
      </form>
    </MantineProvider>
  );
}

describe('useForm', () => {
  it('check() answers the parsed values, or null with the first message of each wrong field, focusing the first', () => {
    const { result } = renderHook(() => useForm(schema, { name: ' ', colour: '', price: '0' }));
    const form = document.createElement('form');
    const name = Object.assign(document.createElement('input'), { name: 'name' });
    form.append(name);
    document.body.append(form);

    let answer: unknown;
    act(() => {
      answer = result.current.check(form);
    });
    expect(answer).toBeNull();
    expect(result.current.errors).toEqual({
      name: 'This field is required.',
      colour: 'This field is required.',
      price: 'Too many attempts. Please try again in 7 seconds.',
    });
    expect(name).toHaveFocus();

    act(() => {
      result.current.setValue('name', ' Amina ');
      result.current.setValue('colour', 'red');
      result.current.setValue('price', '12');
    });
    expect(result.current.errors.name).toBeUndefined();
    act(() => {
      answer = result.current.check(null);
    });
    expect(answer).toEqual({ name: 'Amina', colour: 'red', price: '12' });
    expect(result.current.errors).toEqual({});
    form.remove();
  });

  it('binds a Select and a NumberInput: chosen value, typed number, and a refused letter says so', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.type(price, 'x');
    expect(price).toHaveValue('');
    expect(price).toHaveAccessibleDescription('Enter the 6-digit code.');
    await user.type(price, '42');
    expect(price).toHaveValue('42');
    expect(price).not.toHaveAccessibleDescription();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina');
    await user.click(screen.getByLabelText('Colour', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'blue' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Amina', colour: 'blue', price: '42' }, expect.anything());
  });

  it("setServerError puts the server's keys on fields through fieldOf, and the rest on the form", () => {
    const { result } = renderHook(() => useForm(schema, { name: '', colour: '', price: '' }));
    const error = new ApiError({
      status: 422,
      message: 'Two problems.',
      errors: { 'item.price': ['Too high.'], rate: ['Slow down.'] },
    });
    act(() => result.current.setServerError(error, null, { fieldOf: (key) => key.replace(/^item\./, '') }));
    expect(result.current.errors).toEqual({ price: 'Too high.' });
    expect(result.current.formError).toBe('Slow down.');

    act(() => result.current.setServerError(error));
    expect(result.current.errors).toEqual({});
    expect(result.current.formError).toBe('Too high.');

    act(() => result.current.setServerError(new ApiError({ status: 409, message: 'Taken.' })));
    expect(result.current.formError).toBe('Taken.');
  });
});
