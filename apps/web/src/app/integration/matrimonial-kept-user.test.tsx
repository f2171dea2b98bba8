import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;

/** An answer that waits until the test lets it go. */
function held<T>(value: T) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answer: async () => (await released, json(value)) };
}

describe('the matrimonial area and the user kept with the session (decision 040)', () => {
  it('shows the search from the kept user while the fresh one is on its way', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const fresh = held(user(profiles));
    mockFetch({
      'GET /api/matrimonial/user': fresh.answer,
      [`GET ${searchPath}`]: () => json(cursorPage([matchCard(1)])),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search matches' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();
    fresh.release();
  });

  it('goes by the fresh user when it differs: approval withdrawn since', async () => {
    const kept = [summary()];
    logIn(kept);
    const now = [summary({ approved_on: null, status: 'pending' })];
    const fresh = held(user(now));
    mockFetch({
      'GET /api/matrimonial/user': fresh.answer,
      [`GET ${searchPath}`]: () => json(cursorPage([])),
    });
    const { router } = renderRoutes(routes, '/matrimonial/search-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search matches' })).toBeInTheDocument();
    fresh.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/matrimonial/profile-pending-approval'));
  });

  it('waits for the fresh user when the kept one has no approved profile selected', async () => {
    const kept = [summary({ approved_on: null, status: 'pending' })];
    logIn(kept);
    const now = [summary()];
    const fresh = held(user(now));
    mockFetch({
      'GET /api/matrimonial/user': fresh.answer,
      [`GET ${searchPath}`]: () => json(cursorPage([matchCard(1)])),
    });
    const { router } = renderRoutes(routes, '/matrimonial/search-profile');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not sent to the pending page on the kept copy's word: the page waits.
    expect(router.state.location.pathname).toBe('/matrimonial/search-profile');
    expect(screen.queryByRole('heading', { level: 1, name: 'Search matches' })).not.toBeInTheDocument();
    fresh.release();
    expect(await screen.findByRole('link', { name: 'Groom1 Khan' })).toBeInTheDocument();
  });
});
