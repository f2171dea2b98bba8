import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, member } from '../../../../test/support/matrimonial.ts';

// Decision 038: a search asking at most two filters runs its named statement on Database.keptPlans
// (on PostgreSQL, connections that keep the statement's generic plan); one asking more, unnamed on the
// main pool, planned with its values.

let t: TestApp;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());

/** Every idle connection of `pool`, each answering `sql`: the rows of all of them. */
async function onEveryConnection<R extends pg.QueryResultRow>(pool: pg.Pool, sql: string): Promise<R[]> {
  const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    return (await Promise.all(clients.map(async (c) => (await c.query<R>(sql)).rows))).flat();
  } finally {
    for (const c of clients) c.release();
  }
}

/** How each pool's connections ran the named statement `name`. */
async function plansOf(pool: pg.Pool, name = 'search_age_first_page') {
  const rows = await onEveryConnection<{ generic: string; custom: string }>(
    pool,
    `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
     where name = '${name}'`,
  );
  return {
    generic: rows.reduce((n, r) => n + Number(r.generic), 0),
    custom: rows.reduce((n, r) => n + Number(r.custom), 0),
  };
}

describe('where the match search runs', () => {
  it('runs a search with up to two filters on the kept plans (planned once), one with more on the main pool', async () => {
    const searcher = await member(t, { first_name: 'Searcher' });
    const match = await member(t, { gender: 'male', first_name: 'Match' });
    const query = 'prefer_min_age=18&prefer_max_age=60&prefer_marital_status=any&prefer_with_job=any';
    const search = async (extra = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${M}/mm/filter-profile/${searcher.profile.id}?${query}${extra}`,
        headers: searcher.user.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: string }[] }).data.map((card) => card.id);
    };
    // More runs than PostgreSQL's five custom plans before it may choose a generic one.
    for (let i = 0; i < 7; i += 1) expect(await search()).toEqual([match.profile.id]);
    expect(await search('&city=Nowhere')).toEqual([]);
    expect(await search('&city=Nowhere&community=halai_memon&verified_only=true')).toEqual([]);

    const database = t.database;
    if (database.kind === 'pglite') {
      // One connection, no named statements: the kept plans' handle is the database itself.
      expect(database.keptPlans).toBe(database.db);
      return;
    }
    const keptPlansPool = database.keptPlansPool!;
    const settings = await onEveryConnection<{ plan_cache_mode: string }>(
      keptPlansPool,
      'show plan_cache_mode',
    );
    expect(settings.length).toBeGreaterThan(0);
    expect(new Set(settings.map((s) => s.plan_cache_mode))).toEqual(new Set(['force_generic_plan']));
    expect(await plansOf(keptPlansPool)).toEqual({ generic: 7, custom: 0 });
    // The city alone: its own statement (bit 1 of FILTER_KEYS), kept as well.
    expect(await plansOf(keptPlansPool, 'search_age_first_page_f1')).toEqual({ generic: 1, custom: 0 });
    // The main pool never ran a named search; three filters ran there unnamed.
    const named = await onEveryConnection<{ name: string }>(
      database.pool!,
      `select name from pg_prepared_statements where name like 'search%'`,
    );
    expect(named).toEqual([]);
    const [main] = await onEveryConnection<{ plan_cache_mode: string }>(
      database.pool!,
      'show plan_cache_mode',
    );
    expect(main!.plan_cache_mode).toBe('auto');
  });
});
