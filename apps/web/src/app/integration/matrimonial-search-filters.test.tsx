import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../test/render.tsx';

// Results first on a phone (the filters behind a button), the filters a panel beside them from 62em
// (issue 32 item 5).
const original = window.matchMedia;
const wideScreen = (wide: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: wide && query.includes('min-width'),
  })) as typeof window.matchMedia;
};
afterEach(() => {
  window.matchMedia = original;
});

const show = () => {
  const mine = summary();
  logIn([mine]);
  mockFetch({
    'GET /api/matrimonial/user': () => json(user([mine])),
    [`GET /api/matrimonial/mm/filter-profile/${ids.ayesha}`]: () => json(cursorPage([matchCard(1)])),
    'GET /api/matrimonial/blocked': () => json(cursorPage([])),
    'GET /api/places': () => json([]),
  });
  renderRoutes(routes, '/matrimonial/search-profile');
};

describe('the search’s filters', { timeout: 30_000 }, () => {
  it('are a panel beside the matches on a desktop, with no sheet to open', async () => {
    wideScreen(true);
    show();
    const panel = await screen.findByRole('complementary', { name: 'Search filters' }, { timeout: 10_000 });
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Matches' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('wait behind a button on a phone, the matches first', async () => {
    wideScreen(false);
    show();
    expect(await screen.findByRole('button', { name: /Filters/ }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Search filters' })).toBeNull();
  });
});
