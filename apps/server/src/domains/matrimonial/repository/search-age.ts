import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from '../../../db/schema/index.ts';
import { cardColumns } from './rows.ts';

/**
 * The page of the match search's age order (decision 043): by age in years, and
 * within an age by the searcher's tie key, never by the date of birth, which the card does not show.
 *
 * An age is a date-of-birth range aligned to today's month and day: aged `a` ⇔ born after today −
 * (a + 1) years and on or before today − a years. Within it the order is the searcher's rotation of
 * id space: the ids from its pivot (CursorCodec.pivotOf, an HMAC of the searching profile's id under
 * the server's secret) upwards, then the ids below the pivot, each ascending. Profile ids are random
 * (UUID v4), so that order says nothing of anyone's birth date; it is stable for the searcher and
 * starts elsewhere for every other.
 *
 * How it stays an index scan of a few rows a page: an age spans the end of one calendar year of birth
 * and the start of the next, and profiles_search_age_idx is (gender, year of birth, id, date of birth)
 * (profiles_search_city_age_idx the same after the city). For each age, from the youngest, and each
 * side of the pivot in turn, the page merges (Merge Append) two range scans in id order, one per year
 * of birth, each keeping its part of the age by the date of birth inside the index and testing each
 * profile's own columns as its entry comes, then the pair's conditions once on the merged rows, until
 * the page is full: about two index entries per profile looked at, however many share the age (a scan
 * of the age by date of birth would read and sort them all). The nested loops run in the order written: ages ascending (generate_series), the pivot's side
 * first (VALUES, which reads the age so it stays inside its loop), ids ascending; the statement's
 * json_agg orders the page's rows again by the same key.
 */

export const UUID_MIN = '00000000-0000-0000-0000-000000000000';
export const UUID_MAX = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** The UUID just below `id` as PostgreSQL orders them (byte by byte, so as 128-bit numbers). */
export function uuidBefore(id: string): string {
  const h = (BigInt(`0x${id.replaceAll('-', '')}`) - 1n).toString(16).padStart(32, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Whether `id` sorts on the pivot's side (at or above it): lower-case UUIDs compare as PostgreSQL's. */
export const onPivotSide = (id: string, pivot: string) => id.toLowerCase() >= pivot;

export interface AgePageParts {
  /** The searcher's row (alias `me`). */
  me: Record<'gender', AnyPgColumn>;
  minAge: SQL;
  maxAge: SQL;
  /** Today's date (India), as SQL. */
  today: SQL;
  /** The later pages' statement: after the cursor's age (`afterAge`) and id (`afterId`, `afterUpper`). */
  withCursor: boolean;
  /** The city filter's value when the search asks it (served by profiles_search_city_age_idx). */
  city: SQL | undefined;
  /** Whether the searcher may search (a one-time test). */
  gate: SQL;
  /** The other conditions on the candidate's columns, written on `profiles`. */
  conditions: SQL;
  /** The pair's conditions (declined, blocks, hidden), written on the merged rows `t` (id, userId). */
  pairs: SQL;
}

/** The age order's page, as `(select ...) "page"` with the card columns and `sortKey` (the age). */
export function agePageSql(p: AgePageParts): SQL {
  const { me } = p;
  const ph = sql.placeholder;
  const [MIN, MAX] = [sql.raw(`'${UUID_MIN}'::uuid`), sql.raw(`'${UUID_MAX}'::uuid`)];
  const bound = (years: SQL) => sql`(${p.today} - make_interval(years => ${years}))::date`;
  const [newest, oldest] = [bound(sql`s.age`), bound(sql`s.age + 1`)];
  const columns = sql.join(
    (Object.keys(cardColumns) as (keyof typeof cardColumns)[]).map(
      (key) => sql`${cardColumns[key]} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  // One year of birth's part of the age, in id order within the segment (one range of the index),
  // each profile's own columns tested as the index entry comes (one heap fetch, as the other orders'
  // scans do); the pair's conditions (subqueries: declined, blocks, hidden) once, on the merged rows,
  // so that the statement holds them once (PostgreSQL pushes no subquery into a UNION's arms).
  const stream = (end: SQL, part: SQL) => sql`(select ${columns}, s.age::text as "sortKey" from ${profiles}
        where ${profiles.approvedOn} is not null and not ${profiles.isPaused}
          and ${profiles.gender} = (case ${me.gender} when 'male' then 'female' else 'male' end)
          ${p.city ? sql`and lower(btrim(${profiles.city})) = ${p.city}` : sql``}
          and extract(year from ${profiles.dateOfBirth}) = extract(year from ${end}) and ${part}
          and ${profiles.id} >= s.lo and ${profiles.id} <= s.hi${p.withCursor ? sql` and ${profiles.id} > s.after` : sql``}
          and ${p.conditions}
        order by ${profiles.id})`;
  // The two segments of an age: the pivot's side [pivot, max] first, then [min, just below the pivot].
  // On the later pages, `after` starts the cursor's segment after its id (the segment before it in
  // the cursor's age gets the largest UUID: empty); every other segment starts at the smallest.
  const afterId = sql`${ph('afterId')}::uuid`;
  const atCursor = sql`a.age = ${ph('afterAge')}::int`;
  const upper = sql`${ph('afterUpper')}::boolean`;
  const after = p.withCursor
    ? [
        sql`, case when ${atCursor} then (case when ${upper} then ${afterId} else ${MAX} end) else ${MIN} end`,
        sql`, case when ${atCursor} and not ${upper} then ${afterId} else ${MIN} end`,
      ]
    : [sql``, sql``];
  const start = p.withCursor ? sql`greatest(${ph('afterAge')}::int, ${p.minAge})` : p.minAge;
  return sql`(select x.* from generate_series(${start}, ${p.maxAge}) a(age)
    cross join lateral (values
      (a.age, ${ph('pivot')}::uuid, ${MAX}${after[0]}),
      (a.age, ${MIN}, ${ph('pivotBefore')}::uuid${after[1]})
    ) s(age, lo, hi${p.withCursor ? sql`, after` : sql``})
    cross join lateral (
      select * from (${stream(newest, sql`${profiles.dateOfBirth} <= ${newest}`)}
        union all ${stream(oldest, sql`${profiles.dateOfBirth} > ${oldest}`)}) t
      where ${p.pairs}
      order by t.id
      limit ${ph('limit')}
    ) x
    where ${p.gate}
    limit ${ph('limit')}) ${sql.identifier('page')}`;
}
