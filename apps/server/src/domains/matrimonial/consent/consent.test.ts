// Consent of the candidate: a profile a relative made asks the candidate's own mobile for a code;
// the owner is reminded until it is done.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import type { MatrimonialCall, User } from '../../../../test/support/matrimonial.ts';
import { member, newProfile, openMatrimonial, submitProfile } from '../../../../test/support/matrimonial.ts';
import { notifications, profileConsentCodes } from '../../../db/schema/index.ts';
import { CONSENT_RATE_LIMITS } from './consent.ts';
import { sweepConsentReminders } from './reminders-sweep.ts';
import { approveProfile } from '../service.ts';
import { contextOf } from '../../../context.ts';

let t: TestApp, call: MatrimonialCall;
beforeAll(async () => ({ t, call } = await openMatrimonial({ now: '2030-01-15T09:00:00Z' })));
afterAll(() => t.close());

const M = '/api/matrimonial';
let mobiles = 0;
/** A fresh candidate number (the per-number limits do not carry over between tests). */
const candidate = () => `98${String(7_000_000 + (mobiles += 1)).padStart(8, '0')}`;
const send = (user: User, id: string, mobile: string) =>
  call(user, 'POST', `${M}/${id}/consent/send`, { mobile });
const verify = (user: User, id: string, code: string) =>
  call(user, 'POST', `${M}/${id}/consent/verify`, { code });
async function lastSms(mobile: string): Promise<{ body: string; code: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  const body: string = res.json().messages[0].body;
  return { body, code: /\b(\d{6})\b/.exec(body)![1]! };
}
async function daughter(parent?: User) {
  const user = parent ?? (await createUser(t));
  const profile = await newProfile(t, user, { first_name: 'Zainab', relation: 'daughter', city: 'Bhuj' });
  return { user, profile };
}
const reminders = async (userId: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (n) => n.type === 'profile.consent_reminder',
  );

describe('consent/send and consent/verify', () => {
  it("sends a code to the candidate's number in the account language, and the right code confirms", async () => {
    const parent = await createUser(t, { language: 'ur' });
    const { profile } = await daughter(parent);
    const mobile = candidate();
    const res = await send(parent, profile.id, mobile);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().resend_after_seconds).toBe(30);
    const sms = await lastSms(`+91${mobile}`);
    expect(sms.body).toContain('Zainab');
    expect(sms.body).toContain('رضامندی');
    // Only a salted hash is kept.
    const [row] = await t.database.db
      .select()
      .from(profileConsentCodes)
      .where(eq(profileConsentCodes.profileId, profile.id));
    expect(row!.codeHash).not.toContain(sms.code);
    expect(JSON.stringify(row)).not.toContain(`"${sms.code}"`);

    t.clock.advance(60_000);
    const ok = await verify(parent, profile.id, sms.code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      consent_confirmed_at: t.clock.now().toISOString(),
      consent_mobile: `+91${mobile}`,
    });
    // Used up, and nothing more to confirm.
    expect((await verify(parent, profile.id, sms.code)).statusCode).toBe(422);
    expect((await send(parent, profile.id, candidate())).statusCode).toBe(422);
  });

  it('says the tries left on a wrong code, and five wrong tries end the code', async () => {
    const { user, profile } = await daughter();
    const mobile = candidate();
    await send(user, profile.id, mobile);
    const { code } = await lastSms(`+91${mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verify(user, profile.id, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.code).toEqual(['The code is incorrect. Tries left: 4.']);
    for (let i = 0; i < 3; i++) await verify(user, profile.id, wrong);
    expect((await verify(user, profile.id, wrong)).json().errors.code).toEqual([
      'Too many wrong codes. Please ask for a new code.',
    ]);
    expect((await verify(user, profile.id, code)).json().errors.code).toEqual([
      'The code is invalid or has expired.',
    ]);
    expect((await verify(user, profile.id, '12ab')).statusCode).toBe(422);
  });

  it('lets a code expire after 10 minutes; a resend waits 30 seconds and replaces the old code', async () => {
    const { user, profile } = await daughter();
    const mobile = candidate();
    await send(user, profile.id, mobile);
    const old = await lastSms(`+91${mobile}`);
    const again = await send(user, profile.id, mobile);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify(user, profile.id, old.code)).json().errors.code).toEqual([
      'The code is invalid or has expired.',
    ]);
    expect((await send(user, profile.id, mobile)).statusCode).toBe(202);
    const fresh = await lastSms(`+91${mobile}`);
    expect((await verify(user, profile.id, fresh.code)).statusCode).toBe(200);
  });

  it('limits the sends to one number in an hour, with a clear 429', async () => {
    const mobile = candidate();
    const limit = CONSENT_RATE_LIMITS.send.mobile.limit;
    for (let i = 0; i < limit; i++) {
      const { user, profile } = await daughter();
      expect((await send(user, profile.id, mobile)).statusCode).toBe(202);
    }
    const { user, profile } = await daughter();
    const refused = await send(user, profile.id, mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many codes asked for. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("refuses the account's own number, an invalid number, a foreign number and a profile of oneself", async () => {
    const { user, profile } = await daughter();
    const own = await send(user, profile.id, user.mobile);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.mobile).toEqual(['Enter the candidate’s own mobile number, not the account’s.']);
    expect((await send(user, profile.id, '12345')).json().errors).toHaveProperty('mobile');
    expect((await send(user, profile.id, '+447700900123')).statusCode).toBe(422);
    const self = await newProfile(t, user, { relation: 'self' });
    const refused = await send(user, self.id, candidate());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('relation');
  });

  it("answers 404 for another family's profile, an unknown or malformed id", async () => {
    const { profile } = await daughter();
    const other = await createUser(t);
    expect((await send(other, profile.id, candidate())).statusCode).toBe(404);
    expect((await verify(other, profile.id, '123456')).statusCode).toBe(404);
    expect((await send(other, '00000000-0000-4000-8000-000000000000', candidate())).statusCode).toBe(404);
    expect((await verify(other, 'nope', '123456')).statusCode).toBe(404);
  });

  it('shows confirmed consent to others', async () => {
    const { user, profile } = await daughter();
    const mobile = candidate();
    await send(user, profile.id, mobile);
    await verify(user, profile.id, (await lastSms(`+91${mobile}`)).code);
    await approveProfile(contextOf(t.app.deps), { id: profile.id });
    const viewer = await member(t, { gender: 'male', first_name: 'Imran' });
    const seen = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${profile.id}`,
      headers: viewer.user.headers,
    });
    expect(seen.json()).toMatchObject({ consent_confirmed_at: expect.any(String) });
    expect(seen.json()).not.toHaveProperty('consent_mobile');
  });
});

