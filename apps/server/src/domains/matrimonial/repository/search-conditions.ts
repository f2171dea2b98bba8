import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { interests, notInterested, profiles } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';
import type { FilterKey } from './search-types.ts';

/**
 * What a match of the search (a row of `profiles`) must meet besides what the sort's index scan
 * already holds (approved, unpaused, the other gender, the ages): not the searcher's own family, the
 * saved or asked marital status and job, no declined interest with the searching profile, no block
 * either way, not hidden as "not interested", the filters the search asks (decision 038: only those),
 * and, for recommendations, approved after an instant. The city is left out where the index scan
 * already tests it (the age order's, search-age.ts).
 */
export function candidateConditions(
  me: Record<'id' | 'userId', AnyPgColumn>,
  effective: Record<'maritalStatus' | 'withJob', SQL>,
  asked: readonly FilterKey[],
  withCity: boolean,
): (SQL | undefined)[] {
  const ph = sql.placeholder;
  const filter = (key: FilterKey, test: SQL) => (asked.includes(key) ? test : undefined);
  return [
    sql`${profiles.userId} <> ${me.userId}`,
    sql`(${effective.maritalStatus} = 'any' or ${profiles.maritalStatus} = ${effective.maritalStatus})`,
    sql`(${effective.withJob} = 'any' or ${profiles.hasJob} = (${effective.withJob} = 'yes'))`,
    sql`not exists (select 1 from ${interests}
          where least(${interests.fromProfileId}, ${interests.toProfileId}) = least(${me.id}, ${profiles.id})
            and greatest(${interests.fromProfileId}, ${interests.toProfileId}) = greatest(${me.id}, ${profiles.id})
            and ${interests.status} = 'declined')`,
    sql`not ${blockedBetweenSql(me.userId, profiles)}`,
    // `not in` (never null): one hash of the list; `not exists` compared it whole with each row (039).
    sql`${profiles.id} not in (select ni.hidden_profile_id from ${notInterested} ni
          where ni.profile_id = ${me.id} and ni.until > ${ph('now')}::timestamptz)`,
    withCity ? filter('city', sql`lower(btrim(${profiles.city})) = ${ph('city')}::text`) : undefined,
    filter('motherTongue', sql`lower(btrim(${profiles.motherTongue})) = ${ph('motherTongue')}::text`),
    filter('education', sql`${profiles.education} ilike ${ph('education')}::text escape '!'`),
    filter('community', sql`${profiles.community} = ${ph('community')}::text`),
    filter('minHeight', sql`${profiles.heightCm} >= ${ph('minHeight')}::int`),
    filter('maxHeight', sql`${profiles.heightCm} <= ${ph('maxHeight')}::int`),
    filter('verifiedOnly', sql`${profiles.verifiedAt} is not null`),
    sql`(${ph('approvedAfter')}::timestamptz is null or ${profiles.approvedOn} > ${ph('approvedAfter')}::timestamptz)`,
  ];
}
