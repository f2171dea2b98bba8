import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardInterestStatus, SearchSort } from '@samaj/shared';
import {
  FILTER_KEYS,
  filtersAsked,
  type FilterKey,
  type SearchParams,
  type SearchRow,
  type Searcher,
} from './search-types.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { interests, profilePictures, profiles, shortlists, users } from '../../../db/schema/index.ts';
import { agePageSql, onPivotSide, uuidBefore } from './search-age.ts';
import { candidateConditions, columnConditions, pairConditions } from './search-conditions.ts';
import { cardColumns, cardRowAt, type CardJson } from './rows.ts';

/** The match search in one prepared statement (decision 015). */

export * from './search-types.ts';

// ---- a match as the statement writes it, and as the server reads it back ----

/** A match as the search statement writes it: the card columns, the primary picture's, the flags. */
type MatchJson = CardJson & {
  pictureId: string | null;
  pictureIsPrimary: boolean | null;
  pictureCreatedAt: string | null;
  acceptedInterest: boolean;
  contactMobile: string | null;
  contactName: string | null;
  interestStatus: CardInterestStatus;
  shortlisted: boolean;
  sortKey: string;
};
/**
 * The statement writes each match as a JSON array of these columns, in this order (decision 035):
 * half the bytes of an object with its keys, which took PostgreSQL longer to write and the server
 * twice as long to parse. `searchRowAt` reads a match back by these names.
 */
export const MATCH_FIELDS = [
  ...(Object.keys(cardColumns) as (keyof typeof cardColumns)[]),
  'pictureId',
  'pictureIsPrimary',
  'pictureCreatedAt',
  'acceptedInterest',
  'contactMobile',
  'contactName',
  'interestStatus',
  'shortlisted',
  'sortKey',
] as const satisfies readonly (keyof MatchJson)[];
/** Compiles only while every column of MatchJson is in MATCH_FIELDS. */
type Unwritten = Exclude<keyof MatchJson, (typeof MATCH_FIELDS)[number]>;
const _everyMatchColumnWritten: [Unwritten] extends [never] ? true : Unwritten = true;
/** Each column's index in a match's array. */
const AT = Object.fromEntries(MATCH_FIELDS.map((key, i) => [key, i])) as Record<keyof MatchJson, number>;

/** A match of the statement's page (an array of MATCH_FIELDS) as the search's row. */
function searchRowAt(m: unknown[]): SearchRow {
  const pictureId = m[AT.pictureId] as MatchJson['pictureId'];
  return {
    profile: cardRowAt(m),
    primaryPicture:
      pictureId === null
        ? null
        : {
            id: pictureId,
            isPrimary: m[AT.pictureIsPrimary] === true,
            // The statement brings approved pictures only.
            status: 'approved',
            rejectionReason: null,
            createdAt: new Date(m[AT.pictureCreatedAt] as string),
          },
    acceptedInterest: m[AT.acceptedInterest] as MatchJson['acceptedInterest'],
    contact:
      m[AT.contactMobile] === null
        ? null
        : { mobile: m[AT.contactMobile] as string, name: m[AT.contactName] as string },
    interestStatus: m[AT.interestStatus] as MatchJson['interestStatus'],
    shortlisted: m[AT.shortlisted] as MatchJson['shortlisted'],
    sortKey: m[AT.sortKey] as MatchJson['sortKey'],
  };
}

// ---- the statement ----

const ph = sql.placeholder;
const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

/** The column of the newest and recently-active sorts (descending, then id descending). */
const SORT_COLUMNS = { newest: profiles.createdAt, recently_active: profiles.lastActiveAt } as const;

