import { describe, expect, it } from 'vitest';
import { accountLimitError, MAX_OPEN_HOLDS } from './account-limits.ts';

const now = new Date('2030-01-15T09:00:00Z');
const wanted = { userType: 'CM' as const, slots: 2, free: false, cap: 6, now };
const open = { memberType: null, holdsEndAt: [], heldSlots: 0 };

describe('accountLimitError', () => {
  it('lets an account without holds book', () => {
    expect(accountLimitError(open, wanted)).toBeNull();
  });

  it('refuses a member type other than the confirmed one, naming it', () => {
    const error = accountLimitError({ ...open, memberType: 'NCM' }, wanted);
    expect(error).toMatchObject({ status: 422 });
    expect(error!.message).toContain('confirmed as');
    expect(error!.message).toContain('NCM');
    expect(accountLimitError({ ...open, memberType: 'CM' }, wanted)).toBeNull();
  });

  it('answers 429 at the open-holds limit, retrying when the soonest hold ends', () => {
    const soon = new Date(now.getTime() + 90_000);
    const holdsEndAt = [soon, ...Array(MAX_OPEN_HOLDS - 1).fill(new Date(now.getTime() + 600_000))];
    const error = accountLimitError({ ...open, holdsEndAt }, wanted);
    expect(error).toMatchObject({ status: 429, extra: { retryAfterSeconds: 90 } });
    expect(accountLimitError({ ...open, holdsEndAt: holdsEndAt.slice(1) }, wanted)).toBeNull();
  });

  it('caps the dates held unpaid, with a message for one booking and one for the account', () => {
    const alone = accountLimitError(open, { ...wanted, slots: 7 });
    expect(alone).toMatchObject({ status: 422, extra: { code: 'held_slots_limit' } });
    expect(alone!.message).toContain('this one asks for 7');
    const together = accountLimitError({ ...open, heldSlots: 5 }, wanted);
    expect(together!.message).toContain('you hold 5');
    expect(accountLimitError({ ...open, heldSlots: 4 }, wanted)).toBeNull();
    // A free booking holds nothing.
    expect(accountLimitError({ ...open, heldSlots: 6 }, { ...wanted, free: true })).toBeNull();
  });
});
