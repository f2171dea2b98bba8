// Blocking one profile blocks the whole family's account (docs/api.md "What families read"): the profile answer names
// the account's other profiles the viewer may already open, so the block dialog can name them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import { type TestApp } from '../../../../test/support/app.ts';
import type { MatrimonialCall, User } from '../../../../test/support/matrimonial.ts';
import { member, newProfile, openMatrimonial } from '../../../../test/support/matrimonial.ts';
import { approveProfile } from '../service.ts';

let t: TestApp, call: MatrimonialCall;
beforeAll(async () => ({ t, call } = await openMatrimonial()));
afterAll(() => t.close());

const M = '/api/matrimonial';
const get = (user: User, url: string) => call(user, 'GET', url);

describe('family_profiles on another family’s profile', () => {
  it('names the account’s other approved profiles, in both scripts, and nothing of its drafts', async () => {
    const family = await member(t, { first_name: 'Sana', last_name: 'Memon', relation: 'daughter' });
    const brother = await newProfile(t, family.user, {
      first_name: 'ઇમરાન',
      last_name: 'મેમણ',
      first_name_latin: 'Imran',
      last_name_latin: 'Meman',
      gender: 'male',
      relation: 'son',
    });
    await approveProfile(contextOf(t.app.deps), { id: brother.id });
    const draft = await newProfile(t, family.user, { first_name: 'Draft', relation: 'sister' });
    const viewer = await member(t, { gender: 'male', first_name: 'Faisal' });

    const res = await get(viewer.user, `${M}/get-profile/${family.profile.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().family_profiles).toEqual([
      {
        id: brother.id,
        first_name: 'ઇમરાન',
        last_name: 'મેમણ',
        first_name_latin: 'Imran',
        last_name_latin: 'Meman',
        relation: 'son',
      },
    ]);
    expect(JSON.stringify(res.json().family_profiles)).not.toContain(draft.id);
    // From the brother's page, the sister is the other one.
    const other = await get(viewer.user, `${M}/get-profile/${brother.id}`);
    expect(other.json().family_profiles.map((p: { id: string }) => p.id)).toEqual([family.profile.id]);
  });

  it('is empty for a family of one profile; the owner’s own answer has no such field', async () => {
    const family = await member(t, { first_name: 'Alone' });
    const viewer = await member(t, { gender: 'male' });
    expect((await get(viewer.user, `${M}/get-profile/${family.profile.id}`)).json().family_profiles).toEqual(
      [],
    );
    const own = await get(family.user, `${M}/get-profile/${family.profile.id}`);
    expect(own.json()).not.toHaveProperty('family_profiles');
  });

  it('goes with the block: once blocked, none of the family’s profiles opens (404)', async () => {
    const family = await member(t, { first_name: 'Rukhsar' });
    const second = await newProfile(t, family.user, { first_name: 'Hina', relation: 'sister' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    const viewer = await member(t, { gender: 'male' });
    const before = await get(viewer.user, `${M}/get-profile/${family.profile.id}`);
    expect(before.json().family_profiles.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const block = await t.app.inject({
      method: 'POST',
      url: `${M}/block/${family.profile.id}`,
      headers: viewer.user.headers,
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    for (const id of [family.profile.id, second.id])
      expect((await get(viewer.user, `${M}/get-profile/${id}`)).statusCode).toBe(404);
  });
});
