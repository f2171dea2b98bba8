// Decision 041: a family cannot give its own consent. One number confirms one live
// candidate; a number with its own proven account answers in the app; the office sees the state and
// the number, masked. Item 11: the code's tries are counted before they are compared.
import { ERROR_CODES } from '@samaj/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import type { MatrimonialCall, User } from '../../../../test/support/matrimonial.ts';
import { newProfile, openMatrimonial, submitProfile } from '../../../../test/support/matrimonial.ts';
import { notifications, profileConsentCodes } from '../../../db/schema/index.ts';

let t: TestApp, call: MatrimonialCall, admin: User;
beforeAll(async () => {
  ({ t, call } = await openMatrimonial({ now: '2030-01-15T09:00:00Z' }));
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

const M = '/api/matrimonial';
let mobiles = 0;
/** A fresh candidate number, 10 digits. */
const candidate = () => `97${String(3_000_000 + (mobiles += 1)).padStart(8, '0')}`;
const send = (user: User, id: string, mobile: string) =>
  call(user, 'POST', `${M}/${id}/consent/send`, { mobile });
const verify = (user: User, id: string, code: string) =>
  call(user, 'POST', `${M}/${id}/consent/verify`, { code });
async function smsCode(mobile: string): Promise<string | null> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  const body = res.json().messages[0]?.body as string | undefined;
  return body ? /\b(\d{6})\b/.exec(body)![1]! : null;
}
async function daughter(first = 'Zainab') {
  const user = await createUser(t, { name: `Parent of ${first}` });
  const profile = await newProfile(t, user, { first_name: first, relation: 'daughter', city: 'Bhuj' });
  return { user, profile };
}
async function confirmByCode(user: User, id: string, mobile: string) {
  t.clock.advance(31_000);
  expect((await send(user, id, mobile)).statusCode).toBe(202);
  const res = await verify(user, id, (await smsCode(`+91${mobile}`))!);
  expect(res.statusCode, res.body).toBe(200);
}
const officeView = async (id: string) =>
  (await call(admin, 'GET', '/api/admin/profiles?status=pending'))
    .json()
    .data.find((p: { id: string }) => p.id === id);

describe('one number confirms one candidate', () => {
  it('refuses a number that confirmed another family’s daughter, and the family’s own second daughter', async () => {
    const number = candidate();
    const first = await daughter('Zainab');
    await confirmByCode(first.user, first.profile.id, number);

    const other = await daughter('Mariam');
    const refused = await send(other.user, other.profile.id, number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ERROR_CODES.consentNumberInUse);
    expect(refused.json().errors.mobile[0]).toMatch(/already confirmed another candidate/);
    expect(await smsCode(`+91${number}`)).not.toBeNull(); // only the first family's code was ever sent

    const sister = await newProfile(t, first.user, { first_name: 'Ruqayya', relation: 'daughter' });
    expect((await send(first.user, sister.id, number)).json().code).toBe(ERROR_CODES.consentNumberInUse);
  });

  it('of two families asked at once, the first to confirm keeps the number; the second is refused', async () => {
    const number = candidate();
    const [a, b] = [await daughter('Hafsa'), await daughter('Sumayya')];
    expect((await send(a.user, a.profile.id, number)).statusCode).toBe(202);
    const codeA = (await smsCode(`+91${number}`))!;
    t.clock.advance(31_000);
    expect((await send(b.user, b.profile.id, number)).statusCode).toBe(202);
    const codeB = (await smsCode(`+91${number}`))!;
    expect((await verify(a.user, a.profile.id, codeA)).statusCode).toBe(200);
    const second = await verify(b.user, b.profile.id, codeB);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(ERROR_CODES.consentNumberInUse);
  });
});

describe('the candidate’s own account answers in the app', () => {
  it('asks the proven account instead of sending a code; confirming makes the consent by account', async () => {
    const number = candidate();
    const her = await createUser(t, { mobile: `+91${number}`, name: 'Zoya Memon', language: 'gu' });
    const family = await daughter('Zoya');
    await submitProfile(t, family.user, family.profile.id);

    const asked = await send(family.user, family.profile.id, number);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ in_app: true });
    expect(await smsCode(`+91${number}`)).toBeNull(); // no SMS code to pass around
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, her.id));
    expect(told.map((n) => n.type)).toEqual(['profile.consent_request']);
    expect(told[0]!.title).toContain('સંમતિ'); // in her account's language

    const office = await officeView(family.profile.id);
    expect(office).toMatchObject({
      consent_state: 'asked',
      consent_mobile_masked: `+91 ${number.slice(0, 2)}•••••${number.slice(7)}`,
    });

    const list = await call(her, 'GET', `${M}/consent-requests`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        profile_id: family.profile.id,
        first_name: 'Zoya',
        relation: 'daughter',
        asked_by: { name: 'Parent of Zoya', name_latin: 'Parent of Zoya' },
      }),
    ]);
    // Nobody else may answer it: the family itself, another account, a made-up id.
    const stranger = await createUser(t);
    for (const who of [family.user, stranger]) {
      expect(
        (await call(who, 'POST', `${M}/consent-requests/${family.profile.id}`, { confirm: true })).statusCode,
      ).toBe(404);
    }
    expect((await call(her, 'POST', `${M}/consent-requests/nope`, { confirm: true })).statusCode).toBe(404);
    expect(
      (await call(her, 'POST', `${M}/consent-requests/${family.profile.id}`, { confirm: 'yes' })).statusCode,
    ).toBe(422);

    const yes = await call(her, 'POST', `${M}/consent-requests/${family.profile.id}`, { confirm: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ profile_id: family.profile.id, consent: 'confirmed' });
    const own = await call(family.user, 'GET', `${M}/get-profile/${family.profile.id}`);
    expect(own.json()).toMatchObject({ consent_by_account: true, consent_mobile: `+91${number}` });
    expect(own.json().consent_confirmed_at).not.toBeNull();
    expect(await officeView(family.profile.id)).toMatchObject({
      consent_state: 'confirmed',
      consent_by_account: true,
    });
    const familyTold = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, family.user.id), eq(notifications.type, 'profile.consent_confirmed')),
      );
    expect(familyTold).toHaveLength(1);
    expect((await call(her, 'GET', `${M}/consent-requests`)).json()).toEqual([]);
  });

  it('a decline ends the request and tells the family; the consent stays unconfirmed', async () => {
    const number = candidate();
    const her = await createUser(t, { mobile: `+91${number}` });
    const family = await daughter('Aaliya');
    expect((await send(family.user, family.profile.id, number)).json().in_app).toBe(true);
    const no = await call(her, 'POST', `${M}/consent-requests/${family.profile.id}`, { confirm: false });
    expect(no.json()).toEqual({ profile_id: family.profile.id, consent: 'declined' });
    const rows = await t.database.db
      .select()
      .from(profileConsentCodes)
      .where(eq(profileConsentCodes.profileId, family.profile.id));
    expect(rows).toEqual([]);
    const own = (await call(family.user, 'GET', `${M}/get-profile/${family.profile.id}`)).json();
    expect(own).toMatchObject({ consent_confirmed_at: null, consent_by_account: false });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, family.user.id), eq(notifications.type, 'profile.consent_declined')),
      );
    expect(told).toHaveLength(1);
  });

  it('a number whose account is not proven gets a code by SMS, as before; an unproven account lists nothing', async () => {
    const number = candidate();
    const her = await createUser(t, { mobile: `+91${number}`, mobileVerified: false });
    const family = await daughter('Nida');
    const res = await send(family.user, family.profile.id, number);
    expect(res.json()).toMatchObject({ in_app: false });
    expect(await smsCode(`+91${number}`)).toMatch(/^\d{6}$/);
    const list = await call(her, 'GET', `${M}/consent-requests`);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe(ERROR_CODES.mobileNotVerified);
  });
});

