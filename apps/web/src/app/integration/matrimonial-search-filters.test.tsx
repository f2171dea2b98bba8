import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../test/render.tsx';

// Results first on a phone (the filters behind a button), the filters a panel beside them from 62em
// (decision 063). Which one shows is Mantine's CSS (hiddenFrom / visibleFrom md), which jsdom does
// not apply: the classes are what is checked here, the drawn pages in search-filters.spec and badges.spec.
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
  it('are a panel beside the matches from md, and a sheet behind a button below it', async () => {
    show();
    const panel = await screen.findByRole('complementary', { name: 'Search filters' }, { timeout: 10_000 });
    expect(panel).toHaveClass('mantine-visible-from-md');
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /^Filters/ });
    expect(button.closest('.mantine-hidden-from-md')).not.toBeNull();
    // The matches come after the panel, which a phone does not draw: there they come first.
    const matches = await screen.findByRole('region', { name: 'Matches' });
    expect(panel.compareDocumentPosition(matches) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a search from the panel applies at once', async () => {
    show();
    const panel = await screen.findByRole('complementary', { name: 'Search filters' }, { timeout: 10_000 });
    const age = within(panel).getByRole('spinbutton', { name: 'Age from' });
    fireEvent.change(age, { target: { value: '30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('prefer_min_age=30'))).toBe(
        true,
      ),
    );
  });
});
