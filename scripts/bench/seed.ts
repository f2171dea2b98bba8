// Data for `npm run bench`: the demo content, a few thousand approved profiles with a primary picture
// each (approved), and one searcher whose active profile is approved, with a bearer token.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { issueToken } from '../../apps/server/src/domains/auth/tokens.ts';
import { systemClock, todayInIndia } from '../../apps/server/src/lib/clock.ts';
import { seedDemo } from '../../apps/server/src/seed.ts';

export const PROFILES = 3000;
/** The searcher's saved preferences; the benchmark's query repeats them, so a search writes nothing. */
export const FILTER = {
  prefer_marital_status: 'never_married',
  prefer_with_job: 'any',
  prefer_min_age: 22,
  prefer_max_age: 40,
} as const;

export interface Seeded {
  token: string;
  searcherProfileId: string;
  hallId: string;
}

type Rows<T> = { rows: T[] };

/** Opens the database the server will use (running the migrations), fills it, and closes it. */
export async function seedBenchData(target: { databaseUrl?: string; dataDir?: string }): Promise<Seeded> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    await seedDemo(db, systemClock);
    const today = todayInIndia(systemClock);
    await db.execute(sql`insert into users (name, mobile, email)
      select 'Bench ' || i, '+9160' || lpad(i::text, 8, '0'), 'bench' || i || '@bench.example'
      from generate_series(1, ${PROFILES}) as i`);
    // Half men, half women; ages 18..68 spread evenly; statuses and jobs cycle.
    await db.execute(sql`insert into profiles (user_id, first_name, last_name, gender, date_of_birth,
        marital_status, has_job, relation, approved_on, is_last_selected, city)
      select u.id, 'First' || n, 'Last' || n,
        case when n % 2 = 0 then 'male' else 'female' end,
        ${today}::date - (18 * 365 + 30 + (n * 7919) % (50 * 365)),
        (array['never_married','never_married','never_married','divorced','widowed','awaiting_divorce'])[1 + n % 6],
        n % 3 <> 0, 'self', now(), true, 'Mumbai'
      from (select id, substr(mobile, 6)::int as n from users where mobile like '+9160%') u`);
    // Approved, as the pictures cards show are (photo privacy): each card of a page gets signed links.
    await db.execute(sql`insert into profile_pictures (profile_id, large_key, thumb_key, is_primary, status)
      select id, 'pictures/' || id || '/bench-large.webp', 'pictures/' || id || '/bench-thumb.webp', true,
        'approved'
      from profiles`);
    const user = (
      (await db.execute(
        // A member who books has proven the number (docs/api.md, Additions: identity and abuse): the
        // booking draft's Lighthouse page holds a date with this account.
        sql`insert into users (name, mobile, mobile_verified_at)
            values ('Bench searcher', '+919000000001', now()) returning id`,
      )) as unknown as Rows<{ id: string }>
    ).rows[0]!;
    const profile = (
      (await db.execute(sql`insert into profiles (user_id, first_name, last_name, gender,
        date_of_birth, marital_status, has_job, relation, approved_on, is_last_selected,
        prefer_marital_status, prefer_with_job, prefer_min_age, prefer_max_age)
      values (${user.id}, 'Bench', 'Searcher', 'female', ${today}::date - 28 * 365, 'never_married', true,
        'self', now(), true, ${FILTER.prefer_marital_status}, ${FILTER.prefer_with_job},
        ${FILTER.prefer_min_age}, ${FILTER.prefer_max_age})
      returning id`)) as unknown as Rows<{ id: string }>
    ).rows[0]!;
    const hall = (
      (await db.execute(sql`select id from halls order by sort_order, name limit 1`)) as unknown as Rows<{
        id: string;
      }>
    ).rows[0]!;
    // A server that has run for a week has looked at every profile for its weekly new-matches notice;
    // left null, the sweep a server runs when it starts would search for all of them while the load runs.
    await db.execute(sql`update profiles set recommendations_notified_at = now()`);
    await db.execute(sql`analyze`);
    const token = await issueToken(db, user.id, systemClock);
    return { token, searcherProfileId: profile.id, hallId: hall.id };
  } finally {
    await database.close();
  }
}