/**
 * One statement, one round trip, for a whole search: the searcher's profile (if it is the caller's)
 * and, when it may search, its page of matches (decision 015).
 *
 * The matches are approved, unpaused profiles of the other gender in a date-of-birth range, in the
 * sort's order: youngest first by age in years, ties in the searcher's own order (search-age.ts:
 * ordered no finer than the card shows, decision 043), newest first ((created_at, id),
 * profiles_search_newest_idx) or most recently active first ((last_active_at, id),
 * profiles_search_active_idx), each keyset-paged. The filters of the search (city, mother tongue,
 * education, community, height, verified only) and the searcher's "not interested" list filter that
 * scan. A filter left out takes the searcher's saved preference. Ages become a date range, which the
 * index serves: aged >= min ⇔ born on or before today − min years; aged <= max ⇔ born after today −
 * (max + 1) years, where `date - n years` turns 29 February into 28 February (search-ages.test.ts
 * holds this to rules.ts ageOn around leap days). Each match brings its primary picture (one entry of
 * profile_pictures_card_idx), whether an accepted interest joins it to one of the searcher's family's
 * profiles (only those can show a contact), and where the interest between the searching profile and
 * it stands, so a page of cards needs no further round trip in the usual case: the family's profile
 * ids read once for the page, then for each match one lateral looks their pairs up by the pair's key
 * (whatever the number of interests a popular profile received) for both (decision 039).
 *
 * The statement answers one row, or none when the profile is not the caller's: `searcher`, and `page`,
 * a JSON array of the matches in order, each an array of MATCH_FIELDS (empty when the searcher is not
 * approved or not active). The page is taken first (the index scan, the filters, the order, the
 * limit), and then, for its rows alone, the picture join, the JSON and the accepted-interest check:
 * whatever plan PostgreSQL keeps for the prepared statement, those never run over every match. The
 * first page and the later ones (with the keyset condition) are two statements, each prepared once.
 */
