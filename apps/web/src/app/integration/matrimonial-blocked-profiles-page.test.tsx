import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch, never } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';
import type { BlockedCard } from '../../features/matrimonial/types.ts';

const listPath = '/api/matrimonial/blocked';

function blockedCard(n: number): BlockedCard {
  const { matches: _matches, mutual: _mutual, ...profile } = matchCard(n);
  return { profile, blocked_at: '2026-02-01T10:00:00Z' };
}

describe('blocked profiles', () => {
  it('lists the blocked profiles and unblocks one after confirming', async () => {
    const profiles = [summary()];
    logIn(profiles);
    let blocked = [blockedCard(1), blockedCard(2)];
    const unblocked: string[] = [];
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${listPath}`]: () => json(cursorPage(blocked)),
      [`DELETE /api/matrimonial/block/${blockedCard(1).profile.id}`]: () => {
        unblocked.push(blockedCard(1).profile.id);
        blocked = blocked.slice(1);
        return json(null, 204);
      },
    });
    renderRoutes(routes, '/matrimonial/blocked-profiles');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked profiles' })).toBeInTheDocument();
    expect(document.title).toContain('Blocked profiles');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const card1 = cards[0]!;
    expect(within(card1).getByRole('heading', { name: 'Groom1 Khan' })).toBeInTheDocument();
    // A blocked profile cannot be opened: no link to it.
    expect(within(card1).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card1).getByText('28 years · Pune · Never married · Engineer')).toBeInTheDocument();

    // Unblocking asks first; cancelling leaves the block.
    await userEvent.click(within(card1).getByRole('button', { name: 'Unblock Groom1 Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Groom1 Khan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(unblocked).toEqual([]);

    await userEvent.click(within(card1).getByRole('button', { name: 'Unblock Groom1 Khan' }));
    const again = await screen.findByRole('dialog', { name: 'Unblock Groom1 Khan?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Groom1 Khan was unblocked.')).toBeInTheDocument();
    expect(unblocked).toEqual([blockedCard(1).profile.id]);
    await screen.findByRole('heading', { name: 'Groom2 Khan' });
    expect(screen.queryByRole('heading', { name: 'Groom1 Khan' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows a loading skeleton while the list is on its way', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${listPath}`]: never,
    });
    renderRoutes(routes, '/matrimonial/blocked-profiles');
    expect(await screen.findByRole('status', { name: 'Loading list' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing is blocked', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${listPath}`]: () => json(cursorPage([])),
    });
    renderRoutes(routes, '/matrimonial/blocked-profiles');
    expect(await screen.findByText('You have not blocked any profile.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const profiles = [summary()];
    logIn(profiles);
    let fail = true;
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${listPath}`]: () =>
        fail ? json({ message: 'Server error' }, 500) : json(cursorPage([blockedCard(3)])),
    });
    renderRoutes(routes, '/matrimonial/blocked-profiles');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Groom3 Khan' })).toBeInTheDocument();
  });
});
