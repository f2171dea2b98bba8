import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '../guards/require-auth.tsx';
import { GuestOnly } from '../guards/guest-only.tsx';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { demoUser, logInAs } from '../../test/session.ts';
import { VerifyMobilePage } from '../../features/auth/routes/verify-mobile-page.tsx';

const user = userEvent.setup({ delay: null });
const unproven = { ...demoUser, mobile_verified_at: null };
const page = (name: string) => () => <h1>{name}</h1>;

/** A member page whose button makes a change the server refuses for an unproven number. */
function HoldPage() {
  const hold = useMutation({ mutationFn: () => api.post('/api/booking/new-booking', {}) });
  return (
    <>
      <h1>Book a hall</h1>
      <button type="button" onClick={() => hold.mutate()}>
        Hold the date
      </button>
    </>
  );
}

/** A member page whose data the server refuses for an unproven number. */
function RequestsPage() {
  useQuery({ queryKey: ['requests'], queryFn: () => api.get('/api/matrimonial/consent-requests') });
  return <h1>Requests</h1>;
}

const routes = [
  { path: '/', Component: page('Home') },
  { Component: GuestOnly, children: [{ path: '/register', Component: page('Register') }] },
  {
    Component: RequireAuth,
    children: [
      { path: '/verify-mobile', Component: VerifyMobilePage },
      { path: '/booking/new-booking', Component: HoldPage },
      { path: '/matrimonial/consent-requests', Component: RequestsPage },
    ],
  },
];

describe('proving the number (decision 041)', () => {
  it('sends the code to the account’s number, takes it, and goes back to the page asked for', async () => {
    logInAs(unproven);
    const spy = mockFetch({
      'POST /api/auth/verify-mobile/send': () =>
        json({ message: 'A verification code has been sent by SMS.', resend_after_seconds: 30 }, 202),
      'POST /api/auth/verify-mobile': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? json({ ...unproven, mobile_verified_at: '2026-11-28T08:00:00Z' })
          : json({ message: 'The code is incorrect.', errors: { code: ['The code is incorrect.'] } }, 422),
    });
    const { router } = renderRoutes(routes, '/verify-mobile?redirect=%2Fbooking%2Fnew-booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
    expect(screen.getByText(/by SMS to .*\+919876543210/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));

    const code = await screen.findByRole('textbox', { name: /Code from the SMS/ });
    expect(screen.getByRole('button', { name: /Send a new code in 3\d s/ })).toBeDisabled();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify my number' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('The code is incorrect.')),
    );
    expect(router.state.location.pathname).toBe('/verify-mobile');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify my number' }));
    expect(await screen.findByRole('heading', { name: 'Book a hall' })).toBeVisible();
    expect(useSession.getState().user?.mobile_verified_at).toBe('2026-11-28T08:00:00Z');
    expect(spy.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/verify-mobile/send',
      '/api/auth/verify-mobile',
      '/api/auth/verify-mobile',
    ]);
  });

  it('is registering’s last step: a new, unproven account is asked before going on', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/register?redirect=%2Fbooking%2Fnew-booking');
    await screen.findByRole('heading', { name: 'Register' });
    logInAs(unproven);
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/booking/new-booking')}`);
    // "Not now" goes on without it.
    await user.click(screen.getByRole('link', { name: 'Not now' }));
    expect(await screen.findByRole('heading', { name: 'Book a hall' })).toBeVisible();
  });

  it('opens wherever a change is refused with 403 mobile_not_verified, and comes back after', async () => {
    logInAs(unproven);
    mockFetch({
      'POST /api/booking/new-booking': () =>
        json({ message: 'Please verify your mobile number first.', code: 'mobile_not_verified' }, 403),
    });
    const { router } = renderRoutes(routes, '/booking/new-booking');
    await user.click(await screen.findByRole('button', { name: 'Hold the date' }));
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/booking/new-booking')}`);
  });

  it('opens too when a page’s data is refused with it', async () => {
    logInAs(unproven);
    mockFetch({
      'GET /api/matrimonial/consent-requests': () =>
        json({ message: 'Please verify your mobile number first.', code: 'mobile_not_verified' }, 403),
    });
    const { router } = renderRoutes(routes, '/matrimonial/consent-requests');
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/matrimonial/consent-requests')}`,
    );
  });

  it('asks nothing of a proven account', async () => {
    logInAs(demoUser);
    mockFetch({});
    renderRoutes(routes, '/verify-mobile?redirect=%2Fbooking%2Fnew-booking');
    expect(await screen.findByRole('heading', { name: 'Book a hall' })).toBeVisible();
  });
});
