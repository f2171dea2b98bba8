/**
 * The data of `bench:search` (bench-search.ts), in set-based SQL straight into the database: n profiles
 * (half men, half women) with, per profile on average, 3 pictures, 20 interests sent, 100 views, 2
 * blocks, 5 shortlist entries and 3 "not interested" rows. Targets follow a power law: a target is
 * the opposite-gender profile ranked floor(m·u²) in a fixed random order (m profiles of that gender,
 * u spread over each sender's own rows), so the top 1% of profiles receive about 10% of each table's
 * rows and the most popular one is in about one sender in seven's views. Each sender's targets are
 * distinct by construction (consecutive ranks differ by m/c² ≥ 1 when a sender has c ≤ √m rows).
 *
 * Ids are md5 of the profile's number (random-looking uuids, as gen_random_uuid's are, but computable
 * from the number, so no join maps numbers to ids). The searcher is profile 0, a woman of 28, whose
 * own interests, blocks (both ways), shortlist and "not interested" rows fall on the men of her
 * first 60 pages, so that page 1 and page 50 both meet them.
 *
 * The loaded tables' indexes and primary keys are dropped first and built again after the load (as
 * pg_get_indexdef/pg_get_constraintdef wrote them, so they are the migrations' own), foreign-key
 * triggers are off during the load (session_replication_role = replica: the data is consistent by
 * construction), and with `unlogged` the six side tables are made UNLOGGED (no WAL; the planner does
 * not look at persistence, so the plans are those of logged tables). Then VACUUM ANALYZE.
 */

/** Runs one SQL text on one session (the settings of the load are the session's). */
export type Run = (text: string) => Promise<Record<string, unknown>[]>;

export const SEARCHER = { profile: "md5('p0')::uuid", user: "md5('u0')::uuid" };

/** Per profile on average, as docs/deploy.md section 8 measures. */
export const PER_PROFILE = {
  pictures: 3,
  interests: 20,
  views: 100,
  blocks: 2,
  shortlists: 5,
  notInterested: 3,
};

/** The tables the seed fills beside profiles (and users). */
export const SIDE_TABLES = [
  'profile_pictures',
  'interests',
  'profile_views',
  'profile_blocks',
  'shortlists',
  'not_interested',
];

/** Helper functions of the load (pg_temp: they go with the session). */
const FUNCTIONS = (n: number, m: number, prime: number) => `
create function pg_temp.pid(i bigint) returns uuid language sql immutable as $$ select md5('p' || i)::uuid $$;
create function pg_temp.uid(i bigint) returns uuid language sql immutable as $$ select md5('u' || i)::uuid $$;
-- How many rows sender i has in a table of the given average (0 .. 2·avg, capped at √m).
create function pg_temp.cnt(i bigint, avg int, salt int) returns int language sql immutable as $$
  select least(((i * 2654435761 + salt * 40503) % (2 * avg + 1))::int, floor(sqrt(${m}))::int) $$;
-- The k-th of c targets of sender i: an opposite-gender profile, ranked floor(m·u²) in a fixed order.
create function pg_temp.target(i bigint, k int, c int, salt int) returns bigint language sql immutable as $$
  select 2 * ((floor(${m} * power((k + ((i * 7919 + salt * 104729) % 1000)::float8 / 1000) / c, 2))::bigint * ${prime} + 12345) % ${m})
    + case when i % 2 = 0 then 1 else 2 end $$;
-- Rows of sender i in a table: (i, k, c) for k < c.
create function pg_temp.rows_of(avg int, salt int) returns table (i bigint, k int, c int) language sql rows ${n * 100} as $$
  select s.i, k, pg_temp.cnt(s.i, avg, salt) from generate_series(1, ${n}) s(i),
    generate_series(0, pg_temp.cnt(s.i, avg, salt) - 1) k $$;
`;

/** Drops the indexes and primary keys of `tables` not referenced by a foreign key; answers the SQL to build them again. */
async function dropIndexes(run: Run, tables: string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'::regclass`).join(', ');
  const rows = await run(`
    select i.indexrelid::regclass::text as name, i.indrelid::regclass::text as tbl,
      pg_get_indexdef(i.indexrelid) as def, c.conname, pg_get_constraintdef(c.oid) as condef
    from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.contype in ('p', 'u')
    where i.indrelid in (${list})
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid)
    order by 2, 1`);
  const rebuild: string[] = [];
  for (const r of rows) {
    if (r.conname) {
      await run(`alter table ${String(r.tbl)} drop constraint ${String(r.conname)}`);
      rebuild.push(`alter table ${String(r.tbl)} add constraint ${String(r.conname)} ${String(r.condef)}`);
    } else {
      await run(`drop index ${String(r.name)}`);
      rebuild.push(String(r.def));
    }
  }
  return rebuild;
}

/** A multiplier that orders 0..m-1 afresh (coprime with m). */
function coprime(m: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const p of [7919, 104729, 1299709, 15485863]) if (gcd(p, m) === 1) return p;
  return 1;
}

