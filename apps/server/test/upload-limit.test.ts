import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, multipartBody, type TestApp } from './support/app.ts';
import { member } from './support/matrimonial.ts';

// UPLOADS_PER_HOUR (docs/api.md, Identity and abuse): each upload is decoded and re-encoded, so an account may send
// only so many an hour, every upload route together; then 429 with Retry-After, before any byte is read.

let t: TestApp;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ UPLOADS_PER_HOUR: '2' });
  t.clock.set('2030-01-15T09:10:00Z');
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

function upload(url: string, headers: Record<string, string>, field = 'picture') {
  const body = multipartBody(field, jpeg);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('the upload limit of an account', () => {
  it("refuses a profile's third picture within the hour with 429 and Retry-After, and stores nothing", async () => {
    const { user, profile } = await member(t);
    const url = `/api/matrimonial/${profile.id}/pictures`;
    expect((await upload(url, user.headers)).statusCode).toBe(201);
    expect((await upload(url, user.headers)).statusCode).toBe(201);
    const refused = await upload(url, user.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many pictures uploaded in the last hour. Please try again later.',
    });
    // 09:10 in a window of whole hours: the count starts again at 10:00.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    const listed = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(listed.json()).toHaveLength(2);

    // In the member's language, and per account: another family still uploads.
    const inGujarati = await upload(url, { ...user.headers, 'accept-language': 'gu' });
    expect(inGujarati.statusCode).toBe(429);
    expect(inGujarati.json().message).toMatch(/ફોટા/);
    const other = await member(t, { first_name: 'Ravi', gender: 'male' });
    expect(
      (await upload(`/api/matrimonial/${other.profile.id}/pictures`, other.user.headers)).statusCode,
    ).toBe(201);

    // The next hour, the account may upload again.
    t.clock.advance(50 * 60_000);
    expect((await upload(url, user.headers)).statusCode).toBe(201);
  });

  it("counts a failed upload too, and an admin's news pictures against the same allowance", async () => {
    const admin = await createUser(t, { isAdmin: true });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { title: 'With a picture' },
    });
    expect(item.statusCode, item.body).toBe(201);
    const url = `/api/admin/news/${item.json().id}/image`;
    // Not a picture: refused (422) and counted, as its bytes were received and looked at.
    const bad = multipartBody('image', Buffer.from('not a picture'));
    const notPicture = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(notPicture.statusCode).toBe(422);
    expect((await upload(url, admin.headers, 'image')).statusCode).toBe(200);
    const refused = await upload(url, admin.headers, 'image');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
