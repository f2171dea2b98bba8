import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fullProfile } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { COUNTRIES, MOTHER_TONGUES } from '../profile-values.ts';
import { ChoiceWithOther } from './choice-with-other.tsx';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { HeightField } from './height-field.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';
import { countryLabel, motherTongueLabel } from './profile-text.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

const user = userEvent.setup({ delay: null });

afterEach(async () => {
  vi.useRealTimers();
  await act(() => changeLanguage('en'));
});

/** A field with the form's value shown beside it, as the form would send it. */
function Harness({ initial, field }: { initial: string; field: 'height' | 'dob' | 'tongue' }) {
  const [value, setValue] = useState(initial);
  const { t } = useTranslation();
  return (
    <>
      {field === 'height' && <HeightField name="height_cm" value={value} onChange={setValue} />}
      {field === 'dob' && (
        <DateOfBirthField name="date_of_birth" value={value} onChange={setValue} minAge={18} maxAge={100} />
      )}
      {field === 'tongue' && (
        <ChoiceWithOther
          name="mother_tongue"
          label="Mother tongue"
          otherLabel="Mother tongue (write it)"
          otherOption="Other"
          entries={MOTHER_TONGUES}
          entryLabel={(entry) => motherTongueLabel(entry, t)}
          maxLength={60}
          value={value}
          onChange={setValue}
        />
      )}
      <output data-testid="value">{value}</output>
    </>
  );
}

const show = (initial: string, field: 'height' | 'dob' | 'tongue') =>
  renderRoutes([{ path: '/', element: <Harness initial={initial} field={field} /> }]);
const value = () => screen.getByTestId('value').textContent;

