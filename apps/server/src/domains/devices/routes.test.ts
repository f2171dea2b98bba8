import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fcmTokenOf = async (id: string) =>
  (await t.database.db.select({ token: users.fcmToken }).from(users).where(eq(users.id, id)))[0]!.token;

describe('POST /api/matrimonial/register-device', () => {
  it("stores the user's device token, which then belongs to that user only", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/register-device',
      headers: a.headers,
      payload: { device_token: 'device-token-1' },
    });
    expect(res.statusCode).toBe(204);
    expect(await fcmTokenOf(a.id)).toBe('device-token-1');
    await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/register-device',
      headers: b.headers,
      payload: { device_token: 'device-token-1' },
    });
    expect(await fcmTokenOf(b.id)).toBe('device-token-1');
    expect(await fcmTokenOf(a.id)).toBeNull();
  });

  it('needs a token and a device_token', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/register-device',
      payload: { device_token: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const u = await createUser(t);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/register-device',
      headers: u.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.device_token).toEqual(['The device_token field is required.']);
  });
});

describe('POST /api/fcm-topic-subscribe', () => {
  it('subscribes the device token to the news topic', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fcm-topic-subscribe',
      headers: u.headers,
      payload: { device_token: 'device-token-2' },
    });
    expect(res.statusCode).toBe(204);
    expect(t.push.subscriptions).toContainEqual({ token: 'device-token-2', topic: 'news' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fcm-topic-subscribe',
      payload: { device_token: 'device-token-3' },
    });
    expect(res.statusCode).toBe(401);
    expect(t.push.subscriptions.some((s) => s.token === 'device-token-3')).toBe(false);
  });
});
