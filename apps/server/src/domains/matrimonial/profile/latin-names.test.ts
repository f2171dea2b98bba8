import { contextOf } from '../../../context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { approveProfile } from '../service.ts';
import { buildMatrimonialTestApp, dobForAge, newProfile } from '../../../../test/support/matrimonial.ts';

// Names in a script the reader can read (docs/api.md "What families read").

let t: TestApp;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());

const M = '/api/matrimonial';
const gujarati = { first_name: 'ઇમરાન', last_name: 'મેમણ' };

async function create(headers: { authorization: string }, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${M}/create-profile`,
    headers,
    payload: {
      gender: 'male',
      date_of_birth: dobForAge(t, 28),
      marital_status: 'never_married',
      relation: 'son',
      no_picture: true,
      ...body,
    },
  });
}

describe('the name in Latin letters', () => {
  it('is required beside a name in Gujarati: 422 on first_name_latin and last_name_latin', async () => {
    const user = await createUser(t);
    const res = await create(user.headers, gujarati);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['first_name_latin', 'last_name_latin']);
    const digits = await create(user.headers, {
      ...gujarati,
      first_name_latin: 'Imran2',
      last_name_latin: 'Meman',
    });
    expect(digits.statusCode).toBe(422);
    expect(digits.json().errors.first_name_latin).toEqual([
      'Use only the letters A to Z, spaces, dots, apostrophes and hyphens.',
    ]);
  });

  it('says so in the language asked for', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/create-profile`,
      headers: { ...user.headers, 'accept-language': 'gu' },
      payload: {
        ...gujarati,
        gender: 'male',
        date_of_birth: dobForAge(t, 28),
        marital_status: 'never_married',
        relation: 'son',
        first_name_latin: 'Imran!',
        last_name_latin: 'Meman',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.first_name_latin[0]).toContain('A થી Z');
  });

  it('is kept and answered beside the name, and is the name itself for an A–Z name', async () => {
    const user = await createUser(t);
    const res = await create(user.headers, {
      ...gujarati,
      first_name_latin: 'Imran',
      last_name_latin: 'Meman',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...gujarati, first_name_latin: 'Imran', last_name_latin: 'Meman' });

    const plain = await newProfile(t, user, { first_name: 'Sana', last_name: "D'Souza" });
    expect(plain).toMatchObject({ first_name_latin: 'Sana', last_name_latin: "D'Souza" });
    // Given for an A–Z name, it is still the name: one name, one spelling.
    const other = await newProfile(t, user, { first_name: 'Ayesha', first_name_latin: 'Aisha' });
    expect(other.first_name_latin).toBe('Ayesha');
  });

  it('changes with the name, and an update to another script asks for it', async () => {
    const user = await createUser(t);
    const p = await newProfile(t, user, { first_name: 'Sana', last_name: 'Memon' });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${M}/update-profile/${p.id}`, headers: user.headers, payload });
    const missing = await update({ first_name: 'सना' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['first_name_latin']);
    const done = await update({ first_name: 'सना', first_name_latin: 'Sana' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      first_name: 'सना',
      first_name_latin: 'Sana',
      last_name_latin: 'Memon',
    });
  });
});

describe('what others read', () => {
  it('cards, profiles and the contact carry both names; the interest reaches each family in its script', async () => {
    const him = await createUser(t, { name: 'સલીમ મેમણ' });
    const sent = await create(him.headers, {
      ...gujarati,
      first_name_latin: 'Imran',
      last_name_latin: 'Meman',
      city: 'Bhuj',
      place_id: 'bhuj',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const imran = sent.json() as { id: string; place_id: string };
    expect(imran.place_id).toBe('bhuj');
    await approveProfile(contextOf(t.app.deps), { id: imran.id });

    const hindi = await createUser(t, { language: 'hi' });
    const sana = await newProfile(t, hindi, {
      first_name: 'सना',
      last_name: 'मेमन',
      first_name_latin: 'Sana',
      last_name_latin: 'Meman',
    });
    await approveProfile(contextOf(t.app.deps), { id: sana.id });
    const gujaratiReader = await createUser(t, { language: 'gu' });
    const ayesha = await newProfile(t, gujaratiReader, { first_name: 'Ayesha' });
    await approveProfile(contextOf(t.app.deps), { id: ayesha.id });

    const card = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${imran.id}`,
      headers: hindi.headers,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({
      ...gujarati,
      first_name_latin: 'Imran',
      last_name_latin: 'Meman',
      place_id: 'bhuj',
    });

    for (const to of [sana.id, ayesha.id]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${M}/send-interest/${to}`,
        headers: him.headers,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const bodies = async (headers: { authorization: string }) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().data as {
          body: string;
        }[]
      ).map((n) => n.body);
    const toHindi = (await bodies(hindi.headers)).join(' ');
    expect(toHindi).toContain('Imran Meman');
    expect(toHindi).not.toContain('ઇમરાન');
    expect((await bodies(gujaratiReader.headers)).join(' ')).toContain('ઇમરાન મેમણ');

    // Once Sana's family accepts, his card shows the holder's contact with a Latin-letter name.
    const interests = await t.app.inject({
      method: 'GET',
      url: `${M}/profiles/interested-in-me`,
      headers: hindi.headers,
    });
    const interestId = (interests.json().data as { id: string }[])[0]!.id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `${M}/reply-interest/${interestId}`,
      headers: hindi.headers,
      payload: { reply: 'accepted' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const opened = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${imran.id}`,
      headers: hindi.headers,
    });
    expect(opened.json().contact).toMatchObject({ name: 'સલીમ મેમણ', name_latin: 'Saleem Meman' });
  });

  it('refuses a place_id that is no place of the list', async () => {
    const user = await createUser(t);
    const res = await create(user.headers, { first_name: 'Imran', last_name: 'Meman', place_id: 'atlantis' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.place_id).toBeDefined();
  });
});

describe('GET /api/matrimonial/transliterate', () => {
  it('suggests the Latin letters of a Gujarati or Devanagari name, and only from those', async () => {
    const user = await createUser(t);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `${M}/transliterate?${q}`, headers: user.headers });
    expect((await get(`text=${encodeURIComponent('ઇમરાન મેમણ')}&from=gu`)).json()).toEqual({
      latin: 'Imran Meman',
    });
    expect((await get(`text=${encodeURIComponent('सना')}&from=hi`)).json()).toEqual({ latin: 'Sana' });
    expect((await get(`text=${encodeURIComponent('فیصل')}&from=ur`)).statusCode).toBe(422);
    expect((await get('from=gu')).statusCode).toBe(422);
  });
});
