import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../src/context.ts';
import { approveProfile } from '../src/domains/matrimonial/service.ts';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';
import { buildMatrimonialTestApp, dobForAge, local, member, newProfile } from './support/matrimonial.ts';

// Cursors are sealed by the server (decision 018): nobody reads what is in them (the search's held
// the last card's exact date of birth), and a cursor the server did not make is a 422 on `cursor`,
// never a 500 and never a position the caller chose.

let t: TestApp;
let searcher: Awaited<ReturnType<typeof member>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  searcher = await member(t, { first_name: 'Searcher', gender: 'male' });
  admin = await createUser(t, { isAdmin: true });
  // Three approved matches with known dates of birth, so the search has a second page at per_page=2.
  const owner = await createUser(t);
  for (const days of [10, 20, 30]) {
    const p = await newProfile(t, owner, { date_of_birth: dobForAge(t, 26, days) });
    await approveProfile(contextOf(t.app.deps), { id: p.id });
  }
});
afterAll(() => t.close());

const search = () => `/api/matrimonial/mm/filter-profile/${searcher.profile.id}`;

/** Every cursor list, with who may read it. */
const lists = () => [
  { url: '/api/news', headers: {} },
  { url: '/api/jobs', headers: {} },
  { url: search(), headers: searcher.user.headers },
  ...['viewed-by-me', 'my-viewers', 'interested-in-me', 'interests-sent-by-me'].map((l) => ({
    url: `/api/matrimonial/profiles/${l}`,
    headers: searcher.user.headers,
  })),
  { url: '/api/matrimonial/blocked', headers: searcher.user.headers },
  ...['profiles', 'reports', 'news', 'jobs', 'users', 'audit', 'bookings'].map((l) => ({
    url: `/api/admin/${l}`,
    headers: admin.headers,
  })),
];

/** Cursors an attacker writes: the old readable form with dates that broke the server, and junk. */
const forged = [
  ...['0000-01-01', '+275760-09-13T00:00:00.000Z', '2025-02-30', '99999', '1990-06-15'].flatMap((date) =>
    ['date_of_birth', 'created_at', 'published_at', 'viewed_at', 'blocked_at'].map((field) =>
      Buffer.from(
        JSON.stringify({
          [field]: date,
          id: '00000000-0000-4000-8000-000000000000',
          _pointsToNextItems: true,
        }),
      ).toString('base64url'),
    ),
  ),
  'x',
  '%00',
  'a'.repeat(3000),
];

describe('cursors', () => {
  it('hide the date of birth of the last card, and still page through the search', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `${search()}?per_page=2`,
      headers: searcher.user.headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as {
      data: { id: string; age: number }[];
      next_cursor: string;
      next_page_url: string;
    };
    expect(page.data).toHaveLength(2);
    const opened = Buffer.from(page.next_cursor, 'base64url').toString('latin1');
    expect(opened).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(JSON.stringify(page.data)).not.toContain('date_of_birth');

    const second = await t.app.inject({
      method: 'GET',
      url: local(page.next_page_url),
      headers: searcher.user.headers,
    });
    expect(second.statusCode, second.body).toBe(200);
    const rest = (second.json() as { data: { id: string }[] }).data;
    expect(rest).toHaveLength(1);
    expect(page.data.map((c) => c.id)).not.toContain(rest[0]!.id);
  });

  it('refuse, with 422 on cursor, every cursor the server did not make, on every list', async () => {
    const wrong: string[] = [];
    for (const list of lists()) {
      for (const cursor of forged) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${list.url}?cursor=${encodeURIComponent(cursor)}`,
          headers: list.headers,
        });
        const body = res.json() as { errors?: { cursor?: string[] } };
        if (res.statusCode !== 422 || !body.errors?.cursor)
          wrong.push(`${list.url} ${cursor.slice(0, 30)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuse a real cursor with one character changed', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `${search()}?per_page=1`,
      headers: searcher.user.headers,
    });
    const cursor = (first.json() as { next_cursor: string }).next_cursor;
    const i = Math.floor(cursor.length / 2);
    const changed = cursor.slice(0, i) + (cursor[i] === 'A' ? 'B' : 'A') + cursor.slice(i + 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `${search()}?per_page=1&cursor=${changed}`,
      headers: searcher.user.headers,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('next_page_url', () => {
  it('comes from PUBLIC_URL, never from the Host or X-Forwarded-Host a client sends', async () => {
    const withPublicUrl = await buildTestApp({ PUBLIC_URL: 'https://samaj.example' });
    try {
      const m = await member(withPublicUrl, { gender: 'male' });
      const owner = await createUser(withPublicUrl);
      for (const days of [10, 20]) {
        const p = await newProfile(withPublicUrl, owner, {
          date_of_birth: dobForAge(withPublicUrl, 26, days),
        });
        await approveProfile(contextOf(withPublicUrl.app.deps), { id: p.id });
      }
      const res = await withPublicUrl.app.inject({
        method: 'GET',
        url: `/api/matrimonial/mm/filter-profile/${m.profile.id}?per_page=1`,
        headers: { ...m.user.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { next_page_url: string; path: string };
      expect(new URL(page.next_page_url).origin).toBe('https://samaj.example');
      expect(new URL(page.path).origin).toBe('https://samaj.example');
    } finally {
      await withPublicUrl.close();
    }
  });

  it('is relative without PUBLIC_URL, whatever Host or X-Forwarded-Host a client sends', async () => {
    const m = await member(t, { gender: 'male' });
    const owner = await createUser(t);
    for (const days of [11, 21]) {
      const p = await newProfile(t, owner, { date_of_birth: dobForAge(t, 26, days) });
      await approveProfile(contextOf(t.app.deps), { id: p.id });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/matrimonial/mm/filter-profile/${m.profile.id}?per_page=1`,
      headers: { ...m.user.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { next_page_url: string; path: string };
    expect(page.path).toBe(`/api/matrimonial/mm/filter-profile/${m.profile.id}`);
    expect(page.next_page_url).toMatch(
      new RegExp(`^/api/matrimonial/mm/filter-profile/${m.profile.id}\\?per_page=1&.*cursor=`),
    );
    expect(res.body).not.toContain('evil.example');
  });
});
