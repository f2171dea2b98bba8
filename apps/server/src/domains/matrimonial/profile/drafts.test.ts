// Drafts and completeness (decision 025): a new profile is a draft until its owner sends it for
// approval, which needs the completeness minimum; the office's queue holds only sent profiles, and
// approving one approves its pending pictures with it.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import {
  buildMatrimonialTestApp,
  member,
  newProfile,
  submitProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';
import { profilePictures } from '../../../db/schema/index.ts';
import { listProfileSummariesForUser } from '../service.ts';
import { contextOf } from '../../../context.ts';

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
let photo: Buffer;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  t.clock.set('2030-01-15T09:00:00Z');
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  as = adminCaller(t, admin);
  photo = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const M = '/api/matrimonial';
const submit = (user: User, id: string) =>
  t.app.inject({ method: 'POST', url: `${M}/${id}/submit`, headers: user.headers });
async function upload(user: User, profileId: string): Promise<string> {
  const body = multipartBody('picture', photo, 'p.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `${M}/${profileId}/pictures`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const pendingIds = async () =>
  ((await as('GET', '/api/admin/profiles?status=pending')).json().data as { id: string }[]).map((p) => p.id);

describe('a new profile', () => {
  it('is a draft with its completeness and what is missing, in the profile and the summary', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { no_picture: false });
    expect(draft).toMatchObject({
      status: 'draft',
      no_picture: false,
      completeness: Math.round((5 / 7) * 60),
      missing: [
        'city',
        'picture',
        'education',
        'occupation',
        'height_cm',
        'mother_tongue',
        'about',
        'community',
        'native_place',
      ],
      verified_at: null,
      consent_confirmed_at: null,
    });
    const [summary] = await listProfileSummariesForUser(contextOf(t.app.deps, user.id));
    expect(summary).toMatchObject({
      status: 'draft',
      completeness: draft.completeness,
      missing: draft.missing,
    });
  });
});

describe('POST /api/matrimonial/{id}/submit', () => {
  it('refuses below the minimum with 422 naming each missing field, in docs/api.md shape', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { no_picture: false });
    const res = await submit(user, draft.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Is required. (and 1 more error)',
      errors: { city: ['Is required.'], picture: ['Add a picture, or choose not to show one.'] },
    });
    // Each field alone: the city, then the picture.
    await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${draft.id}`,
      headers: user.headers,
      payload: { city: 'Mumbai' },
    });
    expect((await submit(user, draft.id)).json().errors).toEqual({
      picture: ['Add a picture, or choose not to show one.'],
    });
    await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${draft.id}`,
      headers: user.headers,
      payload: { city: '  ', no_picture: true },
    });
    expect((await submit(user, draft.id)).json().errors).toEqual({ city: ['Is required.'] });
    expect(await pendingIds()).not.toContain(draft.id);
  });

  it('answers in the account language', async () => {
    const user = await createUser(t, { language: 'hi' });
    const draft = await newProfile(t, user, { city: 'Pune', no_picture: false });
    const res = await submit(user, draft.id);
    expect(res.json().errors.picture).toEqual(['एक फ़ोटो जोड़ें, या फ़ोटो न दिखाने का विकल्प चुनें।']);
  });

  it('sends a complete draft for approval: pending, then in the office queue', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { city: 'Surat', no_picture: false });
    await upload(user, draft.id);
    expect(await pendingIds()).not.toContain(draft.id);
    t.clock.advance(1000);
    const sent = await submitProfile(t, user, draft.id);
    expect(sent).toMatchObject({
      id: draft.id,
      status: 'pending',
      missing: expect.not.arrayContaining(['picture']),
    });
    expect(await pendingIds()).toContain(draft.id);
    // Sending again changes nothing.
    expect(await submitProfile(t, user, draft.id)).toMatchObject({ status: 'pending' });
    const dashboard = (await as('GET', '/api/admin/dashboard')).json();
    expect(dashboard.profiles.pending).toBe((await pendingIds()).length);
  });

  it('does not count a rejected picture', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { city: 'Surat', no_picture: false });
    const pictureId = await upload(user, draft.id);
    await t.database.db
      .update(profilePictures)
      .set({ status: 'rejected', rejectionReason: 'Blurred' })
      .where(eq(profilePictures.id, pictureId));
    expect((await submit(user, draft.id)).json().errors).toEqual({
      picture: ['Add a picture, or choose not to show one.'],
    });
  });

  it("is the owner's only: another user's profile, an unknown or malformed id answer 404", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const draft = await newProfile(t, owner, { city: 'Surat' });
    expect((await submit(other, draft.id)).statusCode).toBe(404);
    expect((await submit(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await submit(owner, 'nope')).statusCode).toBe(404);
  });

  it('sends a rejected profile back to the queue', async () => {
    const { user, profile } = await member(t, { city: 'Surat' });
    const rejected = await as('POST', `/api/admin/profiles/${profile.id}/reject`, { reason: 'Unclear' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(await submitProfile(t, user, profile.id)).toMatchObject({
      status: 'pending',
      rejection_reason: null,
    });
    expect(await pendingIds()).toContain(profile.id);
  });
});

describe('approval', () => {
  it('approves the pending pictures with the profile, and audits which', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { city: 'Surat', no_picture: false });
    const first = await upload(user, draft.id);
    const second = await upload(user, draft.id);
    await submitProfile(t, user, draft.id);
    const res = await as('POST', `/api/admin/profiles/${draft.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    const rows = await t.database.db
      .select()
      .from(profilePictures)
      .where(eq(profilePictures.profileId, draft.id));
    expect(rows.map((r) => [r.id, r.status, r.reviewedByUserId]).sort()).toEqual(
      [
        [first, 'approved', admin.id],
        [second, 'approved', admin.id],
      ].sort(),
    );
    expect(await latestAudit(t, admin, draft.id)).toMatchObject({
      action: 'profile.approve',
      after: { approved_pictures: expect.arrayContaining([first, second]) },
    });
  });

  it('is refused (422) without a pending or approved picture and without no_picture', async () => {
    const user = await createUser(t);
    const draft = await newProfile(t, user, { city: 'Surat', no_picture: false });
    const res = await as('POST', `/api/admin/profiles/${draft.id}/approve`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('picture');
    const after = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${draft.id}`,
      headers: user.headers,
    });
    expect(after.json()).toMatchObject({ status: 'draft', approved_on: null });
    // With the stated choice it goes through.
    await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${draft.id}`,
      headers: user.headers,
      payload: { no_picture: true },
    });
    expect((await as('POST', `/api/admin/profiles/${draft.id}/approve`)).statusCode).toBe(200);
  });
});
