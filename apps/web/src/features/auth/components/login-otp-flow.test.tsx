import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { demoUser } from '../../../test/session.ts';
import { LoginOtpPage } from '../routes/login-otp-page.tsx';

describe('OTP login', () => {
  it('sends a code, waits before a resend, and logs in with the verified code', async () => {
    const spy = mockFetch({
      'POST /api/auth/otp/send': () => json({ message: 'Code sent.', resend_after_seconds: 30 }, 202),
      'POST /api/auth/otp/verify': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json({ token: 'one-use' })
          : json({ message: 'Wrong code.', errors: { code: ['The code is not valid.'] } }, 422),
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/otplogin': () => json({ user: demoUser, token: 'session-token' }),
    });
    renderRoutes([{ path: '/login-otp', Component: LoginOtpPage }], '/login-otp');
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByRole('textbox', { name: /One-time code/ });
    expect(screen.getByText('We sent a code to +919876543210.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New code in (30|29) s/ })).toBeDisabled();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is not valid.')),
    );

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(useSession.getState().token).toBe('session-token'));
    const calls = spy.mock.calls.map(([url, init]) => [
      url,
      init?.body ? JSON.parse(String(init.body)) : null,
    ]);
    expect(calls.slice(-2)).toEqual([
      ['/sanctum/csrf-cookie', null],
      ['/api/auth/otplogin', { token: 'one-use' }],
    ]);
  });

  it('says a verified number has no account and offers to register, rather than calling the code wrong', async () => {
    mockFetch({
      'POST /api/auth/otp/send': () => json({ message: 'Code sent.', resend_after_seconds: 30 }, 202),
      'POST /api/auth/otp/verify': () => json({ token: 'one-use' }),
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/otplogin': () =>
        json(
          {
            message: 'No account is registered with this mobile number. Please register first.',
            errors: { token: ['No account is registered with this mobile number. Please register first.'] },
            code: 'no_account',
          },
          422,
        ),
    });
    renderRoutes(
      [
        { path: '/login-otp', Component: LoginOtpPage },
        { path: '/register', Component: () => <h1>Register page</h1> },
      ],
      '/login-otp',
    );
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /One-time code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByText('No account uses this number yet')).toBeInTheDocument();
    expect(screen.getByText(/\+919876543210 is verified/)).toBeInTheDocument();
    expect(screen.queryByText(/not valid|incorrect/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  });
});
