import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { seedDemo } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, t.clock);
});
afterAll(() => t.close());

describe('jobs', () => {
  it('lists the published jobs newest first with the shape of docs/api.md', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    expect(page.next_page_url).toBeNull();
    const dates = page.data.map((j: { published_at: string }) => j.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(page.data[0]).sort()).toEqual([
      'apply_phone',
      'apply_whatsapp',
      'closes_on',
      'description',
      'employment_type',
      'how_to_apply',
      'id',
      'language',
      'location',
      'organisation',
      'published_at',
      'title',
    ]);
  });

  it('follows next_page_url to the end', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/jobs?per_page=3' })).json();
    expect(first.data).toHaveLength(3);
    const next = new URL(first.next_page_url, 'http://localhost');
    const second = (await t.app.inject({ method: 'GET', url: next.pathname + next.search })).json();
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.map((j: { id: string }) => j.id)).not.toContain(first.data[0].id);
  });

  it('answers one job, and 404 for unknown or malformed ids', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json();
    const ok = await t.app.inject({ method: 'GET', url: `/api/jobs/${page.data[0].id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().title).toBe(page.data[0].title);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/jobs/11111111-1111-4111-8111-111111111111' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/not-an-id' })).statusCode).toBe(404);
  });
});