describe('reminders', () => {
  it('reminds the owner when a relative’s profile is sent without consent, then once a week until confirmed', async () => {
    const { user, profile } = await daughter();
    await submitProfile(t, user, profile.id);
    expect(await reminders(user.id)).toEqual([
      expect.objectContaining({ profileId: profile.id, title: 'Please ask Zainab to confirm' }),
    ]);
    // Not again within the week...
    t.clock.advance(6 * 86_400_000);
    await sweepConsentReminders(contextOf(t.app.deps));
    expect(await reminders(user.id)).toHaveLength(1);
    // ...once after it, and not twice when two sweeps run.
    t.clock.advance(86_400_000 + 1000);
    await Promise.all([
      sweepConsentReminders(contextOf(t.app.deps)),
      sweepConsentReminders(contextOf(t.app.deps)),
    ]);
    expect(await reminders(user.id)).toHaveLength(2);
    await sweepConsentReminders(contextOf(t.app.deps));
    expect(await reminders(user.id)).toHaveLength(2);

    // Confirmed: no more reminders.
    const mobile = candidate();
    await send(user, profile.id, mobile);
    await verify(user, profile.id, (await lastSms(`+91${mobile}`)).code);
    t.clock.advance(8 * 86_400_000);
    await sweepConsentReminders(contextOf(t.app.deps));
    expect(await reminders(user.id)).toHaveLength(2);
  });

  it('does not remind for drafts or own profiles, and writes in the account language', async () => {
    const parent = await createUser(t, { language: 'gu' });
    const { profile } = await daughter(parent);
    const self = await newProfile(t, parent, { relation: 'self', city: 'Bhuj' });
    await submitProfile(t, parent, self.id);
    t.clock.advance(8 * 86_400_000);
    await sweepConsentReminders(contextOf(t.app.deps));
    expect(await reminders(parent.id)).toEqual([]);
    await submitProfile(t, parent, profile.id);
    const [note] = await reminders(parent.id);
    expect(note!.title).toBe('કૃપા કરીને Zainabની સંમતિ લો');
  });
});