describe('height', () => {
  it('in feet and inches by default, saved as centimetres: 5′ 6″ is 168 cm', async () => {
    show('', 'height');
    const group = await screen.findByRole('group', { name: 'Height' });
    expect(within(group).getByRole('radio', { name: 'ft / in' })).toBeChecked();
    const inches = within(group).getByRole('combobox', { name: 'Inches' });
    expect(inches).toBeDisabled();
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Feet' }), '5');
    expect(value()).toBe('152'); // 5′ 0″
    await user.selectOptions(inches, '6');
    expect(value()).toBe('168');
    expect(within(group).getByText('Families will read: 5′ 6″ (168 cm)')).toBeInTheDocument();
    // Not said again: the feet back to the first option empties the height.
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Feet' }), '');
    expect(value()).toBe('');
  });

  it('a saved 168 cm opens as 5′ 6″', async () => {
    show('168', 'height');
    expect(await screen.findByRole('combobox', { name: 'Feet' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Inches' })).toHaveValue('6');
  });

  it('a saved height not on an inch (171 cm) shows the nearest inch and stays 171 until changed', async () => {
    show('171', 'height');
    expect(await screen.findByRole('combobox', { name: 'Feet' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Inches' })).toHaveValue('7');
    expect(screen.getByText('Families will read: 5′ 7″ (171 cm)')).toBeInTheDocument();
    expect(value()).toBe('171');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inches' }), '8');
    expect(value()).toBe('173');
  });

  it('in centimetres on request, and for a saved height the selects cannot show', async () => {
    show('100', 'height');
    const cm = await screen.findByRole('spinbutton', { name: 'Centimetres' });
    expect(screen.getByRole('radio', { name: 'cm' })).toBeChecked();
    expect(cm).toHaveValue(100);
    fireEvent.change(cm, { target: { value: '168' } });
    await user.click(screen.getByRole('radio', { name: 'ft / in' }));
    expect(screen.getByRole('combobox', { name: 'Feet' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Inches' })).toHaveValue('6');
    expect(value()).toBe('168');
  });
});

describe('date of birth', () => {
  it('three selects in a group; years from the youngest to the oldest age allowed', async () => {
    show('1998-05-04', 'dob');
    const group = await screen.findByRole('group', { name: /Date of birth/ });
    expect(within(group).getByRole('combobox', { name: 'Day' })).toHaveValue('4');
    const month = within(group).getByRole('combobox', { name: 'Month' });
    expect(month).toHaveValue('5');
    expect(within(month).getByRole('option', { name: 'May' })).toBeInTheDocument();
    const year = within(group).getByRole('combobox', { name: 'Year' });
    const years = within(year)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    const now = new Date().getFullYear();
    expect(years[0]).toBe(String(now - 18));
    expect(years.at(-1)).toBe(String(now - 100));
    await user.selectOptions(month, '2');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Day' }), '31');
    // Kept as chosen: the form's check refuses it (below).
    expect(value()).toBe('1998-02-31');
  });

  it('names the months in the reader’s language', async () => {
    await act(() => changeLanguage('ur'));
    show('', 'dob');
    const month = await screen.findByRole('combobox', { name: 'مہینہ' });
    const january = new Intl.DateTimeFormat('ur-IN-u-nu-latn', { month: 'long' }).format(
      new Date(2000, 0, 1),
    );
    expect(january).not.toBe('January');
    expect(within(month).getByRole('option', { name: january })).toBeInTheDocument();
  });
});

describe('the profile form’s date of birth check', { timeout: 30_000 }, () => {
  it('refuses 31 February with a message naming the field, and says which part is missing', async () => {
    renderRoutes([{ path: '/', element: <ProfileForm onSaved={vi.fn()} /> }]);
    const group = await screen.findByRole('group', { name: /Date of birth/ });
    const day = within(group).getByRole('combobox', { name: 'Day' });
    await user.selectOptions(day, '31');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(within(group).getByRole('alert')).toHaveTextContent('Date of birth: choose the year.');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    const alert = within(group).getByRole('alert');
    expect(alert).toHaveTextContent('Date of birth: February 2000 has only 29 days, so there is no day 31.');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      'Date of birth: February 2000 has only 29 days, so there is no day 31.',
    );
  });
});

describe('mother tongue and country', () => {
  it('a list entry is kept by its English name; Other opens a text box and keeps what is written', async () => {
    show('', 'tongue');
    const select = await screen.findByRole('combobox', { name: 'Mother tongue' });
    await user.selectOptions(select, 'Kutchi');
    expect(value()).toBe('Kutchi');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.selectOptions(select, 'other');
    const other = screen.getByRole('textbox', { name: 'Mother tongue (write it)' });
    expect(other).toHaveValue('');
    await user.type(other, 'Marathi');
    expect(value()).toBe('Marathi');
    await user.selectOptions(select, 'Gujarati');
    expect(value()).toBe('Gujarati');
  });

  it('a saved text that is no entry opens as Other with its text', async () => {
    show('Marathi', 'tongue');
    expect(await screen.findByRole('combobox', { name: 'Mother tongue' })).toHaveValue('other');
    expect(screen.getByRole('textbox', { name: 'Mother tongue (write it)' })).toHaveValue('Marathi');
  });

  it('the profile shows the mother tongue, the country and the height in the reader’s language', async () => {
    await act(() => changeLanguage('ur'));
    renderRoutes([
      {
        path: '/',
        element: <ProfileDetails profile={fullProfile({ height_cm: 168, mother_tongue: 'Kutchi' })} />,
      },
    ]);
    expect(await screen.findByText('کچھی')).toBeInTheDocument();
    expect(screen.getByText('Mumbai, Maharashtra, بھارت')).toBeInTheDocument();
    expect(screen.getByText('5 فٹ 6 انچ (168 سینٹی میٹر)')).toBeInTheDocument();
  });

  it('a mother tongue or country that is no entry shows as written', () => {
    const t = (key: string) => `translated:${key}`;
    expect(motherTongueLabel('Marathi', t)).toBe('Marathi');
    expect(motherTongueLabel('kutchi', t)).toBe('translated:matrimonial.motherTongue.Kutchi');
    expect(countryLabel('Oman', t)).toBe('Oman');
    expect(countryLabel('India', t)).toBe('translated:matrimonial.country.India');
    expect(COUNTRIES).toEqual(['India']);
  });
});
