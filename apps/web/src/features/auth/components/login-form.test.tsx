import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { demoUser } from '../../../test/session.ts';
import { LoginPage } from '../routes/login-page.tsx';

const renderLogin = () => renderRoutes([{ path: '/login', Component: LoginPage }], '/login');

describe('login form', () => {
  it('checks the fields before calling the server', async () => {
    const spy = mockFetch({});
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');

    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Enter a 10-digit mobile number'));
    expect(spy).not.toHaveBeenCalled();
  });

  it('tells a suspended account to contact the jamat office, and stays logged out', async () => {
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/login': () => json({ message: 'Suspended.', code: 'account_suspended' }, 403),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'the-right-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is suspended. Please contact the jamat office.',
    );
    expect(useSession.getState().token).toBeNull();
  });

  it('reaches the password show/hide button by Tab, and it shows the password', async () => {
    mockFetch({});
    renderLogin();
    const password = await screen.findByLabelText(/^Password/);
    password.focus();
    await user.keyboard('secret');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server refusal on the mobile field', async () => {
    const spy = mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/login': () =>
        json(
          {
            message: 'These credentials do not match.',
            errors: { mobile: ['These credentials do not match.'] },
          },
          422,
        ),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(expect.stringContaining('These credentials do not match.')),
    );
    expect(spy.mock.calls.map(([url]) => url)).toEqual(['/sanctum/csrf-cookie', '/api/auth/login']);
    expect(JSON.parse(String(spy.mock.calls[1]?.[1]?.body))).toEqual({
      mobile: '+919876543210',
      password: 'wrong-password',
    });
    expect(useSession.getState().token).toBeNull();
  });

  it("says when a number's password tries are used up, and links to login with a one-time code", async () => {
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/login': () =>
        json(
          {
            message:
              'Too many password attempts for this number. You can still log in now with a one-time code sent by SMS.',
            code: 'password_login_locked',
          },
          429,
          { 'Retry-After': '900' },
        ),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'a-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You can still log in now with a one-time code sent by SMS.');
    const link = within(alert).getByRole('link', { name: 'Log in with a one-time code' });
    expect(link).toHaveAttribute('href', '/login-otp');
  });

  it('stores the session on success', async () => {
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/login': () => json({ user: demoUser, token: 'new-token' }),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'demo-user-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSession.getState().token).toBe('new-token'));
    expect(useSession.getState().user?.name).toBe('Aisha Memon');
    expect(JSON.parse(localStorage.getItem('samaj.session') ?? '{}')).toMatchObject({
      state: { token: 'new-token' },
    });
  });

  it('says when there were too many attempts', async () => {
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/login': () => json({ message: 'Too Many Attempts.' }, 429, { 'Retry-After': '60' }),
    });
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByText('Too many attempts. Please try again in 60 seconds.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});
