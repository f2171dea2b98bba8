import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  type AdminCall,
  type AuditOf,
  type AuditRecordAnswer,
  openOffice,
} from '../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { book, createHall } from '../../../test/support/bookings.ts';
import { newProfile } from '../../../test/support/matrimonial.ts';

let t: TestApp, admin: Admin, call: AdminCall, latestAudit: AuditOf;
beforeAll(async () => ({ t, admin, call, latestAudit } = await openOffice()));
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
      url = page.next_page_url; // relative: no PUBLIC_URL here
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

describe('audit subjects', () => {
  it('names each subject for people: titles, names, a booking by family, hall and date; deleted ones from their record', async () => {
    const day = (ahead: number) =>
      new Date(t.clock.now().getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
    const shown = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const [blockDay, bookDay] = [day(40), day(60)];
    const kept = (await call('POST', '/api/admin/news', { title: 'Eid gathering' })).json();
    const gone = (await call('POST', '/api/admin/news', { title: 'Old notice' })).json();
    expect((await call('DELETE', `/api/admin/news/${gone.id}`)).statusCode).toBe(204);

    const lawn = await createHall(t, { name: 'Lawn' });
    const blocks = await call('POST', '/api/admin/blocked-dates', {
      hall_id: lawn.id,
      slot: 'B',
      from: blockDay,
      to: blockDay,
      reason: 'Repairs',
    });
    expect(blocks.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/blocked-dates/${blocks.json()[0].id}`)).statusCode).toBe(204);

    const zara = await createUser(t, { name: 'Zara Khan' });
    expect((await call('POST', `/api/admin/users/${zara.id}/admin`, { is_admin: true })).statusCode).toBe(
      200,
    );

    const fatima = await createUser(t, { name: 'Fatima' });
    const held = await book(t, fatima.headers, [{ hall_id: lawn.id, slot: 'M', booking_dates: [bookDay] }]);
    expect(held.statusCode).toBe(201);
    const booking = held.json().booking;
    expect(
      (await call('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'Flood' })).statusCode,
    ).toBe(200);

    const profile = await newProfile(t, await createUser(t), { first_name: 'Amina', last_name: 'Memon' });
    expect((await call('POST', `/api/admin/profiles/${profile.id}/approve`)).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/push', { title: 'Hello', body: 'Everyone' })).statusCode).toBe(
      202,
    );

    const page: { data: (AuditRecordAnswer & { entity_label: string | null })[] } = (
      await call('GET', '/api/admin/audit?per_page=12')
    ).json();
    const seen = page.data.map((e) => [e.action, e.entity_label, e.actor?.name]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['news.create', 'Eid gathering', 'Office Admin'],
        ['news.delete', 'Old notice', 'Office Admin'],
        ['blocked_dates.create', 'Lawn', 'Office Admin'],
        ['blocked_date.delete', `Lawn, ${shown(blockDay)}`, 'Office Admin'],
        [expect.stringMatching(/^user\./), `Zara Khan (${zara.mobile})`, 'Office Admin'],
        ['booking.cancel', `Fatima: Lawn, ${shown(bookDay)}`, 'Office Admin'],
        [expect.stringMatching(/^profile\./), 'Amina Memon', 'Office Admin'],
        ['push.send', 'Hello', 'Office Admin'],
      ]),
    );
    expect(page.data.find((e) => e.entity_id === kept.id)?.entity_label).toBe('Eid gathering');
  });
});
