import type { Notification } from '@samaj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, ids, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

const INTEREST_ID = '00000000-0000-4000-8000-0000000000e1';

function item(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    type: 'booking.confirmed',
    title: `Title ${n}`,
    body: `Body ${n}`,
    data: { type: 'booking', id: `booking-${n}` },
    profile_id: null,
    state: 'current',
    read_at: null,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** Sana's interest, waiting for an answer, in a profile of the caller's (`to`). */
function pendingInterestTo(to: ReturnType<typeof matchCard>, message: string | null) {
  return {
    id: INTEREST_ID,
    from_profile: matchCard(7, { first_name: 'Sana', last_name: 'Shaikh', gender: 'female' }),
    to_profile: to,
    message,
    status: 'pending',
    created_at: '2026-11-20T10:00:00Z',
    answered_at: null,
  };
}

const bilal = summary({
  id: ids.bilal,
  first_name: 'Bilal',
  last_name: 'Memon',
  gender: 'male',
  is_last_selected: false,
  pending_interests: 1,
});

describe('the notification bell', () => {
  it('shows the unread count in its name and on it, and leads to the notifications page', async () => {
    logIn([summary()]);
    mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: 3 }),
      'GET /api/notifications': () => json(cursorPage([item(1)])),
    });
    renderRoutes(routes, '/coming-soon');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    await userEvent.click(bell);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('says just "Notifications" with nothing unread, and is not there when logged out', async () => {
    logIn([summary()]);
    mockFetch({ 'GET /api/notifications/unread-count': () => json({ count: 0 }) });
    const { unmount } = renderRoutes(routes, '/coming-soon');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
  });
});

describe('the notifications page', () => {
  it('lists the items newest first as the server gives them, loads more, and marks all read', async () => {
    logIn([summary()]);
    const next = 'http://localhost:3000/api/notifications?cursor=c1&per_page=20';
    let unread = 2;
    const reads: unknown[] = [];
    mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: unread }),
      'GET /api/notifications': ({ url }) => {
        const readAt = unread === 0 ? '2026-11-21T10:00:00Z' : null;
        return url.includes('cursor=')
          ? json(cursorPage([item(3, { read_at: '2026-11-19T10:00:00Z' })]))
          : json(cursorPage([item(1, { read_at: readAt }), item(2, { read_at: readAt })], next));
      },
      'POST /api/notifications/read': ({ body }) => {
        reads.push(body);
        unread = 0;
        return json(null, 204);
      },
    });
    renderRoutes(routes, '/notifications');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^Title/).textContent)).toEqual(['Title 1', 'Title 2']);
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/booking/view-booking/booking-1');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Title 3')).toBeInTheDocument();
    expect(within(screen.getByText('Title 3').closest('li')!).queryByText('New')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(reads).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.queryAllByText('New')).toHaveLength(0));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there are none', async () => {
    logIn([summary()]);
    mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: 0 }),
      'GET /api/notifications': () => json(cursorPage([])),
    });
    renderRoutes(routes, '/notifications');
    expect(
      await screen.findByText(
        'No notifications yet. You will find here interests, approvals and booking news.',
      ),
    ).toBeInTheDocument();
  });

  it('opens an interest for another profile: marks it read, makes that profile active, shows the interest', async () => {
    let profiles = [summary(), bilal];
    logIn(profiles);
    const reads: unknown[] = [];
    const switched: string[] = [];
    const interest = pendingInterestTo(
      matchCard(8, { id: ids.bilal, first_name: 'Bilal', last_name: 'Memon' }),
      'Salaam from our family',
    );
    mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: 1 }),
      'GET /api/notifications': () =>
        json(
          cursorPage([
            item(1, {
              type: 'interest.received',
              title: 'New interest',
              body: 'Sana sent Bilal an interest',
              data: { type: 'interest', id: INTEREST_ID },
              profile_id: ids.bilal,
            }),
          ]),
        ),
      'POST /api/notifications/read': ({ body }) => {
        reads.push(body);
        return json(null, 204);
      },
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/set-default-profile/${ids.bilal}`]: () => {
        switched.push(ids.bilal);
        profiles = [summary({ is_last_selected: false }), { ...bilal, is_last_selected: true }];
        return json(null, 204);
      },
      // The received list answers for whichever profile is active: only Bilal's holds the interest.
      'GET /api/matrimonial/profiles/interested-in-me': () =>
        json(cursorPage(profiles[1]!.is_last_selected ? [interest] : [])),
    });
    const { router } = renderRoutes(routes, '/notifications');
    await userEvent.click(await screen.findByRole('link', { name: /New interest/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Reply to interest' })).toBeInTheDocument();
    expect(await screen.findByText('Salaam from our family')).toBeInTheDocument();
    expect(reads).toEqual([{ ids: [item(1).id] }]);
    expect(switched).toEqual([ids.bilal]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/matrimonial/reply-interest-to-profile/${INTEREST_ID}`);
  });

  it('says what became of an interest withdrawn since, and opens a page that explains instead of "not found"', async () => {
    logIn([summary()]);
    const reads: unknown[] = [];
    mockFetch({
      'GET /api/notifications/unread-count': () => json({ count: 1 }),
      'GET /api/notifications': () =>
        json(
          cursorPage([
            item(1, {
              type: 'interest.received',
              title: 'New interest',
              body: 'Sana sent Amina an interest',
              data: { type: 'interest', id: INTEREST_ID },
              state: 'changed',
              change: 'withdrawn',
            }),
          ]),
        ),
      'POST /api/notifications/read': ({ body }) => {
        reads.push(body);
        return json(null, 204);
      },
    });
    const { router } = renderRoutes(routes, '/notifications');
    const link = await screen.findByRole('link', { name: /New interest/ });
    expect(within(link).getByText('Withdrawn by the family that sent it.')).toBeInTheDocument();
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This interest was withdrawn' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications/changed/withdrawn');
    expect(reads).toEqual([{ ids: [item(1).id] }]);
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('an unknown change in the address is a not-found page', async () => {
    logIn([summary()]);
    mockFetch({ 'GET /api/notifications/unread-count': () => json({ count: 0 }) });
    renderRoutes(routes, '/notifications/changed/whatever');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('the bell drops once the interest is answered (the server marks its items read)', async () => {
    let profiles = [summary({ pending_interests: 1 })];
    logIn(profiles);
    let unread = 1;
    let countAsked = 0;
    const interest = pendingInterestTo(
      matchCard(8, { id: profiles[0]!.id, first_name: 'Amina', last_name: 'Memon' }),
      null,
    );
    mockFetch({
      'GET /api/notifications/unread-count': () => {
        countAsked += 1;
        return json({ count: unread });
      },
      'GET /api/matrimonial/user': () => json(user(profiles)),
      'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([interest])),
      [`POST /api/matrimonial/reply-interest/${INTEREST_ID}`]: () => {
        unread = 0;
        profiles = [summary({ pending_interests: 0 })];
        return json({ ...interest, status: 'accepted', answered_at: '2026-11-21T10:00:00Z' });
      },
    });
    renderRoutes(routes, `/matrimonial/reply-interest-to-profile/${INTEREST_ID}`);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const asked = countAsked;
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(countAsked).toBeGreaterThan(asked);
  });
});
