import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardInterestStatus } from '@samaj/shared';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { interests, profilePictures, profiles } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';
import type { CardPictureRow, CardRow } from './rows.ts';
import { cardColumns } from './rows.ts';

/** The match search in one prepared statement (decision 015). */

/** What a search needs to know of the searcher: the checks, the saved preferences, the mutual test. */
export interface Searcher {
  id: string;
  userId: string;
  gender: string;
  dateOfBirth: string;
  maritalStatus: string;
  hasJob: boolean;
  approved: boolean;
  isLastSelected: boolean;
  preferMaritalStatus: string;
  preferWithJob: string;
  preferMinAge: number;
  preferMaxAge: number;
}

export interface SearchParams {
  userId: string;
  searcherId: string;
  /** The filters asked for; a null one takes the searcher's saved preference. */
  preferMaritalStatus: string | null;
  preferWithJob: string | null;
  preferMinAge: number | null;
  preferMaxAge: number | null;
  /** Today (YYYY-MM-DD, India): ages are counted on it. */
  today: string;
  limit: number;
  after: { dateOfBirth: string; id: string } | null;
}

export interface SearchRow {
  profile: CardRow;
  primaryPicture: CardPictureRow | null;
  acceptedInterest: boolean;
  /** The interest between the searching profile and this one, as the searcher sees it. */
  interestStatus: CardInterestStatus;
}

const ph = sql.placeholder;

const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
/** A match as the search statement writes it: the card columns, the primary picture's, the flag. */
type MatchJson = CardRow & {
  pictureId: string | null;
  pictureIsPrimary: boolean | null;
  pictureCreatedAt: string | null;
  acceptedInterest: boolean;
  interestStatus: CardInterestStatus;
};

/**
 * One statement, one round trip, for a whole search: the searcher's profile (if it is the caller's)
 * and, when it may search, its page of matches (decision 015).
 *
 * The matches are approved profiles of the other gender in a date-of-birth range, youngest first,
 * keyset on (dob, id): a range scan of profiles_search_idx however deep the page. A filter left out
 * takes the searcher's saved preference. Ages become a date range, which the index serves: aged >= min
 * ⇔ born on or before today − min years; aged <= max ⇔ born after today − (max + 1) years, where
 * `date - n years` turns 29 February into 28 February (search-ages.test.ts holds this to rules.ts
 * ageOn around leap days). Each match brings its primary picture and whether an accepted interest
 * joins it to one of the searcher's profiles (only those can show a contact), and where the interest
 * between the searching profile and it stands (one row per pair, found by the pair's index), so a page
 * of cards needs no further round trip in the usual case.
 *
 * The statement answers one row, or none when the profile is not the caller's: `searcher`, and `page`,
 * a JSON array of the matches in order (empty when the searcher is not approved or not active). The
 * page is taken first (the index scan, the filters, the order, the limit), and then, for its rows
 * alone, the picture join, the JSON and the accepted-interest check: whatever plan PostgreSQL keeps
 * for the prepared statement, those never run over every match. The first page and the later ones
 * (with the keyset condition) are two statements, each prepared once.
 */
