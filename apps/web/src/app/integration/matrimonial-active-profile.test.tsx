import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, fullProfile, ids, logIn, summary, user } from '../../test/fixtures/matrimonial.ts';
import { resolveActiveProfile } from '../../features/matrimonial/components/active-profile.ts';

const bilal = summary({ id: ids.bilal, first_name: 'Bilal', last_name: 'Memon', gender: 'male' });

function dashboardCalls(profiles: ReturnType<typeof summary>[]) {
  return {
    'GET /api/matrimonial/user': () => json(user(profiles)),
    [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
    [`GET /api/matrimonial/get-profile/${ids.bilal}`]: () =>
      json(fullProfile({ id: ids.bilal, first_name: 'Bilal', gender: 'male' })),
    'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([])),
    'GET /api/matrimonial/profiles/my-viewers': () => json(cursorPage([])),
  };
}

describe('resolveActiveProfile', () => {
  it('takes the profile flagged is_last_selected, else the first one, else none', () => {
    const first = summary({ is_last_selected: false });
    const second = { ...bilal, is_last_selected: true };
    expect(resolveActiveProfile([first, second])).toEqual({ active: second, needsDefault: false });
    expect(resolveActiveProfile([first, { ...second, is_last_selected: false }])).toEqual({
      active: first,
      needsDefault: true,
    });
    expect(resolveActiveProfile([])).toEqual({ active: null, needsDefault: false });
  });
});

describe('the active profile on loading the user', () => {
  it('is the profile flagged is_last_selected, with no set-default call', async () => {
    const profiles = [summary({ is_last_selected: false }), { ...bilal, is_last_selected: true }];
    logIn(profiles);
    const fetchSpy = mockFetch(dashboardCalls(profiles));
    renderRoutes(routes, '/matrimonial');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matrimonial dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bilal Memon' })).toBeInTheDocument();
    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('set-default-profile'))).toBe(false);
  });

  it('falls back to the first profile and makes it the default on the server', async () => {
    const profiles = [summary({ is_last_selected: false }), { ...bilal, is_last_selected: false }];
    logIn(profiles);
    const defaults: string[] = [];
    const fetchSpy = mockFetch({
      ...dashboardCalls(profiles),
      [`GET /api/matrimonial/set-default-profile/${ids.ayesha}`]: ({ url }) => {
        defaults.push(url);
        return json(null, 204);
      },
    });
    renderRoutes(routes, '/matrimonial');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayesha Memon' })).toBeInTheDocument();
    await waitFor(() => expect(defaults).toEqual([`/api/matrimonial/set-default-profile/${ids.ayesha}`]));
    // The default call carries the bearer token.
    const call = fetchSpy.mock.calls.find(([url]) => String(url).includes('set-default-profile'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('sends a user without any profile to the welcome, which is the guided path of a first profile', async () => {
    logIn([]);
    mockFetch({ 'GET /api/matrimonial/user': () => json(user([])) });
    const { router } = renderRoutes(routes, '/matrimonial/view-my-profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to matrimonial matching' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matrimonial/profile-steps');
    expect(router.state.location.search).toBe('?new=1');
    expect(screen.getByRole('heading', { level: 2, name: 'Who is this profile for?' })).toBeInTheDocument();
  });
});
