import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type Admin, type AdminCall, type AuditOf, openOffice } from '../../../test/support/admin.ts';
import { multipartBody, type TestApp } from '../../../test/support/app.ts';

let t: TestApp, admin: Admin, call: AdminCall, latestAudit: AuditOf;
beforeAll(async () => ({ t, admin, call, latestAudit } = await openOffice()));
afterAll(() => t.close());

const publicNewsTitles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/news?per_page=100' }))
    .json()
    .data.map((n: { title: string }) => n.title);

describe('news', () => {
  it('creates a draft, edits, publishes with notify, unpublishes and deletes it, each with its audit record', async () => {
    const created = await call('POST', '/api/admin/news', {
      title: '  Eid milan  ',
      summary: 'All welcome',
      body: 'At the Main Hall.',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      title: 'Eid milan',
      summary: 'All welcome',
      published_at: null,
      image_url: null,
    });
    let entry = await latestAudit(item.id);
    expect(entry).toMatchObject({
      action: 'news.create',
      entity_type: 'news',
      actor: { id: admin.id, name: 'Office Admin' },
      before: null,
      after: { title: 'Eid milan', published_at: null },
    });

    // A draft is listed for admins, not on the public list.
    const list = (await call('GET', '/api/admin/news')).json();
    expect(list.data.map((n: { id: string }) => n.id)).toContain(item.id);
    expect(await publicNewsTitles()).not.toContain('Eid milan');

    const edited = await call('PUT', `/api/admin/news/${item.id}`, { title: 'Eid milan 2030' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Eid milan 2030', summary: 'All welcome' });
    entry = await latestAudit(item.id);
    expect(entry).toMatchObject({
      action: 'news.update',
      before: { title: 'Eid milan' },
      after: { title: 'Eid milan 2030' },
    });

    const pushesBefore = t.push.sent.length;
    const published = await call('POST', `/api/admin/news/${item.id}/publish`, { notify: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at).toBe(t.clock.now().toISOString());
    expect(t.push.sent.slice(pushesBefore)).toEqual([
      {
        to: { topic: 'news' },
        message: { title: 'Eid milan 2030', body: 'All welcome', data: { type: 'news', id: item.id } },
      },
    ]);
    entry = await latestAudit(item.id);
    expect(entry).toMatchObject({ action: 'news.publish', before: { published_at: null } });
    expect(entry.after?.published_at).toBe(published.json().published_at);
    expect(await publicNewsTitles()).toContain('Eid milan 2030');
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${item.id}` })).statusCode).toBe(200);

    const unpublished = await call('POST', `/api/admin/news/${item.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().published_at).toBeNull();
    entry = await latestAudit(item.id);
    expect(entry).toMatchObject({ action: 'news.unpublish', after: { published_at: null } });
    expect(entry.before?.published_at).toBe(published.json().published_at);
    expect(await publicNewsTitles()).not.toContain('Eid milan 2030');
    expect((await t.app.inject({ method: 'GET', url: `/api/news/${item.id}` })).statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/admin/news/${item.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    entry = await latestAudit(item.id);
    expect(entry).toMatchObject({ action: 'news.delete', before: { title: 'Eid milan 2030' }, after: null });
    expect((await call('PUT', `/api/admin/news/${item.id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('publishes without a push unless notify is asked for', async () => {
    const item = (await call('POST', '/api/admin/news', { title: 'Quiet news' })).json();
    const pushesBefore = t.push.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/publish`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(t.push.sent.length).toBe(pushesBefore);
    expect(await publicNewsTitles()).toContain('Quiet news');
  });

  it('refuses bad input with 422 and unknown or malformed ids with 404', async () => {
    const noTitle = await call('POST', '/api/admin/news', { summary: 'x' });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors.title).toEqual(['The title field is required.']);
    const badImage = await call('POST', '/api/admin/news', { title: 'x', image_url: 'javascript:alert(1)' });
    expect(badImage.statusCode).toBe(422);
    expect(badImage.json().errors.image_url).toBeDefined();
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('PUT', `/api/admin/news/${id}`, { title: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/news/${id}/publish`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/news/${id}/unpublish`)).statusCode).toBe(404);
    }
  });

  it('pages through every item, drafts included, newest first', async () => {
    const titles: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      titles.push((await call('POST', '/api/admin/news', { title: `Paged ${i}` })).json().title);
    }
    const seen: string[] = [];
    let url: string | null = '/api/admin/news?per_page=2';
    while (url) {
      const page: { data: { title: string }[]; next_page_url: string | null } = (
        await call('GET', url)
      ).json();
      seen.push(...page.data.map((n) => n.title));
      url = page.next_page_url; // relative: no PUBLIC_URL here
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((s) => s.startsWith('Paged'))).toEqual([...titles].reverse());
  });
});

describe('news images', () => {
  const multipart = (field: string, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
    const body = multipartBody(field, bytes, filename, type);
    return { payload: body.payload, headers: { ...admin.headers, ...body.headers } };
  };

  it('re-encodes an upload to WebP of at most 1280 px, serves it publicly and records it', async () => {
    const item = (await call('POST', '/api/admin/news', { title: 'With a picture' })).json();
    t.clock.advance(1000);
    const png = await sharp({
      create: { width: 2560, height: 1600, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('image', png, 'poster.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const imageUrl: string = res.json().image_url;
    expect(imageUrl).toMatch(/^\/api\/news-images\/[0-9a-f-]{36}\.webp$/);
    const entry = await latestAudit(item.id);
    expect(entry).toMatchObject({
      action: 'news.image',
      before: { image_url: null },
      after: { image_url: imageUrl },
    });

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 800 });

    // A new upload replaces the old file, which is then gone.
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('image', jpeg),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().image_url).not.toBe(imageUrl);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    const second = await t.app.inject({ method: 'GET', url: again.json().image_url });
    expect((await sharp(second.rawPayload).metadata()).width).toBe(300);

    // Deleting the item removes its picture.
    expect((await call('DELETE', `/api/admin/news/${item.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: again.json().image_url })).statusCode).toBe(404);
  });

  it('refuses what is not an image by its content, whatever its name says, and a missing file', async () => {
    const item = (await call('POST', '/api/admin/news', { title: 'No picture' })).json();
    const fake = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('image', Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.jpg', 'image/jpeg'),
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image).toBeDefined();
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
    });
    expect(truncated.statusCode).toBe(422);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('picture', Buffer.from([0xff, 0xd8, 0xff])),
    });
    expect(wrongField.statusCode).toBe(422);
    const json = await call('POST', `/api/admin/news/${item.id}/image`, { image: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.image).toEqual(['Send the image as a multipart/form-data upload.']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/00000000-0000-4000-8000-000000000000/image',
      ...multipart(
        'image',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await latestAudit(item.id)).action).toBe('news.create');
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const item = (await call('POST', '/api/admin/news', { title: 'Huge picture' })).json();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    huge.set([0xff, 0xd8, 0xff], 0);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/image`,
      ...multipart('image', huge),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it('answers 404 for names that are not news images', async () => {
    for (const file of ['nope.webp', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-4000-8000-000000000000.webp']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/news-images/${file}` })).statusCode).toBe(404);
    }
  });
});
