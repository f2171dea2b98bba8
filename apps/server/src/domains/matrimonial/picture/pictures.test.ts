import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import {
  approvePicture,
  buildMatrimonialTestApp,
  local,
  member,
  newProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
let small: Buffer;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  small = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c33' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
});
afterAll(() => t.close());

const M = '/api/matrimonial';

const multipart = (file: Buffer, filename = 'photo.jpg', field = 'picture', type = 'image/jpeg') =>
  multipartBody(field, file, filename, type);

async function upload(user: User, profileId: string, file: Buffer, filename?: string) {
  const body = multipart(file, filename);
  return t.app.inject({
    method: 'POST',
    url: `${M}/${profileId}/pictures`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('picture upload', () => {
  it('re-encodes to a large WebP and a thumbnail without metadata, served through a signed URL', async () => {
    const { user, profile } = await member(t);
    const res = await upload(user, profile.id, small);
    expect(res.statusCode, res.body).toBe(201);
    const pic = res.json();
    expect(Object.keys(pic).sort()).toEqual([
      'created_at',
      'id',
      'is_primary',
      'rejection_reason',
      'status',
      'thumb_url',
      'url',
    ]);
    expect(pic.is_primary).toBe(true);
    expect(pic.status).toBe('pending');
    expect(pic.url).toMatch(/^\/api\/matrimonial\/picture-files\/.+\/large\?u=.+&e=\d+&s=/);

    const large = await t.app.inject({ method: 'GET', url: pic.url });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1280);
    expect(meta.exif).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: pic.thumb_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const own = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${profile.id}`,
      headers: user.headers,
    });
    expect(own.json().primary_picture.id).toBe(pic.id);
  });

  it('refuses a non-image named .jpg, a corrupt image and a missing field with 422', async () => {
    const { user, profile } = await member(t);
    const text = await upload(user, profile.id, Buffer.from('this is not an image at all'), 'me.jpg');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.picture).toBeDefined();
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(user, profile.id, corrupt)).statusCode).toBe(422);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(user, profile.id, gif, 'x.gif')).statusCode).toBe(422);
    const other = multipart(small, 'a.jpg', 'photo');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `${M}/${profile.id}/pictures`,
      headers: { ...user.headers, ...other.headers },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: `${M}/${profile.id}/pictures`,
      headers: user.headers,
      payload: { picture: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('refuses a file over 10 MB and an image over 40 megapixels', async () => {
    const { user, profile } = await member(t);
    const big = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024 + 1 - small.length + 10, 0)]);
    const tooBig = await upload(user, profile.id, big);
    expect([413, 422]).toContain(tooBig.statusCode);
    expect(tooBig.json().message).toBeDefined();
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const tooMany = await upload(user, profile.id, huge, 'big.png');
    expect(tooMany.statusCode).toBe(422);
    const list = await t.app.inject({
      method: 'GET',
      url: `${M}/${profile.id}/pictures`,
      headers: user.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses a 7th picture', async () => {
    const { user, profile } = await member(t);
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 6; i += 1)
      expect((await upload(user, profile.id, tiny, 'a.png')).statusCode).toBe(201);
    const seventh = await upload(user, profile.id, tiny, 'a.png');
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json().errors.picture[0]).toMatch(/6/);
  });
});

describe('picture access', () => {
  it("refuses another user's upload, delete and primary with 404", async () => {
    const owner = await member(t);
    const pic = (await upload(owner.user, owner.profile.id, small)).json();
    const other = await createUser(t);
    expect((await upload(other, owner.profile.id, small)).statusCode).toBe(404);
    for (const [method, url] of [
      ['DELETE', `${M}/${owner.profile.id}/pictures/${pic.id}`],
      ['POST', `${M}/${owner.profile.id}/pictures/${pic.id}/primary`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: other.headers })).statusCode).toBe(404);
    }
    // A stranger without an approved profile cannot list them either.
    const list = await t.app.inject({
      method: 'GET',
      url: `${M}/${owner.profile.id}/pictures`,
      headers: other.headers,
    });
    expect(list.statusCode).toBe(403);
    // Nor use the other profile's picture under their own profile id.
    const mine = await newProfile(t, other);
    const cross = await t.app.inject({
      method: 'DELETE',
      url: `${M}/${mine.id}/pictures/${pic.id}`,
      headers: other.headers,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('makes URLs unusable by a stranger, when tampered with, or after expiry', async () => {
    const owner = await member(t);
    const pic = (await upload(owner.user, owner.profile.id, small)).json();
    const stranger = await createUser(t);
    // The owner's URL with a stranger's token.
    expect((await t.app.inject({ method: 'GET', url: pic.url, headers: stranger.headers })).statusCode).toBe(
      403,
    );
    // No signature: the stranger's own access is checked (none).
    const bare = pic.url.split('?')[0];
    expect((await t.app.inject({ method: 'GET', url: bare, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    // The owner with a bearer token needs no signature.
    expect((await t.app.inject({ method: 'GET', url: bare, headers: owner.user.headers })).statusCode).toBe(
      200,
    );
    // A signature made for the owner, claimed for the stranger.
    const forged = pic.url.replace(/u=[^&]+/, `u=${stranger.id}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const tampered = pic.url.replace(/s=(.)/, (_m: string, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // One signature covers both sizes of that picture, and no other picture.
    expect(
      (await t.app.inject({ method: 'GET', url: pic.url.replace('/large?', '/thumb?') })).statusCode,
    ).toBe(200);
    const other = (await upload(owner.user, owner.profile.id, small)).json();
    expect((await t.app.inject({ method: 'GET', url: pic.url.replace(pic.id, other.id) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: pic.url.replace('/large?', '/huge?') })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pic.url })).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect((await t.app.inject({ method: 'GET', url: pic.url })).statusCode).toBe(403);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `${M}/${owner.profile.id}/pictures`,
      headers: owner.user.headers,
    });
    expect((await t.app.inject({ method: 'GET', url: fresh.json()[0].url })).statusCode).toBe(200);
  });

  it('shows pictures to an approved viewer of the other gender until a block', async () => {
    const owner = await member(t, { gender: 'male' });
    await approvePicture(t, (await upload(owner.user, owner.profile.id, small)).json().id);
    const viewer = await member(t);
    const list = await t.app.inject({
      method: 'GET',
      url: `${M}/${owner.profile.id}/pictures`,
      headers: viewer.user.headers,
    });
    expect(list.statusCode).toBe(200);
    const url = list.json()[0].url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const card = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${owner.profile.id}`,
      headers: viewer.user.headers,
    });
    expect(card.json().primary_picture.url).toContain(`u=${viewer.user.id}`);
    await t.app.inject({
      method: 'POST',
      url: `${M}/block/${viewer.profile.id}`,
      headers: owner.user.headers,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `${M}/${owner.profile.id}/pictures`,
      headers: viewer.user.headers,
    });
    expect(after.statusCode).toBe(404);
  });

  it('moves primary, promotes the next picture when the primary goes, and deletes files', async () => {
    const { user, profile } = await member(t);
    const a = (await upload(user, profile.id, small)).json();
    t.clock.advance(1000);
    const b = (await upload(user, profile.id, small)).json();
    expect(b.is_primary).toBe(false);
    const primary = await t.app.inject({
      method: 'POST',
      url: `${M}/${profile.id}/pictures/${b.id}/primary`,
      headers: user.headers,
    });
    expect(primary.statusCode).toBe(204);
    const list = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${M}/${profile.id}/pictures`, headers: user.headers })
      ).json();
    expect((await list()).map((p: { id: string; is_primary: boolean }) => [p.id, p.is_primary])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${M}/${profile.id}/pictures/${b.id}`,
      headers: user.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await t.app.deps.storage.get(`pictures/${profile.id}/${b.id}-large.webp`)).toBeNull();
    expect(await t.app.deps.storage.get(`pictures/${profile.id}/${a.id}-large.webp`)).not.toBeNull();
    expect((await list()).map((p: { id: string; is_primary: boolean }) => [p.id, p.is_primary])).toEqual([
      [a.id, true],
    ]);
    expect((await t.app.inject({ method: 'GET', url: local(b.url) })).statusCode).toBe(404);
  });
});
