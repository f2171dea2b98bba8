import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { interests, notInterested, profiles } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';
import type { FilterKey } from './search-types.ts';

/**
 * What a match of the search must meet besides what the sort's index scan already holds (approved,
 * unpaused, the other gender, the ages), in two parts: its own columns (not the searcher's family,
 * the saved or asked marital status and job, the filters the search asks, decision 038: only those;
 * for recommendations, approved after an instant), and the pair's (no declined interest with the
 * searching profile, no block either way, not hidden as "not interested"). The city is left out where
 * the index scan already tests it (the age order's, search-age.ts).
 */
type Me = Record<'id' | 'userId', AnyPgColumn>;
type Effective = Record<'maritalStatus' | 'withJob', SQL>;
const ph = sql.placeholder;

/** The candidate's own columns, on `profiles`: [before the pair's conditions, after them]. */
function columnParts(me: Me, effective: Effective, asked: readonly FilterKey[], withCity: boolean) {
  const filter = (key: FilterKey, test: SQL) => (asked.includes(key) ? test : undefined);
  return [
    [
      sql`${profiles.userId} <> ${me.userId}`,
      sql`(${effective.maritalStatus} = 'any' or ${profiles.maritalStatus} = ${effective.maritalStatus})`,
      sql`(${effective.withJob} = 'any' or ${profiles.hasJob} = (${effective.withJob} = 'yes'))`,
    ],
    [
      withCity ? filter('city', sql`lower(btrim(${profiles.city})) = ${ph('city')}::text`) : undefined,
      filter('motherTongue', sql`lower(btrim(${profiles.motherTongue})) = ${ph('motherTongue')}::text`),
      filter('education', sql`${profiles.education} ilike ${ph('education')}::text escape '!'`),
      filter('community', sql`${profiles.community} = ${ph('community')}::text`),
      filter('minHeight', sql`${profiles.heightCm} >= ${ph('minHeight')}::int`),
      filter('maxHeight', sql`${profiles.heightCm} <= ${ph('maxHeight')}::int`),
      filter('verifiedOnly', sql`${profiles.verifiedAt} is not null`),
      sql`(${ph('approvedAfter')}::timestamptz is null or ${profiles.approvedOn} > ${ph('approvedAfter')}::timestamptz)`,
    ],
  ] as const;
}

/** The pair's conditions, for a candidate given by its id and its owner's id. */
export function pairConditions(me: Me, target: { id: SQL | AnyPgColumn; userId: SQL | AnyPgColumn }): SQL[] {
  return [
    sql`not exists (select 1 from ${interests}
          where least(${interests.fromProfileId}, ${interests.toProfileId}) = least(${me.id}, ${target.id})
            and greatest(${interests.fromProfileId}, ${interests.toProfileId}) = greatest(${me.id}, ${target.id})
            and ${interests.status} = 'declined')`,
    sql`not ${blockedBetweenSql(me.userId, { userId: target.userId as SQL })}`,
    // `not in` (never null): one hash of the list; `not exists` compared it whole with each row (039).
    sql`${target.id} not in (select ni.hidden_profile_id from ${notInterested} ni
          where ni.profile_id = ${me.id} and ni.until > ${ph('now')}::timestamptz)`,
  ];
}

/** The candidate's own columns' conditions alone (the age order tests the pair's after its merge). */
export function columnConditions(
  me: Me,
  effective: Effective,
  asked: readonly FilterKey[],
  withCity: boolean,
): (SQL | undefined)[] {
  const [before, after] = columnParts(me, effective, asked, withCity);
  return [...before, ...after];
}

/** Every condition, on `profiles`, in the order the newest and recently-active statements write them. */
export function candidateConditions(
  me: Me,
  effective: Effective,
  asked: readonly FilterKey[],
  withCity: boolean,
): (SQL | undefined)[] {
  const [before, after] = columnParts(me, effective, asked, withCity);
  return [...before, ...pairConditions(me, profiles), ...after];
}
