// The guided path's steps a family passed (docs/api.md "What families read") are kept on the profile, so the path and
// the pending page resume on another device: "any" left alone among the preferences and a consent
// step passed over cannot be told apart from the profile's other fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import type { MatrimonialCall, User } from '../../../../test/support/matrimonial.ts';
import { member, newProfile, openMatrimonial } from '../../../../test/support/matrimonial.ts';

let t: TestApp, call: MatrimonialCall;
beforeAll(async () => ({ t, call } = await openMatrimonial({ now: '2030-01-15T09:00:00Z' })));
afterAll(() => t.close());

const M = '/api/matrimonial';
const update = (user: User, id: string, payload: Record<string, unknown>) =>
  call(user, 'POST', `${M}/update-profile/${id}`, payload);

describe('steps_passed', () => {
  it('is empty on a new profile, kept in the path order without repeats, and in the summary', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { relation: 'daughter', gender: 'female' });
    expect(draft.steps_passed).toEqual([]);
    const saved = await update(user, draft.id, { steps_passed: ['consent', 'preferences', 'consent'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().steps_passed).toEqual(['preferences', 'consent']);
    // Another device reads it back: the profile, and the summary of the user answer.
    const again = await call(user, 'GET', `${M}/get-profile/${draft.id}`);
    expect(again.json().steps_passed).toEqual(['preferences', 'consent']);
    const me = await call(user, 'GET', `${M}/user`);
    const summary = (me.json().profiles as { id: string; steps_passed: string[] }[]).find(
      (p) => p.id === draft.id,
    );
    expect(summary?.steps_passed).toEqual(['preferences', 'consent']);
    // Another change leaves it as it is.
    const other = await update(user, draft.id, { about: 'Reads a lot' });
    expect(other.json().steps_passed).toEqual(['preferences', 'consent']);
  });

  it('leaves an approved profile approved and nothing waiting for the office', async () => {
    const { user, profile } = await member(t);
    const res = await update(user, profile.id, { steps_passed: ['preferences'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      steps_passed: ['preferences'],
      pending_revision: null,
    });
  });

  it('refuses a step that is not one of the path, on the field (422)', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user);
    const res = await update(user, draft.id, { steps_passed: ['preferences', 'payment'] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^steps_passed/);
    const notList = await update(user, draft.id, { steps_passed: 'preferences' });
    expect(notList.statusCode).toBe(422);
  });

  it("cannot be set on another family's profile (404)", async () => {
    const { profile } = await member(t);
    const stranger = await createUser(t);
    const res = await update(stranger, profile.id, { steps_passed: ['preferences'] });
    expect(res.statusCode).toBe(404);
  });
});
