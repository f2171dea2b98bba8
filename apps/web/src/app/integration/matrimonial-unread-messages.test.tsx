import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, fullProfile, ids, logIn, summary } from '../../test/fixtures/matrimonial.ts';
import { user } from '../../test/fixtures/matrimonial.ts';

const SON = '00000000-0000-4000-8000-00000000000c';

/** A mother's profiles: her daughter's (active, 3 unread) and her son's (1 unread). */
const family = () => [
  summary({ id: ids.ayesha, first_name: 'Ayesha', last_name: 'Memon' }),
  summary({ id: SON, first_name: 'Bilal', last_name: 'Memon', gender: 'male', is_last_selected: false }),
];

function calls(unread: { total: number; profiles: { profile_id: string; unread: number }[] }) {
  return {
    'GET /api/notifications/unread-count': () => json({ count: 0 }),
    'GET /api/matrimonial/conversations/unread': () => json(unread),
    'GET /api/matrimonial/user': () => json(user(family())),
    [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
    'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([])),
    'GET /api/matrimonial/profiles/my-viewers': () => json(cursorPage([])),
    'GET /api/matrimonial/recommendations': () => json(cursorPage([])),
  };
}

describe('unread messages', () => {
  it('shows the counts in the header and on each profile of the dashboard, each link named by its count', async () => {
    logIn(family());
    mockFetch(
      calls({
        total: 4,
        profiles: [
          { profile_id: ids.ayesha, unread: 3 },
          { profile_id: SON, unread: 1 },
        ],
      }),
    );
    renderRoutes(routes, '/matrimonial');
    // The header's signed-in links are their own chunk, loaded after the first paint: on a busy
    // machine its first import in the test takes longer than the usual wait.
    const header = await screen.findByRole('link', { name: 'Messages, 4 unread' }, { timeout: 15_000 });
    expect(header).toHaveAttribute('href', '/matrimonial/conversations');
    expect(header).toHaveTextContent('4');

    const active = await screen.findByRole('link', { name: '3 unread messages' });
    expect(active).toHaveAttribute('href', `/matrimonial/conversations?profile_id=${ids.ayesha}`);
    const section = await screen.findByRole('region', { name: "Your family's profiles" });
    const [, son] = within(section).getAllByRole('listitem');
    expect(within(son!).getByRole('link', { name: '1 unread message for Bilal Memon' })).toHaveAttribute(
      'href',
      `/matrimonial/conversations?profile_id=${SON}&as=${SON}`,
    );
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/matrimonial/conversations',
    );
  });

  it('shows no count when nothing is unread, and the header link only for an account with profiles', async () => {
    logIn(family());
    mockFetch(calls({ total: 0, profiles: [] }));
    const { unmount } = renderRoutes(routes, '/matrimonial');
    // The header's link and the dashboard's, both without a count.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Messages' })).toHaveLength(2));
    expect(screen.queryByRole('link', { name: /unread message/ })).not.toBeInTheDocument();
    unmount();

    logIn([]);
    const spy = mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: 0 }),
      'GET /api/news': () => json(cursorPage([])),
    });
    renderRoutes(routes, '/');
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(spy.mock.calls.map(([url]) => String(url))).not.toContain('/api/matrimonial/conversations/unread');
  });
});
