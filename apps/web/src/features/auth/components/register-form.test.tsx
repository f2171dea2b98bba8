import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { demoUser } from '../../../test/session.ts';
import { RegisterPage } from '../routes/register-page.tsx';

async function fillIn(values: { password_confirmation?: string; email?: string } = {}) {
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Aisha Memon');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+919876543210');
  const email = values.email ?? 'aisha@example.org';
  if (email) await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
  await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
  await user.type(
    screen.getByLabelText(/^Confirm password/),
    values.password_confirmation ?? 'a-long-password',
  );
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register form', () => {
  it('checks that the passwords match', async () => {
    const spy = mockFetch({});
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    await fillIn({ password_confirmation: 'another-password' });
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('puts each server validation error on its field', async () => {
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/register': () =>
        json(
          {
            message: 'The mobile has already been taken. (and 1 more error)',
            errors: {
              mobile: ['The mobile has already been taken.'],
              password: ['This password is too common.'],
            },
          },
          422,
        ),
    });
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    await fillIn();
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        expect.stringContaining('The mobile has already been taken.'),
      ),
    );
    expect(mobile).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common.'),
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAttribute('aria-invalid', 'true');
    // Every error has a field: no separate alert repeats them.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs the new user in', async () => {
    const spy = mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/register': () => json({ user: demoUser, token: 'fresh' }, 201),
    });
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    await fillIn();
    await waitFor(() => expect(useSession.getState().token).toBe('fresh'));
    expect(JSON.parse(String(spy.mock.calls[1]?.[1]?.body))).toEqual({
      name: 'Aisha Memon',
      mobile: '+919876543210',
      email: 'aisha@example.org',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
  });

  it('registers without an email (it is optional), and still checks one that is typed', async () => {
    const spy = mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/register': () => json({ user: demoUser, token: 'no-email' }, 201),
    });
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    await fillIn({ email: 'not-an-address' });
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(useSession.getState().token).toBe('no-email'));
    const sent = JSON.parse(String(spy.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Aisha Memon', email: '' });
  });
});
