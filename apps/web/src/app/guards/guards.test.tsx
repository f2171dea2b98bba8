import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { demoUser, logInAs } from '../../test/session.ts';
import { GuestOnly } from './guest-only.tsx';
import { RequireAdmin } from './require-admin.tsx';
import { RequireAuth } from './require-auth.tsx';

const page = (name: string) => () => <h1>{name}</h1>;

// The guards alone, with stand-in pages: what the areas render is their own business.
const routes: RouteObject[] = [
  { path: '/', Component: page('Home') },
  { path: '/get-started', Component: page('Get started') },
  {
    Component: GuestOnly,
    children: ['/login', '/login-otp', '/register'].map((path) => ({
      path,
      Component: page(`Guest ${path}`),
    })),
  },
  {
    Component: RequireAuth,
    children: [
      { path: '/matrimonial/*', Component: page('Matrimonial area') },
      { path: '/booking/*', Component: page('Booking area') },
      { path: '/admin', Component: RequireAdmin, children: [{ index: true, Component: page('Admin area') }] },
    ],
  },
];

describe('route guards', () => {
  it('sends a visitor from a protected page to login, remembering the page and its query', async () => {
    const { router } = renderRoutes(routes, '/matrimonial/view-profile/42?tab=pictures');
    expect(await screen.findByRole('heading', { name: 'Guest /login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/matrimonial/view-profile/42?tab=pictures')}`,
    );
  });

  it('guards the booking and admin areas too', async () => {
    const { router } = renderRoutes(routes, '/booking/new-booking');
    await screen.findByRole('heading', { name: 'Guest /login' });
    expect(router.state.location.search).toBe('?redirect=%2Fbooking%2Fnew-booking');
    await router.navigate('/admin');
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fadmin'));
  });

  it('lets a logged-in user into the protected areas', async () => {
    logInAs();
    const { router } = renderRoutes(routes, '/matrimonial');
    expect(await screen.findByRole('heading', { name: 'Matrimonial area' })).toBeInTheDocument();
    await router.navigate('/booking/change-passwords');
    expect(await screen.findByRole('heading', { name: 'Booking area' })).toBeInTheDocument();
  });

  it('sends a logged-in visitor away from the guest-only pages', async () => {
    logInAs();
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await router.navigate('/login-otp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Registering ends signed in on /register: with no page to go back to, it goes on to what to do first.
    await router.navigate('/register');
    expect(await screen.findByRole('heading', { name: 'Get started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-started');
  });

  it('returns to ?redirect= once logged in, but only to a path of this site', async () => {
    const { router } = renderRoutes(routes, '/login?redirect=%2Fbooking%2Fmy-bookings');
    await screen.findByRole('heading', { name: 'Guest /login' });
    logInAs();
    expect(await screen.findByRole('heading', { name: 'Booking area' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/my-bookings');

    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      await router.navigate(`/login?redirect=${encodeURIComponent(evil)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    }
  });

  it('shows 403 in the admin area to a user without the admin flag', async () => {
    logInAs();
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('opens the admin area to an admin', async () => {
    logInAs({ ...demoUser, is_admin: true });
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });
});
