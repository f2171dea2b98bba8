import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit as auditOf } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';

/** The office's news in the reader's language (docs/api.md "What families read"). */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let call: ReturnType<typeof adminCaller>;
let id: string;

const URDU = { title: 'عید ملن', summary: 'سب کو دعوت ہے', body: 'مین ہال میں۔' };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office Admin' });
  call = adminCaller(t, admin);
  const created = await call('POST', '/api/admin/news', {
    title: 'Eid milan',
    summary: 'All welcome',
    body: 'At the Main Hall.',
    translations: {
      ur: URDU,
      gu: { title: 'ઈદ મિલન', summary: '  ', body: '' },
      hi: { title: '', body: ' ' },
    },
  });
  expect(created.statusCode).toBe(201);
  id = created.json().id;
  expect((await call('POST', `/api/admin/news/${id}/publish`, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("news in the reader's language", () => {
  it('keeps the versions written (blank fields and empty languages dropped) and audits them', async () => {
    const item = (await call('GET', '/api/admin/news')).json().data.find((n: { id: string }) => n.id === id);
    expect(item).toMatchObject({ title: 'Eid milan', translations: { ur: URDU, gu: { title: 'ઈદ મિલન' } } });
    expect(item.translations.gu).toEqual({ title: 'ઈદ મિલન' });
    expect(item.translations).not.toHaveProperty('hi');
    expect(item).not.toHaveProperty('language');
    const entry = await auditOf(t, admin, id);
    expect(entry.action).toBe('news.publish');
  });

  it('answers the Urdu version by Accept-Language, on the list and the item, and says so', async () => {
    const one = await read(`/api/news/${id}`, { 'accept-language': 'ur-IN,ur;q=0.9,en;q=0.5' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ ...URDU, language: 'ur', id });
    expect(one.json()).not.toHaveProperty('translations');
    expect(String(one.headers.vary)).toMatch(/Accept-Language/);
    const list = await read('/api/news?per_page=50', { 'accept-language': 'ur' });
    expect(list.json().data.find((n: { id: string }) => n.id === id)).toMatchObject({
      ...URDU,
      language: 'ur',
    });
    // The same list in English is kept apart from the Urdu one (the cache is per language).
    const english = await read('/api/news?per_page=50', { 'accept-language': 'en' });
    expect(english.json().data.find((n: { id: string }) => n.id === id)).toMatchObject({
      title: 'Eid milan',
      language: 'en',
    });
  });

  it('fills a field left blank in a version from the original', async () => {
    const gu = (await read(`/api/news/${id}`, { 'accept-language': 'gu' })).json();
    expect(gu).toMatchObject({
      title: 'ઈદ મિલન',
      summary: 'All welcome',
      body: 'At the Main Hall.',
      language: 'gu',
    });
  });

  it('answers the original, with language en, where no version is written (Hindi)', async () => {
    const hi = (await read(`/api/news/${id}`, { 'accept-language': 'hi' })).json();
    expect(hi).toMatchObject({ title: 'Eid milan', summary: 'All welcome', language: 'en' });
  });

  it("reads the signed-in account's language when the request names none", async () => {
    const reader = await createUser(t, { language: 'ur' });
    const mine = (await read(`/api/news/${id}`, reader.headers)).json();
    expect(mine).toMatchObject({ title: URDU.title, language: 'ur' });
    // Accept-Language still comes first.
    const asked = (await read(`/api/news/${id}`, { ...reader.headers, 'accept-language': 'en' })).json();
    expect(asked).toMatchObject({ title: 'Eid milan', language: 'en' });
  });

  it('replaces the versions on PUT, and records before and after', async () => {
    const res = await call('PUT', `/api/admin/news/${id}`, { translations: { hi: { title: 'ईद मिलन' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual({ hi: { title: 'ईद मिलन' } });
    const entry = await auditOf(t, admin, id);
    expect(entry).toMatchObject({
      action: 'news.update',
      before: { translations: { ur: URDU } },
      after: { translations: { hi: { title: 'ईद मिलन' } } },
    });
    const ur = (await read(`/api/news/${id}`, { 'accept-language': 'ur' })).json();
    expect(ur).toMatchObject({ title: 'Eid milan', language: 'en' });
  });

  it('refuses a language other than gu, hi and ur, and a version longer than the original may be (422)', async () => {
    const fr = await call('PUT', `/api/admin/news/${id}`, { translations: { fr: { title: 'Fête' } } });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.translations).toEqual(['Versions may be written in gu, hi and ur only.']);
    const long = await call('PUT', `/api/admin/news/${id}`, {
      translations: { ur: { title: 'ع'.repeat(201) } },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors['translations.ur.title']).toEqual([
      'The title field must not be greater than 200 characters.',
    ]);
    const urdu = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${id}`,
      headers: { ...admin.headers, 'accept-language': 'ur' },
      payload: { translations: { en: { title: 'x' } } },
    });
    expect(urdu.json().errors.translations).toEqual(['ترجمہ صرف gu، hi اور ur میں لکھا جا سکتا ہے۔']);
  });
});