export function searchStatement(
  db: DbOrTx,
  sort: SearchSort,
  withCursor: boolean,
  asked: readonly FilterKey[] = [],
) {
  const me = alias(profiles, 'me');
  const effective = {
    maritalStatus: sql`coalesce(${ph('preferMaritalStatus')}::text, ${me.preferMaritalStatus})`,
    withJob: sql`coalesce(${ph('preferWithJob')}::text, ${me.preferWithJob})`,
    minAge: sql`coalesce(${ph('preferMinAge')}::int, ${me.preferMinAge})`,
    maxAge: sql`coalesce(${ph('preferMaxAge')}::int, ${me.preferMaxAge})`,
  };
  const today = sql`${ph('today')}::date`;
  // The age range, as the sort's scan meets it. For the newest and recently-active sorts it is written
  // `date_of_birth + 0`, which no index serves: a kept (generic) plan cannot know the range's width and
  // guesses it narrow (0.5% of the rows), so it read the range by profiles_search_idx and sorted it
  // (the whole range: 108 ms at 20,000 profiles) instead of reading the sort's own index in order and
  // stopping at a page (decision 015). A statement planned with its values each time (more
  // than KEPT_PLAN_MAX_FILTERS filters) keeps the column, whose statistics give the range its width.
  const dob = !runsOnKeptPlan(asked)
    ? { upper: sql`${profiles.dateOfBirth}`, lower: sql`${profiles.dateOfBirth}` }
    : { upper: sql`(${profiles.dateOfBirth} + 0)`, lower: sql`(${profiles.dateOfBirth} - 0)` };
  // Each statement is written for the filters its search asks, and only those (decision 038).
  const filter = (key: FilterKey, test: SQL) => (asked.includes(key) ? test : undefined);
  const gate = sql`${me.approvedOn} is not null and (${me.isLastSelected} or not ${ph('activeOnly')}::boolean)`;

  // The newest and recently-active orders: by their column, then id, a backward range scan of the
  // sort's index. The card columns under their TypeScript names, so that each match becomes its JSON
  // object as it is; the key exact: an instant in UTC with its microseconds (a JS Date has only ms).
  const timePage = (column: AnyPgColumn) => {
    const sortKey = sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    return db
      .select({
        ...Object.fromEntries(keysOf(cardColumns).map((key) => [key, sql`${cardColumns[key]}`.as(key)])),
        sortKey: sortKey.as('sortKey'),
      })
      .from(profiles)
      .where(
        and(
          gate,
          // Both conditions of the partial search indexes, as they are written there.
          isNotNull(profiles.approvedOn),
          sql`not ${profiles.isPaused}`,
          sql`${profiles.gender} = (case ${me.gender} when 'male' then 'female' else 'male' end)`,
          sql`${dob.upper} <= (${today} - make_interval(years => ${effective.minAge}))::date`,
          sql`${dob.lower} > (${today} - make_interval(years => ${effective.maxAge} + 1))::date`,
          withCursor
            ? sql`(${column}, ${profiles.id}) < (${ph('afterKey')}::timestamptz, ${ph('afterId')}::uuid)`
            : undefined,
          ...candidateConditions(me, effective, asked, true),
        ),
      )
      .orderBy(desc(column), desc(profiles.id))
      .limit(ph('limit'))
      .as('page');
  };
  // The age order's page: by age in years, then the searcher's tie key (search-age.ts, decision 043).
  const page =
    sort === 'age'
      ? agePageSql({
          me,
          minAge: effective.minAge,
          maxAge: effective.maxAge,
          today,
          withCursor,
          city: filter('city', sql`${ph('city')}::text`),
          gate,
          conditions: and(...columnConditions(me, effective, asked, false))!,
          pairs: and(...pairConditions(me, { id: sql`t.id`, userId: sql`t."userId"` }))!,
        })
      : timePage(SORT_COLUMNS[sort]);
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
    'lastActiveAt',
  ];
  const searcher = sql.join(
    searcherFields.map((key) => sql`${sql.raw(`'${key}'`)}, ${mine(profiles[key])}`),
    sql`, `,
  );
  // A match is one flat JSON array (MATCH_FIELDS): the card columns, the card picture's columns
  // (approved pictures only: the primary if approved, else the earliest approved; whether the viewer
  // may see it is profile/presenter.ts's call) and the flags. Nested objects (json_build_object) cost PostgreSQL
  // twice as much as a flat row; the row as an object (json_agg of it) 10% more than the array, and
  // its keys doubled the bytes the server parses (decision 035).
  // The owner's contact, for a match with an accepted interest only (the search leaves out blocked
  // pairs): in the statement, rather than three more queries for the page. The flag stays a join's
  // column (a subquery's is copied into each expression reading it: it ran thrice; decision 039).
  const contactOf = (column: AnyPgColumn) =>
    sql`case when m."acceptedInterest" then (select ${column} from ${users} where ${users.id} = m."userId") end`;
  const computed = { contactMobile: contactOf(users.mobile), contactName: contactOf(users.name) };
  const picture = at('profile_pictures', profilePictures.id.name);
  const pageId = at('page', 'id');
  const ownerId = mine(profiles.userId);
  const pageOrder =
    sort === 'age'
      ? sql`m."sortKey"::int, m."id" < ${ph('pivot')}::uuid, m."id"`
      : sql`m."sortKey" desc, m."id" desc`;
  return db
    .select({
      searcher: sql<Searcher>`json_build_object(${searcher}, 'approved', ${mine(profiles.approvedOn)} is not null)`,
      page: sql<unknown[][]>`(
        select coalesce(json_agg(json_build_array(${sql.join(
          MATCH_FIELDS.map((key) => computed[key as keyof typeof computed] ?? sql.raw(`m."${key}"`)),
          sql`, `,
        )})
          order by ${pageOrder}), '[]'::json)
        from (
          select page.*,
            ${picture} as "pictureId",
            ${at('profile_pictures', profilePictures.isPrimary.name)} as "pictureIsPrimary",
            ${at('profile_pictures', profilePictures.createdAt.name)} as "pictureCreatedAt",
            coalesce(pair.accepted, false) as "acceptedInterest",
            coalesce(pair.status, 'none') as "interestStatus",
            exists (select 1 from ${shortlists} s
              where s.profile_id = ${mine(profiles.id)} and s.shortlisted_profile_id = ${pageId}) as "shortlisted"
          from (select array(select f.id from ${profiles} f where f.user_id = ${ownerId}) as ids) family
          cross join ${page}
          left join lateral (
            select pp.id, pp.is_primary, pp.created_at from ${profilePictures} pp
            where pp.profile_id = ${pageId} and pp.status = 'approved'
            order by pp.is_primary desc, pp.created_at, pp.id
            limit 1
          ) ${sql.identifier('profile_pictures')} on true
          left join lateral (
            select bool_or(i.status = 'accepted') as accepted,
              min(case
                when f.id <> ${mine(profiles.id)} then null
                when i.status in ('accepted', 'declined') then i.status
                when i.status = 'pending' and i.from_profile_id = f.id then 'sent'
                when i.status = 'pending' then 'received'
              end) as status
            from unnest(family.ids) f(id) join ${interests} i
              on least(i.from_profile_id, i.to_profile_id) = least(f.id, ${pageId})
              and greatest(i.from_profile_id, i.to_profile_id) = greatest(f.id, ${pageId})
          ) pair on true
        ) m)`,
    })
    .from(me)
    .where(and(eq(me.id, ph('searcherId')), eq(me.userId, ph('userId'))));
}

