import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, type AuditRecordAnswer, latestAudit as auditOf } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let call: ReturnType<typeof adminCaller>;
const latestAudit = (entityId: string) => auditOf(t, admin, entityId);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office Admin' });
  call = adminCaller(t, admin);
});
afterAll(() => t.close());

describe('push', () => {
  it('sends a message to topic news with 202, and records it', async () => {
    const before = t.push.sent.length;
    const res = await call('POST', '/api/admin/push', {
      title: 'Jamat notice',
      body: 'Office closed on Friday.',
    });
    expect(res.statusCode).toBe(202);
    expect(t.push.sent.slice(before)).toEqual([
      {
        to: { topic: 'news' },
        message: { title: 'Jamat notice', body: 'Office closed on Friday.', data: { type: 'announcement' } },
      },
    ]);
    expect(await latestAudit('news')).toMatchObject({
      action: 'push.send',
      entity_type: 'topic',
      after: { title: 'Jamat notice', body: 'Office closed on Friday.' },
    });
    const empty = await call('POST', '/api/admin/push', { title: '', body: 'x' });
    expect(empty.statusCode).toBe(422);
    expect(t.push.sent.length).toBe(before + 1);
  });
});

describe('audit log', () => {
  it('pages newest first with filters and refuses a forged cursor', async () => {
    // Seven news records (create, publish, unpublish, twice, and one more create) and a job's.
    for (const title of ['First', 'Second']) {
      const { id } = (await call('POST', '/api/admin/news', { title })).json();
      await call('POST', `/api/admin/news/${id}/publish`);
      await call('POST', `/api/admin/news/${id}/unpublish`);
    }
    await call('POST', '/api/admin/news', { title: 'Third' });
    await call('POST', '/api/admin/jobs', { title: 'Clerk', description: 'Office work.' });
    const all: string[] = [];
    let url: string | null = '/api/admin/audit?per_page=3&entity_type=news';
    let previous = Infinity;
    while (url) {
      const page: { data: AuditRecordAnswer[]; next_page_url: string | null } = (
        await t.app.inject({ method: 'GET', url, headers: admin.headers })
      ).json();
      for (const entry of page.data) {
        expect(entry.entity_type).toBe('news');
        const at = Date.parse(entry.created_at);
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        all.push(entry.action);
      }
      url = page.next_page_url
        ? new URL(page.next_page_url).pathname + new URL(page.next_page_url).search
        : null;
    }
    expect(all).toHaveLength(7);
    expect(all).toContain('news.publish');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?cursor=abc',
      headers: admin.headers,
    });
    expect(forged.statusCode).toBe(422);
  });
});
