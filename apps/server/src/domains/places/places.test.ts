import { SEED_PLACES } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp, buildTestApp } from '../../../test/support/app.ts';
import { adminCaller, latestAudit } from '../../../test/support/admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const places = async (q?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: q === undefined ? '/api/places' : `/api/places?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; name: Record<string, string>; state: string }[];
};

describe('GET /api/places (public)', () => {
  it('lists the seeded places, each named in the four languages, without a sign-in', async () => {
    const all = await places();
    expect(all.map((p) => p.id).sort()).toEqual(SEED_PLACES.map((p) => p.id).sort());
    expect(all.find((p) => p.id === 'bhuj')).toEqual({
      id: 'bhuj',
      name: { en: 'Bhuj', gu: 'ભુજ', hi: 'भुज', ur: 'بھج' },
      state: 'Gujarat',
    });
  });

  it('finds a place from the start of its name, or of a word of it, in each language', async () => {
    const ids = async (q: string) => (await places(q)).map((p) => p.id);
    expect(await ids('bhu')).toEqual(['bhuj']);
    expect(await ids('ભુ')).toEqual(['bhuj']);
    expect(await ids('मुंब')).toEqual(['mumbai']);
    expect(await ids('ممب')).toEqual(['mumbai']);
    // "Jam nagar" in Urdu is two words: the second finds it too.
    expect(await ids('نگر')).toEqual(['jamnagar']);
    expect(await ids('zzz')).toEqual([]);
  });
});

describe('POST /api/admin/places (the office adds a place)', () => {
  it('adds a place in the four languages, audited, that families then find', async () => {
    const admin = await createUser(t, { isAdmin: true });
    const as = adminCaller(t, admin);
    const body = {
      name: { en: 'Kutiyana', gu: 'કુતિયાણા', hi: 'कुतियाणा', ur: 'کتیانہ' },
      state: 'Gujarat',
    };
    const res = await as('POST', '/api/admin/places', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: 'kutiyana', ...body });
    const audit = await latestAudit(t, admin, 'kutiyana');
    expect(audit.action).toBe('place.create');
    expect(audit.after).toEqual({ id: 'kutiyana', ...body });
    expect((await places('કુતિ')).map((p) => p.id)).toEqual(['kutiyana']);

    const again = await as('POST', '/api/admin/places', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['name.en']).toBeDefined();
    const missing = await as('POST', '/api/admin/places', { name: { en: 'Kodinar' }, state: 'Gujarat' });
    expect(missing.statusCode).toBe(422);
  });

  it('is the office’s only', async () => {
    const member = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/places',
      headers: member.headers,
      payload: { name: { en: 'X', gu: 'X', hi: 'X', ur: 'X' }, state: 'Gujarat' },
    });
    expect(res.statusCode).toBe(403);
  });
});
