import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { logIn, matchCard, summary, user, viewedProfile } from '../../test/fixtures/matrimonial.ts';

const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
const interestId = '00000000-0000-4000-8000-000000000777';

/**
 * The profile's answer says where the interest between the active profile and this one stands; the
 * page asks for nothing else to know it (an unexpected request, such as the interest lists, fails).
 */
function openWith(interest: { id: string; status: string; sent: boolean } | null) {
  const profiles = [summary()];
  logIn(profiles);
  const spy = mockFetch({
    'GET /api/matrimonial/user': () => json(user(profiles)),
    [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(viewedProfile(other, { interest })),
    [`GET /api/matrimonial/${other.id}/pictures`]: () => json([]),
  });
  renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
  return spy;
}

describe("another member's profile and the interest between the two", () => {
  it('offers to send one when there is none', async () => {
    const spy = openWith(null);
    const link = await screen.findByRole('link', { name: 'Send interest' });
    expect(link).toHaveAttribute('href', `/matrimonial/send-interest-to-profile/${other.id}`);
    expect(spy.mock.calls.some(([input]) => String(input).includes('/profiles/interest'))).toBe(false);
  });

  it('offers to reply to one they sent and is waiting', async () => {
    openWith({ id: interestId, status: 'pending', sent: false });
    const link = await screen.findByRole('link', { name: 'Reply to interest' });
    expect(link).toHaveAttribute('href', `/matrimonial/reply-interest-to-profile/${interestId}`);
    expect(screen.queryByRole('link', { name: 'Send interest' })).not.toBeInTheDocument();
  });

  it('says where one the active profile sent stands', async () => {
    openWith({ id: interestId, status: 'pending', sent: true });
    expect(await screen.findByText('You sent Imran an interest; waiting for an answer.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /interest/ })).not.toBeInTheDocument();
  });

  it('says an answered one was accepted, from either side', async () => {
    openWith({ id: interestId, status: 'accepted', sent: false });
    expect(await screen.findByText('You accepted the interest of Imran.')).toBeInTheDocument();
  });
});