/** A LIKE pattern matching `text` literally (escape character `!`). */
const likeLiteral = (text: string) => text.replace(/[!%_]/g, '!$&');

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
    now: p.now.toISOString(),
    city: p.filters.city,
    motherTongue: p.filters.motherTongue,
    education: p.filters.education === null ? null : `%${likeLiteral(p.filters.education)}%`,
    community: p.filters.community,
    minHeight: p.filters.minHeight,
    maxHeight: p.filters.maxHeight,
    verifiedOnly: p.filters.verifiedOnly,
    approvedAfter: p.approvedAfter?.toISOString() ?? null,
    activeOnly: p.activeOnly ?? true,
    afterKey: p.after?.key ?? null,
    afterId: p.after?.id ?? null,
    // The age order (search-age.ts): the searcher's pivot, the id just below it, and the cursor's age
    // and side of the pivot.
    pivot: p.pivot,
    pivotBefore: uuidBefore(p.pivot),
    afterAge: p.after ? Number(p.after.key) : null,
    afterUpper: p.after ? onPivotSide(p.after.id, p.pivot) : null,
    limit: p.limit,
  };
}

/**
 * Searches asking at most this many filters run on a kept (generic) plan; more, on a plan made for
 * their values each time. Bounds the named statements a connection keeps: (1 + 7 + 21) filter sets
 * for each sort and page kind, 174 in all (decision 038).
 */
export const KEPT_PLAN_MAX_FILTERS = 2;

/** Whether a search asking `asked` runs a named statement on a kept plan (else unnamed, planned each time). */
export const runsOnKeptPlan = (asked: readonly FilterKey[]) => asked.length <= KEPT_PLAN_MAX_FILTERS;

type PreparedSearch = (db: DbOrTx) => ReturnType<ReturnType<typeof searchStatement>['prepare']>;
const statements = new Map<string, PreparedSearch>();

/**
 * The prepared statement for a sort, a page kind and a set of filters asked, made on first use. Named
 * (`search_age_first_page`, then `_f<bits of FILTER_KEYS>` when filters are asked) when it runs on a
 * kept plan, so each connection parses and plans it once; unnamed otherwise.
 */
function statementFor(sort: SearchSort, withCursor: boolean, asked: readonly FilterKey[]): PreparedSearch {
  const bits = asked.reduce((n, key) => n | (1 << FILTER_KEYS.indexOf(key)), 0);
  const name = `search_${sort}_${withCursor ? 'next' : 'first'}_page${bits ? `_f${bits}` : ''}`;
  let statement = statements.get(name);
  if (!statement) {
    const prepareAs = runsOnKeptPlan(asked) ? name : '';
    statement = preparedQuery((db) => searchStatement(db, sort, withCursor, asked).prepare(prepareAs));
    statements.set(name, statement);
  }
  return statement;
}

/**
 * The searcher and its page of matches, or undefined when the profile is not the caller's. A search
 * asking at most KEPT_PLAN_MAX_FILTERS filters runs its named statement on `keptPlans` when given
 * (Database.keptPlans: its generic plan, checked at a million profiles, kept rather than planned
 * again each time; decision 038); one asking more, unnamed on `db`, planned with its values.
 */
export async function searchProfiles(
  db: DbOrTx,
  p: SearchParams,
  keptPlans: DbOrTx = db,
): Promise<{ searcher: Searcher; matches: SearchRow[] } | undefined> {
  const asked = filtersAsked(p.filters);
  const statement = statementFor(p.sort, p.after !== null, asked);
  const [row] = await statement(runsOnKeptPlan(asked) ? keptPlans : db).execute(searchValues(p));
  if (!row) return undefined;
  return {
    searcher: row.searcher,
    matches: row.page.map(searchRowAt),
  };
}
