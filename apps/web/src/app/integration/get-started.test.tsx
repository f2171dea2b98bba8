import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuestOnly } from '../guards/guest-only.tsx';
import { RequireAuth } from '../guards/require-auth.tsx';
import { paths } from '../../features/auth/paths.ts';
import { GetStartedPage } from '../../features/auth/routes/get-started-page.tsx';
import { RegisterPage } from '../../features/auth/routes/register-page.tsx';
import { VerifyMobilePage } from '../../features/auth/routes/verify-mobile-page.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { demoUser } from '../../test/session.ts';

// Registering's next step (decision 063): the number's proof first, then what to do first.

const user = userEvent.setup({ delay: null });
const page = (name: string) => () => <h1>{name}</h1>;

/** The app's own arrangement of these pages: registering for guests, the rest for members. */
const routes = [
  { path: '/', Component: page('Home') },
  { Component: GuestOnly, children: [{ path: paths.register, Component: RegisterPage }] },
  {
    Component: RequireAuth,
    children: [
      { path: paths.verifyMobile, Component: VerifyMobilePage },
      { path: paths.getStarted, Component: GetStartedPage },
      { path: '/booking/booking-calendar', Component: page('Hall calendar') },
    ],
  },
];

describe('after registering', () => {
  const registered = { ...demoUser, mobile_verified_at: null };
  const answers = () =>
    mockFetch({
      'GET /sanctum/csrf-cookie': () => json(null, 204),
      'POST /api/auth/register': () => json({ user: registered, token: 'new-token' }, 201),
    });

  async function register() {
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Aisha Memon');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+919876543210');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('the number’s proof comes first, then the next step (also after "Not now")', async () => {
    answers();
    const { router } = renderRoutes(routes, paths.register);
    await register();
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.verifyMobile);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(paths.getStarted)}`);
    await user.click(screen.getByRole('link', { name: 'Not now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Samaj, Aisha Memon' }),
    ).toBeVisible();
  });

  it('on the way to a page (?redirect=), the proof leads back there, not to the next step', async () => {
    answers();
    const { router } = renderRoutes(routes, `${paths.register}?redirect=%2Fbooking%2Fbooking-calendar`);
    await register();
    expect(await screen.findByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/booking/booking-calendar')}`);
    await user.click(screen.getByRole('link', { name: 'Not now' }));
    expect(await screen.findByRole('heading', { name: 'Hall calendar' })).toBeVisible();
  });
});
