import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, fullProfile, ids, logIn, summary, user } from '../../test/fixtures/matrimonial.ts';

const SON = '00000000-0000-4000-8000-00000000000c';

/** A father's three profiles: his own (active), his son's (rejected), his daughter's (two interests waiting). */
function family(active: string = ids.user) {
  return [
    summary({
      id: ids.user,
      first_name: 'Yusuf',
      last_name: 'Memon',
      gender: 'male',
      is_last_selected: active === ids.user,
    }),
    summary({
      id: SON,
      first_name: 'Bilal',
      last_name: 'Memon',
      gender: 'male',
      approved_on: null,
      rejection_reason: 'The date of birth does not match the certificate.',
      is_last_selected: active === SON,
      unread_notifications: 1,
    }),
    summary({
      id: ids.ayesha,
      first_name: 'Ayesha',
      last_name: 'Memon',
      is_last_selected: active === ids.ayesha,
      pending_interests: 2,
      unread_notifications: 2,
    }),
  ];
}

function calls(state: { active: string; switched: string[] }) {
  return {
    'GET /api/notifications/unread-count': () => json({ count: 3 }),
    'GET /api/matrimonial/user': () => json(user(family(state.active))),
    [`GET /api/matrimonial/get-profile/${ids.user}`]: () =>
      json(fullProfile({ id: ids.user, first_name: 'Yusuf', gender: 'male' })),
    [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
    [`GET /api/matrimonial/set-default-profile/${ids.ayesha}`]: () => {
      state.switched.push(ids.ayesha);
      state.active = ids.ayesha;
      return json(null, 204);
    },
    'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([])),
    'GET /api/matrimonial/profiles/my-viewers': () => json(cursorPage([])),
  };
}

describe("the family's view", () => {
  it('shows every profile on the dashboard with its state, reason, waiting interests and unread count', async () => {
    const state = { active: ids.user, switched: [] as string[] };
    logIn(family());
    mockFetch(calls(state));
    const { router } = renderRoutes(routes, '/matrimonial');
    const section = await screen.findByRole('region', { name: "Your family's profiles" });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const son = cards[1]!;
    expect(within(son).getByText('Not approved')).toBeInTheDocument();
    expect(within(son).getByText('The date of birth does not match the certificate.')).toBeInTheDocument();
    expect(within(son).getByRole('link', { name: '1 unread notification' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(son).getByRole('link', { name: 'Correct the profile of Bilal Memon' })).toHaveAttribute(
      'href',
      `/matrimonial/profile-edit?as=${SON}`,
    );
    const daughter = cards[2]!;
    expect(within(daughter).getByText('Approved')).toBeInTheDocument();
    expect(within(daughter).getByText(/2 interests waiting for an answer/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Active')).toBeInTheDocument();

    // One tap: the daughter's profile becomes active and her waiting interests open.
    await userEvent.click(
      within(daughter).getByRole('link', { name: 'Answer 2 interests received by Ayesha Memon' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Interested in me' })).toBeInTheDocument();
    expect(state.switched).toEqual([ids.ayesha]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/matrimonial/profiles/interested-in-me');
  });

  it('shows the same on My profiles, pictures included', async () => {
    const state = { active: ids.user, switched: [] as string[] };
    const profiles = family();
    profiles[2] = {
      ...profiles[2]!,
      primary_picture: {
        id: '00000000-0000-4000-8000-0000000000f1',
        url: '/large.webp',
        thumb_url: '/thumb.webp',
        is_primary: true,
        status: 'approved',
        rejection_reason: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    };
    logIn(profiles);
    mockFetch({ ...calls(state), 'GET /api/matrimonial/user': () => json(user(profiles)) });
    const { container } = renderRoutes(routes, '/matrimonial/user-profiles');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayesha Memon' })).toBeInTheDocument();
    expect(screen.getByText('The date of birth does not match the certificate.')).toBeInTheDocument();
    expect(container.querySelector('img[src="/thumb.webp"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open the profile of Ayesha Memon' })).toHaveAttribute(
      'href',
      `/matrimonial?as=${ids.ayesha}`,
    );
  });
});
