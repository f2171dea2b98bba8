import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Interest } from '@samaj/shared';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

// No ghosting, as the lists show it: an expired interest says so and may be sent again; a decline's
// polite reason reaches the sender in kind words.

const mine = summary();
const interest = (n: number, overrides: Partial<Interest>): Interest => ({
  id: `00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`,
  from_profile: { ...matchCard(90), id: mine.id, first_name: mine.first_name },
  to_profile: matchCard(n),
  message: null,
  status: 'pending',
  decline_reason: null,
  created_at: '2026-01-01T00:00:00Z',
  answered_at: null,
  ...overrides,
});

describe('interests sent by me', () => {
  it('show an expired interest with a way to send it again, and a decline with its reason', async () => {
    const profiles = [mine];
    logIn(profiles);
    const expired = interest(1, { status: 'expired', answered_at: '2026-01-31T00:00:00Z' });
    const declined = interest(2, { status: 'declined', decline_reason: 'family_decision' });
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      'GET /api/matrimonial/profiles/interests-sent-by-me': () => json(cursorPage([expired, declined])),
    });
    renderRoutes(routes, '/matrimonial/profiles/interests-sent-by-me');
    const expiredCard = (await screen.findByText('Expired')).closest(
      'article, [class*="Card"]',
    ) as HTMLElement;
    expect(
      within(expiredCard).getByText('No answer came in time. You may send the interest again.'),
    ).toBeVisible();
    expect(within(expiredCard).getByRole('link', { name: 'Send again' })).toHaveAttribute(
      'href',
      `/matrimonial/send-interest-to-profile/${expired.to_profile.id}`,
    );
    expect(screen.getByText('They have politely declined: the family has decided otherwise.')).toBeVisible();
  });
});
