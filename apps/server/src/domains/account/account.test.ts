import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipartBody, type TestApp } from '../../../test/support/app.ts';
import { book, createHall, pay } from '../../../test/support/bookings.ts';
import { buildMatrimonialTestApp, newProfile, type User } from '../../../test/support/matrimonial.ts';
import { contextOf } from '../../context.ts';
import {
  auditLog,
  bookings,
  interests,
  payments,
  profilePictures,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { approveProfile } from '../matrimonial/service.ts';
import { EXPORTS_PER_HOUR } from './export.ts';

// The member's data (docs/api.md, Matrimonial profiles, consent and safety): the export of every record about the account, and
// the account's deletion (bookings and payments kept without the person).

let t: TestApp;
let photo: Buffer;
const PASSWORD = 'our-family-passphrase';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const approved = async (user: User, body: Record<string, unknown> = {}) => {
  const profile = await newProfile(t, user, { no_picture: true, ...body });
  await approveProfile(contextOf(t.app.deps), { id: profile.id });
  return profile;
};
const upload = async (user: User, profileId: string) => {
  const body = multipartBody('picture', photo);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/matrimonial/${profileId}/pictures`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const inDays = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const exportOf = (user: User) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers });
const remove = (user: User, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });

/** A family with a profile, a picture, an interest sent, a device and a paid booking. */
async function family() {
  const user = await createUser(t, { password: PASSWORD, name: 'Rukhsana Memon' });
  await t.database.db
    .update(users)
    .set({ fcmToken: `device-secret-${user.id}` })
    .where(eq(users.id, user.id));
  const profile = await approved(user, { first_name: 'Mariam', last_name: 'Memon' });
  const picture = await upload(user, profile.id);
  const other = await createUser(t);
  const otherProfile = await approved(other, { gender: 'male', first_name: 'Yusuf', last_name: 'Patel' });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/matrimonial/send-interest/${otherProfile.id}`,
    headers: user.headers,
    payload: { message: 'Salaam' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const hall = await createHall(t);
  const booked = await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: [inDays(40)] }]);
  expect(booked.statusCode, booked.body).toBe(201);
  const { res } = await pay(t, user.headers, booked.json().order_id ?? booked.json().payment.order_id);
  expect(res.statusCode, res.body).toBe(200);
  return {
    user,
    profile,
    picture,
    other,
    otherProfile,
    interestId: sent.json().id as string,
    bookingId: booked.json().booking.id as string,
  };
}

describe('GET /api/account/export', () => {
  it("answers every record of the caller's account as a dated JSON attachment, without secrets", async () => {
    const f = await family();
    const res = await exportOf(f.user);
    expect(res.statusCode, res.body).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="samaj-account-${day}.json"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({
      id: f.user.id,
      name: 'Rukhsana Memon',
      mobile: f.user.mobile,
      has_password: true,
    });
    expect(data.profiles.map((p: { id: string }) => p.id)).toEqual([f.profile.id]);
    expect(data.profiles[0]).toMatchObject({ first_name: 'Mariam', date_of_birth: expect.any(String) });
    expect(data.pictures.map((p: { id: string }) => p.id)).toEqual([f.picture.id]);
    expect(data.interests).toEqual([
      expect.objectContaining({
        id: f.interestId,
        direction: 'sent',
        to_name: 'Yusuf Patel',
        message: 'Salaam',
      }),
    ]);
    expect(data.devices).toEqual([{ platform: 'push', registered: true }]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ id: f.bookingId, status: 'confirmed' });
    expect(data.bookings[0].items[0].dates).toEqual([inDays(40)]);
    expect(data.bookings[0].payments[0]).toMatchObject({ status: 'captured' });
    // No secret: no password hash, no token or device token, no storage keys, nothing of the other family's account.
    const text = res.body;
    for (const secret of [
      'password_hash',
      'token_hash',
      'fcm_token',
      `device-secret-${f.user.id}`,
      'large_key',
      f.other.mobile,
      f.other.token,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(f.other.id);
  });

  it('is only for the signed-in account, and a few times an hour', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    const user = await createUser(t);
    for (let i = 0; i < EXPORTS_PER_HOUR; i += 1) expect((await exportOf(user)).statusCode).toBe(200);
    const limited = await exportOf(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('DELETE /api/account', () => {
  it('with the password: the account and all of its own go, the picture files too; bookings stay anonymised', async () => {
    const f = await family();
    const pictureRow = (
      await t.database.db.select().from(profilePictures).where(eq(profilePictures.id, f.picture.id))
    )[0]!;
    expect(await t.app.deps.storage.get(pictureRow.largeKey)).not.toBeNull();

    const res = await remove(f.user, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);

    expect(await t.database.db.select().from(users).where(eq(users.id, f.user.id))).toEqual([]);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, f.user.id))).toEqual([]);
    expect(await t.database.db.select().from(interests).where(eq(interests.id, f.interestId))).toEqual([]);
    expect(await t.app.deps.storage.get(pictureRow.largeKey)).toBeNull();
    expect(await t.app.deps.storage.get(pictureRow.thumbKey)).toBeNull();
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, f.bookingId));
    expect(kept).toMatchObject({ userId: null, status: 'confirmed' });
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, f.bookingId)),
    ).toHaveLength(1);
    // The other family no longer sees the interest.
    const received = await t.app.inject({
      method: 'GET',
      url: '/api/matrimonial/profiles/interested-in-me',
      headers: f.other.headers,
    });
    expect(received.json().data).toEqual([]);
    // The token is dead; the audit record names no one.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/matrimonial/user', headers: f.user.headers }))
        .statusCode,
    ).toBe(401);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.user.id));
    expect(entry).toMatchObject({ action: 'user.delete', entityType: 'user', before: null, after: null });
    expect(JSON.stringify(entry)).not.toContain('Rukhsana');
    // The booking shows as a deleted account to the office.
    const admin = await createUser(t, { isAdmin: true });
    const office = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${f.bookingId}`,
      headers: admin.headers,
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(office.body).not.toContain('Rukhsana');
  });

  it('with a one-time code token, for an account without a password', async () => {
    const user = await createUser(t);
    await approved(user);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/otp/send',
          payload: { mobile: user.mobile },
          remoteAddress: '10.88.0.1',
        })
      ).statusCode,
    ).toBe(202);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?mobile=${encodeURIComponent(user.mobile)}`,
    });
    const code = /\b(\d{6})\b/.exec(outbox.json().messages[0].body as string)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile: user.mobile, code },
      remoteAddress: '10.88.0.1',
    });
    const token = verified.json().token as string;
    // A token proving another number does not delete this account.
    const stranger = await createUser(t);
    const wrong = await remove(stranger, { token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.token).toEqual(['The code was sent to another number.']);
    expect((await remove(user, { token })).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('refuses a wrong password, no proof, and the last administrator', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const wrong = await remove(user, { password: 'not-our-passphrase' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);
    const none = await remove(user);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.password).toEqual([
      'Enter your password (or a one-time code) to delete the account.',
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(401);

    // Every admin but one is removed first, so this one is the last.
    const admin = await createUser(t, { isAdmin: true, password: PASSWORD });
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const last = await remove(admin, { password: PASSWORD });
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe(
      'The last administrator cannot delete the account: make another user an administrator first.',
    );
    const second = await createUser(t, { isAdmin: true });
    expect(second.id).toBeTruthy();
    expect((await remove(admin, { password: PASSWORD })).statusCode).toBe(204);
  });
});