describe('the office’s approval screen', () => {
  it('shows the consent’s state and the number, masked', async () => {
    const self = await createUser(t);
    const own = await newProfile(t, self, {
      first_name: 'Imran',
      gender: 'male',
      relation: 'self',
      city: 'Bhuj',
    });
    await submitProfile(t, self, own.id);
    expect(await officeView(own.id)).toMatchObject({ consent_state: 'self', consent_mobile_masked: null });

    const family = await daughter('Safa');
    await submitProfile(t, family.user, family.profile.id);
    expect(await officeView(family.profile.id)).toMatchObject({
      consent_state: 'not_asked',
      consent_mobile_masked: null,
    });
    const number = candidate();
    await confirmByCode(family.user, family.profile.id, number);
    const seen = await officeView(family.profile.id);
    expect(seen).toMatchObject({ consent_state: 'confirmed', consent_by_account: false });
    expect(seen.consent_mobile_masked).toBe(`+91 ${number.slice(0, 2)}•••••${number.slice(7)}`);
    expect(JSON.stringify(seen.consent_mobile_masked)).not.toContain(number.slice(2, 7));
  });
});

describe('the code’s tries (docs/api.md, Identity and abuse)', () => {
  it('compares at most five guesses however many arrive at once', async () => {
    const { user, profile } = await daughter('Hiba');
    const number = candidate();
    expect((await send(user, profile.id, number)).statusCode).toBe(202);
    const code = (await smsCode(`+91${number}`))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 60 }, () => verify(user, profile.id, wrong)));
    const compared = answers.filter((a) => /incorrect|Too many wrong codes/.test(a.body));
    expect(compared.length).toBe(5);
    // The rest: refused unread (the code's tries are gone) or by the per-profile limit of tries an hour.
    expect(answers.filter((a) => a.statusCode !== 422 && a.statusCode !== 429)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(profileConsentCodes)
      .where(eq(profileConsentCodes.profileId, profile.id));
    expect(row!.attempts).toBe(5);
    // No try is left for anyone (claimConsentTry counts none past five).
  });
});
