import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPicture, cursorPage } from '@samaj/shared';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, local, member, type User } from '../../../../test/support/matrimonial.ts';

// The office's picture queue: pending oldest first, approve, reject with a reason (the owner is told in
// their language), each change audited; a repeated decision changes nothing.
let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  as = adminCaller(t, admin);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const M = '/api/matrimonial';

async function upload(owner: { user: User; profile: { id: string } }) {
  t.clock.advance(1000);
  const body = multipartBody('picture', jpeg, 'p.jpg', 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: `${M}/${owner.profile.id}/pictures`,
    headers: { ...owner.user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string };
}

type Item = { id: string; status: string; thumb_url: string; profile: { id: string; first_name: string } };
const queue = async (query = '') => {
  const res = await as('GET', `/api/admin/pictures${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(cursorPage(adminPicture).parse(res.json())).toEqual(res.json());
  return res.json() as { data: Item[]; next_page_url: string | null };
};
const notificationsOf = async (user: User) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications?per_page=100', headers: user.headers })
  ).json().data as { type: string; title: string; body: string; data: unknown; profile_id: string }[];

describe('the picture queue', () => {
  it('lists pending pictures oldest first across pages, with the profile and URLs the admin can open', async () => {
    const a = await member(t, { first_name: 'Amina' });
    const b = await member(t, { first_name: 'Bilal', gender: 'male' });
    const first = await upload(a);
    const second = await upload(b);
    const third = await upload(a);
    expect(first.status).toBe('pending');

    const page1 = await queue('?per_page=2');
    const mine = (items: Item[]) => items.filter((i) => [first.id, second.id, third.id].includes(i.id));
    expect(mine(page1.data).map((i) => i.id)).toEqual([first.id, second.id]);
    expect(page1.data[0]).toMatchObject({
      status: 'pending',
      profile: { id: a.profile.id, first_name: 'Amina' },
    });
    expect(page1.next_page_url).toContain('status=pending');
    const page2 = await as('GET', local(page1.next_page_url!));
    expect(page2.json().data.map((i: Item) => i.id)).toContain(third.id);
    // The admin opens the thumbnail of a picture nobody else may see yet.
    const file = await t.app.inject({ method: 'GET', url: local(page1.data[0]!.thumb_url) });
    expect(file.statusCode).toBe(200);
  });

  it('approves (audited, idempotent) and rejects with a reason told to the owner in their language', async () => {
    const owner = await member(t, { first_name: 'Sana', last_name: 'Memon' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/preferences',
      headers: owner.user.headers,
      payload: { language: 'ur' },
    });
    const pendingCount = async () =>
      (await as('GET', '/api/admin/dashboard')).json().pending_pictures as number;
    const before = await pendingCount();
    const pic = await upload(owner);
    const other = await upload(owner);
    expect(await pendingCount()).toBe(before + 2);

    const ok = await as('POST', `/api/admin/pictures/${pic.id}/approve`);
    expect(await pendingCount()).toBe(before + 1);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: pic.id, status: 'approved', rejection_reason: null });
    expect(ok.json().reviewed_at).not.toBeNull();
    const audit = await latestAudit(t, admin, pic.id);
    expect(audit).toMatchObject({
      action: 'picture.approve',
      entity_type: 'picture',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    // Approving again changes nothing and records nothing.
    expect((await as('POST', `/api/admin/pictures/${pic.id}/approve`)).json().status).toBe('approved');
    expect((await latestAudit(t, admin, pic.id)).created_at).toBe(audit.created_at);
    expect((await queue()).data.map((i) => i.id)).not.toContain(pic.id);
    expect((await queue('?status=approved')).data.map((i) => i.id)).toContain(pic.id);

    const no = await as('POST', `/api/admin/pictures/${other.id}/reject`, {
      reason: '  Another person is in it  ',
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Another person is in it' });
    expect(await latestAudit(t, admin, other.id)).toMatchObject({
      action: 'picture.reject',
      after: { status: 'rejected', rejection_reason: 'Another person is in it' },
    });
    const told = (await notificationsOf(owner.user)).filter((n) => n.type === 'picture.rejected');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ profile_id: owner.profile.id, data: { type: 'picture', id: other.id } });
    expect(told[0]!.title).toBe('ایک تصویر منظور نہیں ہوئی');
    expect(told[0]!.body).toContain('Sana Memon');
    expect(told[0]!.body).toContain('Another person is in it');
    // A second rejection tells no one again.
    await as('POST', `/api/admin/pictures/${other.id}/reject`, { reason: 'Again' });
    expect((await notificationsOf(owner.user)).filter((n) => n.type === 'picture.rejected')).toHaveLength(1);

    // The owner sees each picture's review on the pictures page.
    const list = await t.app.inject({
      method: 'GET',
      url: `${M}/${owner.profile.id}/pictures`,
      headers: owner.user.headers,
    });
    expect(
      list
        .json()
        .map((p: { status: string; rejection_reason: string | null }) => [p.status, p.rejection_reason]),
    ).toEqual([
      ['approved', null],
      ['rejected', 'Another person is in it'],
    ]);
    // A change of mind is a new decision.
    const back = await as('POST', `/api/admin/pictures/${other.id}/approve`);
    expect(back.json()).toMatchObject({ status: 'approved', rejection_reason: null });
  });

  it('refuses a missing or long reason (422), an unknown or malformed id (404), a bad status (422) and non-admins (403)', async () => {
    const owner = await member(t);
    const pic = await upload(owner);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const res = await as('POST', `/api/admin/pictures/${pic.id}/reject`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.reason).toBeDefined();
    }
    expect(
      (await as('POST', `/api/admin/pictures/${pic.id}/reject`, { reason: 'x'.repeat(500) })).statusCode,
    ).toBe(200);
    expect(
      (await as('POST', '/api/admin/pictures/7c9e6679-7425-40de-944b-e07fc1f90ae7/approve')).statusCode,
    ).toBe(404);
    expect((await as('POST', '/api/admin/pictures/not-a-uuid/approve')).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/pictures?status=lost')).statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pictures/${pic.id}/approve`,
      headers: owner.user.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/pictures', headers: owner.user.headers }))
        .statusCode,
    ).toBe(403);
  });
});
