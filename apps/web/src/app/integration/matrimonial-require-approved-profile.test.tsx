import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  cursorPage,
  fullProfile,
  ids,
  logIn,
  matchCard,
  summary,
  user,
} from '../../test/fixtures/matrimonial.ts';

describe('routes needing an approved profile', () => {
  it('send a user whose active profile is waiting for approval to the pending page', async () => {
    const profiles = [summary({ approved_on: null })];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile({ approved_on: null })),
    });
    const { router } = renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile approval' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matrimonial/profile-pending-approval');
    expect(await screen.findByText('Ayesha Memon is waiting for approval')).toBeInTheDocument();
  });

  it('show the rejection reason on the pending page', async () => {
    const profiles = [summary({ approved_on: null, rejection_reason: 'Please add a clear picture.' })];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () =>
        json(fullProfile({ approved_on: null, rejection_reason: 'Please add a clear picture.' })),
    });
    renderRoutes(routes, '/matrimonial/view-profile/00000000-0000-4000-8000-000000000123');
    expect(await screen.findByText('Please add a clear picture.')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Memon was not approved')).toBeInTheDocument();
  });

  it('let an approved profile through', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/mm/filter-profile/${ids.ayesha}`]: () => json(cursorPage([matchCard(1)])),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search matches' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();
  });

  it('go to the pending page when the server answers 403 profile_not_approved', async () => {
    const profiles = [summary()];
    logIn(profiles);
    let approved = true;
    mockFetch({
      'GET /api/matrimonial/user': () =>
        json(user([summary({ approved_on: approved ? '2026-01-10T10:00:00Z' : null })])),
      [`GET /api/matrimonial/mm/filter-profile/${ids.ayesha}`]: () => {
        approved = false;
        return json({ message: 'Your profile is not approved yet.', code: 'profile_not_approved' }, 403);
      },
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile({ approved_on: null })),
    });
    const { router } = renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile approval' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matrimonial/profile-pending-approval');
    expect(await screen.findByText('Ayesha Memon is waiting for approval')).toBeInTheDocument();
  });
});
