import { describe, expect, it } from 'vitest';
import { targetOf } from './target.ts';

const P = '00000000-0000-4000-8000-00000000000b';

describe('targetOf', () => {
  it('opens a received interest on its reply screen, as the profile it was sent to', () => {
    expect(targetOf({ data: { type: 'interest', id: 'i-1' }, profile_id: P })).toBe(
      `/matrimonial/reply-interest-to-profile/i-1?as=${P}`,
    );
  });

  it('opens an answered interest on the sent list, an approval on the approval page, a picture on the pictures', () => {
    expect(targetOf({ data: { type: 'interest_answered', id: 'i-2' }, profile_id: P })).toBe(
      `/matrimonial/profiles/interests-sent-by-me?as=${P}`,
    );
    expect(targetOf({ data: { type: 'profile', id: P }, profile_id: P })).toBe(
      `/matrimonial/profile-pending-approval?as=${P}`,
    );
    expect(targetOf({ data: { type: 'picture', id: 'x' }, profile_id: P })).toBe(
      `/matrimonial/profile-pictures?as=${P}`,
    );
  });

  it("opens a message on its conversation, as the profile of the family's side", () => {
    expect(targetOf({ data: { type: 'message', id: 'c-1' }, profile_id: P })).toBe(
      `/matrimonial/conversations/c-1?as=${P}`,
    );
    expect(targetOf({ data: { type: 'conversation', id: '' }, profile_id: null })).toBe(
      '/matrimonial/conversations',
    );
  });

  it('opens a booking on its page, and news and jobs on theirs, with no profile switch', () => {
    expect(targetOf({ data: { type: 'booking', id: 'b 1' }, profile_id: null })).toBe(
      '/booking/view-booking/b%201',
    );
    expect(targetOf({ data: { type: 'news', id: 'n1' }, profile_id: null })).toBe('/news/n1');
    expect(targetOf({ data: { type: 'job', id: 'j1' }, profile_id: null })).toBe('/job/j1');
  });

  it('opens the weekly new matches on the dashboard, as the profile they are for', () => {
    expect(targetOf({ data: { type: 'matches', id: P }, profile_id: P })).toBe(`/matrimonial?as=${P}`);
  });

  it('falls back to the profile’s dashboard, or to nothing for an unknown item about no profile', () => {
    expect(targetOf({ data: { type: 'interest_expiring_soon', id: 'i' }, profile_id: P })).toBe(
      `/matrimonial?as=${P}`,
    );
    expect(targetOf({ data: { type: 'announcement', id: '' }, profile_id: null })).toBeNull();
  });
  it('opens the screen that explains, not the subject, when the subject changed since', () => {
    for (const change of ['withdrawn', 'expired', 'closed'] as const) {
      expect(targetOf({ data: { type: 'interest', id: 'i-3' }, profile_id: P, change })).toBe(
        `/notifications/changed/${change}`,
      );
    }
  });
});
