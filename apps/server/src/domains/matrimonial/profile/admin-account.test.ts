// What the office reads before approving (docs/api.md "What families read"): each
// admin profile answer names the account that keeps the profile (its holder's name and number, and how
// the candidate is related to them) beside the consent's state and the profile's preferences. Members
// never receive the holder's number through these answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import {
  buildMatrimonialTestApp,
  member,
  newProfile,
  submitProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  t.clock.set('2030-01-15T09:00:00Z');
  admin = await createUser(t, { isAdmin: true, name: 'Office Bearer' });
});
afterAll(() => t.close());

const call = (user: User, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: user.headers });
const pending = async () => {
  const res = await call(admin, 'GET', '/api/admin/profiles?status=pending');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};

describe('the office’s profile answers name the account holder', () => {
  it('gives a daughter’s profile its father’s name, number and relation, with the consent and the preferences', async () => {
    const father = await createUser(t, { name: 'Yusuf Memon', mobile: '+919812345601' });
    const draft = await newProfile(t, father, {
      first_name: 'Zainab',
      relation: 'daughter',
      city: 'Bhuj',
      prefer_marital_status: 'never_married',
      prefer_with_job: 'yes',
      prefer_min_age: 24,
      prefer_max_age: 30,
    });
    await submitProfile(t, father, draft.id);
    const seen = (await pending()).find((p) => p.id === draft.id);
    expect(seen).toMatchObject({
      account: { id: father.id, name: 'Yusuf Memon', mobile: '+919812345601', relation: 'daughter' },
      consent_state: 'not_asked',
      consent_confirmed_at: null,
      prefer_marital_status: 'never_married',
      prefer_with_job: 'yes',
      prefer_min_age: 24,
      prefer_max_age: 30,
    });
    // Accounts keep no name in Latin letters: the contract's optional name_latin is not given.
    expect(Object.keys(seen!.account as object).sort()).toEqual(['id', 'mobile', 'name', 'relation']);
  });

  it('names the candidate as the holder of their own profile, and the verify answer carries it too', async () => {
    const own = await createUser(t, { name: 'Imran Patel', mobile: '+919812345602' });
    const draft = await newProfile(t, own, {
      first_name: 'Imran',
      gender: 'male',
      relation: 'self',
      city: 'Surat',
    });
    await submitProfile(t, own, draft.id);
    expect((await pending()).find((p) => p.id === draft.id)).toMatchObject({
      account: { id: own.id, name: 'Imran Patel', mobile: '+919812345602', relation: 'self' },
      consent_state: 'self',
    });
    const verified = await call(admin, 'POST', `/api/admin/profiles/${draft.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().account).toEqual({
      id: own.id,
      name: 'Imran Patel',
      mobile: '+919812345602',
      relation: 'self',
    });
  });

  it('gives members neither the account nor the holder’s number: not on their own profile, not on another’s, not the office’s list', async () => {
    const father = await createUser(t, { name: 'Hasan Memon', mobile: '+919812345603' });
    const draft = await newProfile(t, father, { first_name: 'Mariam', relation: 'daughter', city: 'Mumbai' });
    await submitProfile(t, father, draft.id);
    await call(admin, 'POST', `/api/admin/profiles/${draft.id}/approve`);

    const own = await call(father, 'GET', `/api/matrimonial/get-profile/${draft.id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).not.toHaveProperty('account');

    const other = await member(t, { first_name: 'Bilal', gender: 'male' });
    const seen = await call(other.user, 'GET', `/api/matrimonial/get-profile/${draft.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).not.toHaveProperty('account');
    expect(seen.body).not.toContain('9812345603');

    const list = await call(other.user, 'GET', '/api/admin/profiles?status=approved');
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain('9812345603');
  });
});
