import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, local, member, type User } from '../../../../test/support/matrimonial.ts';
import { approvePicture, rejectPicture } from '../service.ts';
import { pictureSigner } from './picture-urls.ts';

// Photo privacy, enforced by the server: a viewer not entitled to a profile's pictures receives no
// picture URL in any answer (search, recommendations, the profile, its picture list, the views, the
// interests, the shortlist, the blocked list), and the picture files refuse them; the owner and an
// entitled viewer get them.
let t: TestApp;
let admin: User;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  admin = await createUser(t, { isAdmin: true });
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#963' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
const office = () => contextOf(t.app.deps, admin.id);

const call = async (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: user.headers, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

async function upload(owner: Member) {
  t.clock.advance(1000);
  const body = multipartBody('picture', jpeg, 'p.jpg', 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: `${M}/${owner.profile.id}/pictures`,
    headers: { ...owner.user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/**
 * A man with an approved profile (and `pictures` uploaded, pending) and a woman who has no picture of
 * her own (so any picture URL in her answers is his); she has viewed him, sent him an interest and
 * shortlisted him, so his card is in each of her lists.
 */
async function pair(visibility: 'members' | 'accepted' | 'hidden', pictures = 1) {
  const owner = await member(t, { gender: 'male', first_name: 'Owner', photo_visibility: visibility });
  const pics = [];
  for (let i = 0; i < pictures; i++) pics.push(await upload(owner));
  const viewer = await member(t, { gender: 'female', first_name: 'Viewer' });
  await call(viewer.user, 'GET', `${M}/get-profile/${owner.profile.id}`);
  await call(viewer.user, 'POST', `${M}/send-interest/${owner.profile.id}`, { message: 'Salaam' });
  await call(viewer.user, 'POST', `${M}/shortlist/${owner.profile.id}`);
  return { owner, viewer, pics };
}

const SEARCH = 'prefer_min_age=18&prefer_max_age=60&prefer_marital_status=any&prefer_with_job=any';

/** Every answer the viewer gets that carries the owner's profile (each is checked to name it). */
async function answersOf(viewer: Member, owner: Member) {
  const v = viewer.user;
  const o = owner.profile.id;
  const answers: Record<string, string> = {
    search: (await call(v, 'GET', `${M}/mm/filter-profile/${viewer.profile.id}?${SEARCH}`)).body,
    recommendations: (await call(v, 'GET', `${M}/recommendations`)).body,
    profile: (await call(v, 'GET', `${M}/get-profile/${o}`)).body,
    viewedByMe: (await call(v, 'GET', `${M}/profiles/viewed-by-me`)).body,
    sentInterests: (await call(v, 'GET', `${M}/profiles/interests-sent-by-me`)).body,
    shortlist: (await call(v, 'GET', `${M}/profiles/shortlisted`)).body,
  };
  for (const [name, body] of Object.entries(answers)) expect(body, name).toContain(o);
  // The picture list names no profile: it is the owner's pictures themselves.
  answers.pictures = (await call(v, 'GET', `${M}/${o}/pictures`)).body;
  return answers;
}

/** The names of the answers that carry a picture URL. */
const withUrls = (answers: Record<string, string>) =>
  Object.entries(answers)
    .filter(([, body]) => body.includes('/picture-files/'))
    .map(([name]) => name);
const ALL = ['search', 'recommendations', 'profile', 'viewedByMe', 'sentInterests', 'shortlist', 'pictures'];

/** The status of the picture file, signed for `viewer` as any answer would sign it. */
async function fileStatus(viewer: User, pictureId: string) {
  const urls = (await pictureSigner(t.app.deps, viewer.id)).urls(pictureId);
  return (await t.app.inject({ method: 'GET', url: local(urls.thumb) })).statusCode;
}

async function ownerSees(owner: Member, pictureIds: string[]) {
  const list = (await call(owner.user, 'GET', `${M}/${owner.profile.id}/pictures`)).json() as {
    id: string;
  }[];
  expect(list.map((p) => p.id)).toEqual(pictureIds);
  const own = (await call(owner.user, 'GET', `${M}/get-profile/${owner.profile.id}`)).json();
  expect(own.primary_picture?.id).toBe(pictureIds[0]);
  for (const id of pictureIds) expect(await fileStatus(owner.user, id)).toBe(200);
}

describe('photo privacy', () => {
  it('members: a pending or rejected picture reaches no one but its owner; an approved one reaches every member', async () => {
    const { owner, viewer, pics } = await pair('members', 2);
    const [first, second] = pics as [{ id: string }, { id: string }];
    expect(withUrls(await answersOf(viewer, owner))).toEqual([]);
    expect(await fileStatus(viewer.user, first.id)).toBe(404);
    await ownerSees(owner, [first.id, second.id]);

    // The primary is rejected, the other approved: others get the approved one, in every answer.
    await rejectPicture(office(), { id: first.id, reason: 'Not clear' });
    await approvePicture(office(), { id: second.id });
    const answers = await answersOf(viewer, owner);
    expect(withUrls(answers)).toEqual(ALL);
    for (const body of Object.values(answers)) expect(body).not.toContain(first.id);
    expect(JSON.parse(answers.profile!).primary_picture.id).toBe(second.id);
    expect(JSON.parse(answers.profile!).photo_visibility).toBe('members');
    expect(JSON.parse(answers.pictures!).map((p: { id: string }) => p.id)).toEqual([second.id]);
    expect(await fileStatus(viewer.user, first.id)).toBe(404);
    expect(await fileStatus(viewer.user, second.id)).toBe(200);
    // The owner still sees both, the rejected one with its reason.
    await ownerSees(owner, [first.id, second.id]);

    // An approval taken back: the URL the viewer holds stops working at once.
    await rejectPicture(office(), { id: second.id, reason: 'Reported' });
    expect(withUrls(await answersOf(viewer, owner))).toEqual([]);
    expect(await fileStatus(viewer.user, second.id)).toBe(404);
  });

  it('accepted: only a family whose interest was accepted sees the pictures, and not once the owner hides them', async () => {
    const { owner, viewer, pics } = await pair('accepted');
    const pic = pics[0]!;
    await approvePicture(office(), { id: pic.id });
    const stranger = await member(t, { gender: 'female', first_name: 'Stranger' });
    await call(stranger.user, 'GET', `${M}/get-profile/${owner.profile.id}`);
    await call(stranger.user, 'POST', `${M}/send-interest/${owner.profile.id}`);
    await call(stranger.user, 'POST', `${M}/shortlist/${owner.profile.id}`);

    // The interest is still pending: no pictures.
    const before = await answersOf(viewer, owner);
    expect(withUrls(before)).toEqual([]);
    expect(JSON.parse(before.profile!)).toMatchObject({
      photo_visibility: 'accepted',
      primary_picture: null,
    });
    expect(await fileStatus(viewer.user, pic.id)).toBe(404);

    // The owner accepts the viewer's interest: she sees them everywhere, the stranger still nowhere.
    const received = (await call(owner.user, 'GET', `${M}/profiles/interested-in-me`)).json().data as {
      id: string;
      from_profile: { id: string };
    }[];
    const hers = received.find((i) => i.from_profile.id === viewer.profile.id)!;
    await call(owner.user, 'POST', `${M}/reply-interest/${hers.id}`, { reply: 'accepted' });
    expect(withUrls(await answersOf(viewer, owner))).toEqual(ALL);
    expect(await fileStatus(viewer.user, pic.id)).toBe(200);
    expect(withUrls(await answersOf(stranger, owner))).toEqual([]);
    expect(await fileStatus(stranger.user, pic.id)).toBe(404);

    // The owner hides the pictures: nobody but the owner.
    await call(owner.user, 'POST', `${M}/update-profile/${owner.profile.id}`, { photo_visibility: 'hidden' });
    expect(withUrls(await answersOf(viewer, owner))).toEqual([]);
    expect(await fileStatus(viewer.user, pic.id)).toBe(404);
    await ownerSees(owner, [pic.id]);
  });

  it('hidden: no viewer, even with an accepted interest; the owner and the office still see them', async () => {
    const { owner, viewer, pics } = await pair('hidden');
    const pic = pics[0]!;
    await approvePicture(office(), { id: pic.id });
    const received = (await call(owner.user, 'GET', `${M}/profiles/interested-in-me`)).json().data as {
      id: string;
    }[];
    await call(owner.user, 'POST', `${M}/reply-interest/${received[0]!.id}`, { reply: 'accepted' });
    const answers = await answersOf(viewer, owner);
    expect(withUrls(answers)).toEqual([]);
    // The contact is there (accepted interest), the pictures are not.
    expect(JSON.parse(answers.profile!).contact).not.toBeNull();
    expect(await fileStatus(viewer.user, pic.id)).toBe(404);
    await ownerSees(owner, [pic.id]);
    expect(await fileStatus(admin, pic.id)).toBe(200);

    // Shown to members again: the viewer sees them.
    await call(owner.user, 'POST', `${M}/update-profile/${owner.profile.id}`, {
      photo_visibility: 'members',
    });
    expect(withUrls(await answersOf(viewer, owner))).toEqual(ALL);
  });

  it('a block: the blocked list carries no picture of the blocked family, and the files refuse it', async () => {
    const { owner, viewer, pics } = await pair('members');
    await approvePicture(office(), { id: pics[0]!.id });
    expect(withUrls(await answersOf(viewer, owner))).toEqual(ALL);
    await call(viewer.user, 'POST', `${M}/block/${owner.profile.id}`);
    const blocked = (await call(viewer.user, 'GET', `${M}/blocked`)).body;
    expect(blocked).toContain(owner.profile.id);
    expect(blocked).not.toContain('/picture-files/');
    expect(await fileStatus(viewer.user, pics[0]!.id)).toBe(404);
  });

  it('photo_visibility is the owner’s to set (422 for an unknown value), and pictures start pending', async () => {
    const owner = await member(t, { gender: 'male' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${owner.profile.id}`,
      headers: owner.user.headers,
      payload: { photo_visibility: 'friends' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.photo_visibility).toBeDefined();
    const mine = (await call(owner.user, 'GET', `${M}/get-profile/${owner.profile.id}`)).json();
    expect(mine.photo_visibility).toBe('members');
    expect((await upload(owner)) as unknown).toMatchObject({ status: 'pending', rejection_reason: null });
  });
});
