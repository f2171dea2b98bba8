// The reader rule (docs/api.md "What families read") on what a family reads about its
// own profile and on the candidate's consent requests: a name shows as written when it is in the
// reader's script, else in Latin letters; an account holder's name (accounts keep no Latin name) in
// Latin letters from Gujarati or Devanagari, as written from Urdu.
import { transliterate } from '@samaj/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import type { MatrimonialCall } from '../../../../test/support/matrimonial.ts';
import { newProfile, openMatrimonial, submitProfile } from '../../../../test/support/matrimonial.ts';
import { notifications } from '../../../db/schema/index.ts';
import { approveProfile } from '../service.ts';

let t: TestApp, call: MatrimonialCall;
beforeAll(async () => ({ t, call } = await openMatrimonial({ now: '2030-01-15T09:00:00Z' })));
afterAll(() => t.close());

const M = '/api/matrimonial';
const gujarati = {
  first_name: 'ઝૈનબ',
  last_name: 'મેમણ',
  first_name_latin: 'Zainab',
  last_name_latin: 'Memon',
};
const told = async (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe("the family's own profile in its notifications", () => {
  it('is named in Latin letters to an English or Hindi reader, as written to a Gujarati one', async () => {
    for (const [language, first, full] of [
      ['en', 'Zainab', 'Zainab Memon'],
      ['hi', 'Zainab', 'Zainab Memon'],
      ['gu', 'ઝૈનબ', 'ઝૈનબ મેમણ'],
    ] as const) {
      const family = await createUser(t, { language });
      const profile = await newProfile(t, family, { ...gujarati, relation: 'daughter', city: 'Bhuj' });
      // Sent for approval without the daughter's consent: the family is reminded to ask her.
      await submitProfile(t, family, profile.id);
      const [reminder] = await told(family.id, 'profile.consent_reminder');
      expect(reminder!.body).toContain(first);
      await approveProfile(contextOf(t.app.deps), { id: profile.id });
      const [approved] = await told(family.id, 'profile.approved');
      expect(approved!.body).toContain(full);
      if (language !== 'gu') expect(`${reminder!.body} ${approved!.body}`).not.toMatch(/[\u0A80-\u0AFF]/);
    }
  });
});

describe("the candidate's consent requests", () => {
  it('carry the Latin-letter names, and name the holder and the profile in the script she reads', async () => {
    const number = '9730000101';
    const her = await createUser(t, { mobile: `+91${number}`, language: 'en' });
    const holder = await createUser(t, { name: 'સલીમ મેમણ', language: 'gu' });
    const profile = await newProfile(t, holder, { ...gujarati, relation: 'daughter' });
    const asked = await call(holder, 'POST', `${M}/${profile.id}/consent/send`, { mobile: number });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().in_app).toBe(true);

    const [request] = await told(her.id, 'profile.consent_request');
    const holderLatin = transliterate('સલીમ મેમણ', 'gu');
    expect(holderLatin).toMatch(/^[A-Za-z .'-]+$/);
    expect(`${request!.title} ${request!.body}`).toContain(holderLatin);
    expect(request!.body).toContain('Zainab');
    expect(`${request!.title} ${request!.body}`).not.toMatch(/[\u0A80-\u0AFF]/);

    const list = await call(her, 'GET', `${M}/consent-requests`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        profile_id: profile.id,
        first_name: 'ઝૈનબ',
        last_name: 'મેમણ',
        first_name_latin: 'Zainab',
        last_name_latin: 'Memon',
        asked_by: { name: 'સલીમ મેમણ', name_latin: holderLatin },
      }),
    ]);
  });

  it('give no Latin form of a holder who wrote the name in Urdu letters (read as written)', async () => {
    const number = '9730000102';
    const her = await createUser(t, { mobile: `+91${number}`, language: 'ur' });
    const holder = await createUser(t, { name: 'سلیم میمن' });
    const profile = await newProfile(t, holder, {
      first_name: 'Sana',
      last_name: 'Memon',
      relation: 'sister',
    });
    expect(
      (await call(holder, 'POST', `${M}/${profile.id}/consent/send`, { mobile: number })).statusCode,
    ).toBe(202);
    const [request] = (await call(her, 'GET', `${M}/consent-requests`)).json();
    expect(request).toMatchObject({ first_name_latin: 'Sana', asked_by: { name: 'سلیم میمن' } });
    expect(request.asked_by).not.toHaveProperty('name_latin');
  });
});