export interface SeedReport {
  /** Seconds of each step, in order. */
  steps: [string, number][];
  /** Rows of each table after the load. */
  counts: Record<string, number>;
}

/** Seeds n profiles (n even) and their side tables; see the file's comment. */
export async function seedSearchBench(
  run: Run,
  n: number,
  { today, unlogged }: { today: string; unlogged: boolean },
): Promise<SeedReport> {
  if (n % 2 !== 0 || n < 2000) throw new Error('--profiles must be even and at least 2000');
  const m = n / 2;
  const steps: [string, number][] = [];
  const step = async (name: string, text: string) => {
    const t0 = performance.now();
    await run(text);
    steps.push([name, (performance.now() - t0) / 1000]);
  };
  await run(`set session_replication_role = replica`);
  await run(`set maintenance_work_mem = '1GB'`);
  await run(`set work_mem = '256MB'`);
  if (unlogged) for (const t of SIDE_TABLES) await run(`alter table ${t} set unlogged`);
  const rebuild = await dropIndexes(run, ['users', 'profiles', ...SIDE_TABLES]);
  await run(FUNCTIONS(n, m, coprime(m)));
  // Profile number -> ids, joined by hash: cheaper than md5 on each of 100 million rows.
  await run(`set temp_buffers = '512MB'`);
  await run(`create temporary table bench_ids as
    select i as n, pg_temp.pid(i) as id, pg_temp.uid(i) as uid from generate_series(0, ${n}) i;
    analyze bench_ids`);
  const P = PER_PROFILE;
  // A table's rows (i, k, c) with the sender's ids (a) and the target's (b).
  const join = (avg: number, salt: number) => `from pg_temp.rows_of(${avg}, ${salt}) r
      join bench_ids a on a.n = r.i join bench_ids b on b.n = pg_temp.target(r.i, r.k, r.c, ${salt})`;
  await step(
    'users',
    `insert into users (id, name, mobile, email)
      select pg_temp.uid(i), 'Bench ' || i, '+9170' || lpad(i::text, 8, '0'), 'bench' || i || '@bench.example'
      from generate_series(1, ${n}) i
      union all select pg_temp.uid(0), 'Searcher', '+919999999999', null`,
  );
  // Half men (even numbers), half women; ages 18..68; 97% approved, 2% paused; four cities, four
  // communities and none, three mother tongues, four educations, heights 150..199, a third verified,
  // creation and last activity over the last 70 days.
  await step(
    'profiles',
    `insert into profiles (id, user_id, first_name, last_name, gender, date_of_birth, marital_status,
        has_job, relation, approved_on, is_paused, is_last_selected, city, prefer_marital_status, prefer_with_job,
        prefer_min_age, prefer_max_age, community, height_cm, mother_tongue, education, verified_at, created_at, last_active_at)
      select pg_temp.pid(n), pg_temp.uid(n), 'First' || n, 'Last' || n,
        case when n % 2 = 0 then 'male' else 'female' end,
        '${today}'::date - (18 * 365 + 30 + (n::bigint * 7919) % (50 * 365))::int,
        (array['never_married','never_married','never_married','divorced','widowed','awaiting_divorce'])[1 + n % 6],
        n % 3 <> 0, 'self', case when n % 33 <> 0 then now() end, n % 50 = 0, true,
        (array['Mumbai','Pune','Bhuj','Ahmedabad'])[1 + n % 4],
        case when n % 4 = 0 then 'never_married' else 'any' end, 'any', 18 + n % 10, 40 + n % 30,
        (array['cutchi_memon','halai_memon','other_memon','other',null])[1 + (n / 4) % 5], 150 + n % 50,
        (array['Cutchi','Gujarati','Urdu'])[1 + (n / 3) % 3], (array['B.Com','BE Computer','MBA','MBBS'])[1 + (n / 7) % 4],
        case when n % 3 = 0 then now() end,
        now() - make_interval(secs => (n::bigint * 7919) % 6000000), now() - make_interval(secs => (n::bigint * 104729) % 6000000)
      from generate_series(1, ${n}) n
      union all
      select pg_temp.pid(0), pg_temp.uid(0), 'Searcher', 'Bench', 'female', '${today}'::date - 28 * 365,
        'never_married', true, 'self', now(), false, true, 'Mumbai', 'any', 'any', 18, 100, null, 160, 'Cutchi',
        'MBA', null, now(), now() - interval '2 hours'`,
  );
  // 1..5 pictures a profile (3 on average): the first primary and approved for 19 in 20, the last
  // pending for one in ten, the third rejected for one in twelve.
  await step(
    'profile_pictures',
    `insert into profile_pictures (profile_id, large_key, thumb_key, is_primary, status, created_at)
      select pg_temp.pid(i), 'pictures/' || i || '/' || k || '-large.webp', 'pictures/' || i || '/' || k || '-thumb.webp',
        k = 1 and i % 20 <> 0,
        case when k = c and k > 1 and i % 10 = 0 then 'pending' when k = 3 and i % 12 = 0 then 'rejected' else 'approved' end,
        now() - make_interval(days => 100 - k)
      from (select s.i, 1 + (s.i * 7) % 5 as c from generate_series(0, ${n}) s(i)) p, generate_series(1, p.c) k`,
  );
  // Interests: chosen from both sides, one row per pair (the pair key), half pending, a fifth accepted,
  // a fifth declined, the rest withdrawn or expired.
  await step(
    'interests',
    `insert into interests (from_profile_id, to_profile_id, status, created_at, answered_at)
      select a.id, b.id, st, sent, case when st in ('accepted', 'declined') then sent + interval '2 days' end
      from (select distinct on (least(i, t), greatest(i, t)) i, t,
          (array['pending','pending','pending','pending','pending','pending','pending','pending','pending','pending',
            'accepted','accepted','accepted','accepted','declined','declined','declined','declined','withdrawn','expired'])[1 + (i * 31 + k * 17) % 20] st,
          now() - make_interval(secs => (i * 7919 + k * 104729) % 8000000) sent
        from (select i, k, pg_temp.target(i, k, c, 1) t from pg_temp.rows_of(${P.interests}, 1)) r
        order by least(i, t), greatest(i, t)) x
      join bench_ids a on a.n = x.i join bench_ids b on b.n = x.t`,
  );
  await step(
    'profile_views',
    `insert into profile_views (viewer_profile_id, viewed_profile_id, first_viewed_at, last_viewed_at, view_count)
      select a.id, b.id,
        now() - make_interval(secs => (i * 7919 + k::bigint * 15485863) % 8000000 + 86400),
        now() - make_interval(secs => (i * 7919 + k::bigint * 15485863) % 8000000),
        1 + (i + k) % 5
      ${join(P.views, 2)}`,
  );
  await step(
    'profile_blocks',
    `insert into profile_blocks (blocker_user_id, blocked_profile_id, created_at)
      select a.uid, b.id, now() - make_interval(hours => ((i + k) % 2000)::int)
      ${join(P.blocks, 3)}`,
  );
  await step(
    'shortlists',
    `insert into shortlists (profile_id, shortlisted_profile_id, created_at)
      select a.id, b.id, now() - make_interval(hours => ((i + k) % 2000)::int)
      ${join(P.shortlists, 4)}`,
  );
  // Two in three still hide the profile; the others have lapsed.
  await step(
    'not_interested',
    `insert into not_interested (profile_id, hidden_profile_id, until)
      select a.id, b.id,
        now() + make_interval(days => case when (i + k) % 3 = 0 then -10 else 60 end)
      ${join(P.notInterested, 5)}`,
  );
  // The searcher's rows, on the 1,200 youngest men she finds (never married, 22..40): her first 60
  // pages when the age sort went by date of birth; in its order by age and tie key (decision 043),
  // about a quarter of the men of her first age, so of her first pages.
  await step(
    'searcher rows',
    `create temporary table bench_page as
      select id, user_id, row_number() over (order by date_of_birth desc, id desc) r from profiles
      where gender = 'male' and approved_on is not null and not is_paused and marital_status = 'never_married'
        and date_of_birth <= '${today}'::date - interval '22 years' and date_of_birth > '${today}'::date - interval '41 years'
      order by date_of_birth desc, id desc limit 1200;
    insert into interests (from_profile_id, to_profile_id, status, created_at)
      select case when r % 10 = 7 then id else ${SEARCHER.profile} end, case when r % 10 = 7 then ${SEARCHER.profile} else id end,
        case r % 10 when 1 then 'declined' when 3 then 'accepted' else 'pending' end, now() - interval '3 days'
      from bench_page where r % 10 in (1, 3, 5, 7);
    insert into profile_blocks (blocker_user_id, blocked_profile_id) select ${SEARCHER.user}, id from bench_page where r % 17 = 2;
    insert into profile_blocks (blocker_user_id, blocked_profile_id) select user_id, ${SEARCHER.profile} from bench_page where r % 19 = 4;
    insert into shortlists (profile_id, shortlisted_profile_id) select ${SEARCHER.profile}, id from bench_page where r % 6 = 0;
    insert into not_interested (profile_id, hidden_profile_id, until)
      select ${SEARCHER.profile}, id, now() + case when r % 13 = 6 then interval '30 days' else interval '-1 day' end
      from bench_page where r % 13 in (6, 9);
    drop table bench_page; drop table bench_ids`,
  );
  await run(`reset session_replication_role`);
  await step('indexes and keys', rebuild.join(';\n'));
  await step('vacuum analyze', 'vacuum (analyze)');
  await run('checkpoint').catch(() => {});
  const counts: Record<string, number> = {};
  for (const t of ['profiles', ...SIDE_TABLES]) {
    const [row] = await run(`select count(*)::bigint as c from ${t}`);
    counts[t] = Number(row!.c);
  }
  return { steps, counts };
}