export function searchStatement(db: DbOrTx, withCursor: boolean) {
  const me = alias(profiles, 'me');
  const effective = {
    maritalStatus: sql`coalesce(${ph('preferMaritalStatus')}::text, ${me.preferMaritalStatus})`,
    withJob: sql`coalesce(${ph('preferWithJob')}::text, ${me.preferWithJob})`,
    minAge: sql`coalesce(${ph('preferMinAge')}::int, ${me.preferMinAge})`,
    maxAge: sql`coalesce(${ph('preferMaxAge')}::int, ${me.preferMaxAge})`,
  };
  const today = sql`${ph('today')}::date`;
  // The card columns under their TypeScript names, so that each match becomes its JSON object as it is.
  const page = db
    .select(Object.fromEntries(keysOf(cardColumns).map((key) => [key, sql`${cardColumns[key]}`.as(key)])))
    .from(profiles)
    .where(
      and(
        sql`${me.approvedOn} is not null and ${me.isLastSelected}`,
        isNotNull(profiles.approvedOn),
        sql`${profiles.gender} = (case ${me.gender} when 'male' then 'female' else 'male' end)`,
        sql`${profiles.dateOfBirth} <= (${today} - make_interval(years => ${effective.minAge}))::date`,
        sql`${profiles.dateOfBirth} > (${today} - make_interval(years => ${effective.maxAge} + 1))::date`,
        withCursor
          ? sql`(${profiles.dateOfBirth}, ${profiles.id}) < (${ph('afterDob')}::date, ${ph('afterId')}::uuid)`
          : undefined,
        sql`${profiles.userId} <> ${me.userId}`,
        sql`(${effective.maritalStatus} = 'any' or ${profiles.maritalStatus} = ${effective.maritalStatus})`,
        sql`(${effective.withJob} = 'any' or ${profiles.hasJob} = (${effective.withJob} = 'yes'))`,
        sql`not exists (select 1 from ${interests}
          where least(${interests.fromProfileId}, ${interests.toProfileId}) = least(${me.id}, ${profiles.id})
            and greatest(${interests.fromProfileId}, ${interests.toProfileId}) = greatest(${me.id}, ${profiles.id})
            and ${interests.status} = 'declined')`,
        sql`not ${blockedBetweenSql(me.userId, profiles)}`,
      ),
    )
    .orderBy(desc(profiles.dateOfBirth), desc(profiles.id))
    .limit(ph('limit'))
    .as('page');
  // Drizzle writes the columns of a one-table select's fields without their table, which is ambiguous
  // here: these name every column with its table.
  const at = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const mine = (column: AnyPgColumn) => at('me', column.name);
  const searcherFields: Exclude<keyof Searcher, 'approved'>[] = [
    'id',
    'userId',
    'gender',
    'dateOfBirth',
    'maritalStatus',
    'hasJob',
    'isLastSelected',
    'preferMaritalStatus',
    'preferWithJob',
    'preferMinAge',
    'preferMaxAge',
  ];
  const searcher = sql.join(
    searcherFields.map((key) => sql`${sql.raw(`'${key}'`)}, ${mine(profiles[key])}`),
    sql`, `,
  );
  // A match is one flat JSON object (json_agg of a row): the card columns, the card picture's
  // columns (approved pictures only: the primary if approved, else the earliest approved; whether the
  // viewer may see it is answers.ts's call) and the accepted-interest flag. Building nested objects with json_build_object cost
  // PostgreSQL twice as much.
  const picture = at('profile_pictures', profilePictures.id.name);
  const pageId = at('page', 'id');
  const ownerId = mine(profiles.userId);
  return db
    .select({
      searcher: sql<Searcher>`json_build_object(${searcher}, 'approved', ${mine(profiles.approvedOn)} is not null)`,
      page: sql<MatchJson[]>`(
        select coalesce(json_agg(m order by m."dateOfBirth" desc, m."id" desc), '[]'::json)
        from (
          select page.*,
            ${picture} as "pictureId",
            ${at('profile_pictures', profilePictures.isPrimary.name)} as "pictureIsPrimary",
            ${at('profile_pictures', profilePictures.createdAt.name)} as "pictureCreatedAt",
            exists (select 1 from ${interests} i
              where i.status = 'accepted'
                and ((i.from_profile_id = ${pageId}
                      and i.to_profile_id in (select mine.id from ${profiles} mine where mine.user_id = ${ownerId}))
                  or (i.to_profile_id = ${pageId}
                      and i.from_profile_id in (select mine.id from ${profiles} mine where mine.user_id = ${ownerId})))
            ) as "acceptedInterest",
            coalesce((select case
                  when i.status in ('accepted', 'declined') then i.status
                  when i.status = 'pending' and i.from_profile_id = ${mine(profiles.id)} then 'sent'
                  when i.status = 'pending' then 'received'
                end
              from ${interests} i
              where least(i.from_profile_id, i.to_profile_id) = least(${mine(profiles.id)}, ${pageId})
                and greatest(i.from_profile_id, i.to_profile_id) = greatest(${mine(profiles.id)}, ${pageId})
              limit 1), 'none') as "interestStatus"
          from ${page}
          left join lateral (
            select pp.id, pp.is_primary, pp.created_at from ${profilePictures} pp
            where pp.profile_id = ${pageId} and pp.status = 'approved'
            order by pp.is_primary desc, pp.created_at, pp.id
            limit 1
          ) ${sql.identifier('profile_pictures')} on true
        ) m)`,
    })
    .from(me)
    .where(and(eq(me.id, ph('searcherId')), eq(me.userId, ph('userId'))));
}

/** The values of searchStatement's placeholders. */
export function searchValues(p: SearchParams): Record<string, unknown> {
  return {
    userId: p.userId,
    searcherId: p.searcherId,
    preferMaritalStatus: p.preferMaritalStatus,
    preferWithJob: p.preferWithJob,
    preferMinAge: p.preferMinAge,
    preferMaxAge: p.preferMaxAge,
    today: p.today,
    afterDob: p.after?.dateOfBirth ?? null,
    afterId: p.after?.id ?? null,
    limit: p.limit,
  };
}

const searchFirstPage = preparedQuery((db) => searchStatement(db, false).prepare('search_first_page'));
const searchNextPage = preparedQuery((db) => searchStatement(db, true).prepare('search_next_page'));

/** The searcher and its page of matches, or undefined when the profile is not the caller's. */
export async function searchProfiles(
  db: DbOrTx,
  p: SearchParams,
): Promise<{ searcher: Searcher; matches: SearchRow[] } | undefined> {
  const [row] = await (p.after ? searchNextPage : searchFirstPage)(db).execute(searchValues(p));
  if (!row) return undefined;
  return {
    searcher: row.searcher,
    matches: row.page.map(
      ({ pictureId, pictureIsPrimary, pictureCreatedAt, acceptedInterest, interestStatus, ...profile }) => ({
        profile,
        primaryPicture:
          pictureId === null
            ? null
            : {
                id: pictureId,
                isPrimary: pictureIsPrimary === true,
                // The statement brings approved pictures only.
                status: 'approved',
                rejectionReason: null,
                createdAt: new Date(pictureCreatedAt!),
              },
        acceptedInterest,
        interestStatus,
      }),
    ),
  };
}
