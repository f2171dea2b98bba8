import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  interests,
  profileBlocks,
  profilePictures,
  profileReports,
  profiles,
  profileViews,
  users,
} from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type PictureRow = typeof profilePictures.$inferSelect;
export type InterestRow = typeof interests.$inferSelect;

/** The columns a profile card shows or a match is judged on (no about text, no timestamps). */
export const cardColumns = {
  id: profiles.id,
  userId: profiles.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  maritalStatus: profiles.maritalStatus,
  hasJob: profiles.hasJob,
  occupation: profiles.occupation,
  education: profiles.education,
  heightCm: profiles.heightCm,
  city: profiles.city,
  state: profiles.state,
  country: profiles.country,
  motherTongue: profiles.motherTongue,
  relation: profiles.relation,
  preferMaritalStatus: profiles.preferMaritalStatus,
  preferWithJob: profiles.preferWithJob,
  preferMinAge: profiles.preferMinAge,
  preferMaxAge: profiles.preferMaxAge,
};
export type CardRow = Pick<ProfileRow, keyof typeof cardColumns>;
/** The columns of a picture a card shows. */
export const cardPictureColumns = {
  id: profilePictures.id,
  isPrimary: profilePictures.isPrimary,
  createdAt: profilePictures.createdAt,
};
export type CardPictureRow = Pick<PictureRow, keyof typeof cardPictureColumns>;

// ---- profiles

/** Serialises a user's profile changes (the active flag, the first profile, limits) and interest sends. */
export async function lockUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export const findUser = async (db: DbOrTx, userId: string) =>
  (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];

const profileById = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_by_id'),
);

export async function findProfile(db: DbOrTx, id: string, lock = false): Promise<ProfileRow | undefined> {
  const [row] = lock
    ? await db.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update')
    : await profileById(db).execute({ id });
  return row;
}

export const findProfiles = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(profiles).where(inArray(profiles.id, ids));

export const listUserProfiles = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));

const activeProfileOfUser = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, sql.placeholder('userId')), eq(profiles.isLastSelected, true)))
    .limit(1)
    .prepare('active_profile_of_user'),
);

export async function findActiveProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await activeProfileOfUser(db).execute({ userId });
  return row;
}

export async function insertProfile(db: DbOrTx, values: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  return row!;
}

export async function updateProfile(
  db: DbOrTx,
  id: string,
  values: Partial<NewProfile>,
): Promise<ProfileRow> {
  const [row] = await db.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row!;
}

export const deleteProfile = (db: DbOrTx, id: string) => db.delete(profiles).where(eq(profiles.id, id));

/** Makes `id` the user's only active profile (two statements: the unique index is checked per row). */
export async function setActiveProfile(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db
    .update(profiles)
    .set({ isLastSelected: false })
    .where(and(eq(profiles.userId, userId), eq(profiles.isLastSelected, true), ne(profiles.id, id)));
  await db.update(profiles).set({ isLastSelected: true }).where(eq(profiles.id, id));
}

export async function listProfilesByStatus(
  db: DbOrTx,
  status: 'pending' | 'approved' | 'rejected' | undefined,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<ProfileRow[]> {
  const where =
    status === 'approved'
      ? isNotNull(profiles.approvedOn)
      : status === 'rejected'
        ? and(isNull(profiles.approvedOn), isNotNull(profiles.rejectionReason))
        : status === 'pending'
          ? and(isNull(profiles.approvedOn), isNull(profiles.rejectionReason))
          : undefined;
  const keyset = after
    ? sql`(${profiles.createdAt}, ${profiles.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(profiles)
    .where(and(where, keyset))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit);
}

// ---- blocks

/**
 * Whether two users are kept apart: either blocked any profile of the other's (decision 021). A block
 * acts between users, so a second profile of the blocked user is kept out as well.
 */
export function blockedBetweenSql(
  actorUserId: string | SQL | Placeholder | AnyPgColumn,
  target: { userId: SQL | typeof profiles.userId },
): SQL {
  return sql`exists (select 1 from ${profileBlocks} pb join ${profiles} bp on bp.id = pb.blocked_profile_id
    where (pb.blocker_user_id = ${actorUserId} and bp.user_id = ${target.userId})
      or (pb.blocker_user_id = ${target.userId} and bp.user_id = ${actorUserId}))`;
}

export async function isBlocked(db: DbOrTx, actorUserId: string, target: ProfileRow): Promise<boolean> {
  const [row] = await db
    .execute<{ blocked: boolean }>(
      sql`select ${blockedBetweenSql(sql`${actorUserId}::uuid`, { userId: sql`${target.userId}::uuid` })} as blocked`,
    )
    .then((r) => (r as unknown as { rows: { blocked: boolean }[] }).rows);
  return Boolean(row?.blocked);
}

export const insertBlock = (db: DbOrTx, blockerUserId: string, blockedProfileId: string, now: Date) =>
  db.insert(profileBlocks).values({ blockerUserId, blockedProfileId, createdAt: now }).onConflictDoNothing();

/** The profiles a user blocked, newest block first (keyset on created_at, profile id). */
export async function listBlocks(
  db: DbOrTx,
  blockerUserId: string,
  limit: number,
  after: { at: Date; id: string } | null,
) {
  const keyset = after
    ? sql`(${profileBlocks.createdAt}, ${profileBlocks.blockedProfileId}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ block: profileBlocks, profile: profiles })
    .from(profileBlocks)
    .innerJoin(profiles, eq(profiles.id, profileBlocks.blockedProfileId))
    .where(and(eq(profileBlocks.blockerUserId, blockerUserId), keyset))
    .orderBy(desc(profileBlocks.createdAt), desc(profileBlocks.blockedProfileId))
    .limit(limit);
}

export const deleteBlock = (db: DbOrTx, blockerUserId: string, blockedProfileId: string) =>
  db
    .delete(profileBlocks)
    .where(
      and(
        eq(profileBlocks.blockerUserId, blockerUserId),
        eq(profileBlocks.blockedProfileId, blockedProfileId),
      ),
    );

// ---- reports

export async function insertReport(
  db: DbOrTx,
  values: { reporterUserId: string; reportedProfileId: string; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(profileReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: profileReports.id });
  return rows.length > 0;
}

export async function listReports(db: DbOrTx, limit: number, after: { createdAt: Date; id: string } | null) {
  const keyset = after
    ? sql`(${profileReports.createdAt}, ${profileReports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ report: profileReports, reporter: users, profile: profiles })
    .from(profileReports)
    .innerJoin(users, eq(users.id, profileReports.reporterUserId))
    .innerJoin(profiles, eq(profiles.id, profileReports.reportedProfileId))
    .where(keyset)
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(limit);
}

// ---- pictures

export const listPictures = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
    .orderBy(asc(profilePictures.createdAt), asc(profilePictures.id));

export async function countPictures(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId));
  return row?.n ?? 0;
}

export async function insertPicture(
  db: DbOrTx,
  values: typeof profilePictures.$inferInsert,
): Promise<PictureRow> {
  const [row] = await db.insert(profilePictures).values(values).returning();
  return row!;
}

export async function findPicture(db: DbOrTx, id: string): Promise<PictureRow | undefined> {
  const [row] = await db.select().from(profilePictures).where(eq(profilePictures.id, id)).limit(1);
  return row;
}

export const deletePicture = (db: DbOrTx, id: string) =>
  db.delete(profilePictures).where(eq(profilePictures.id, id));

export async function setPrimaryPicture(db: DbOrTx, profileId: string, pictureId: string): Promise<void> {
  await db
    .update(profilePictures)
    .set({ isPrimary: false })
    .where(and(eq(profilePictures.profileId, profileId), eq(profilePictures.isPrimary, true)));
  await db.update(profilePictures).set({ isPrimary: true }).where(eq(profilePictures.id, pictureId));
}

export async function primaryPictures(db: DbOrTx, profileIds: string[]): Promise<Map<string, PictureRow>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profilePictures)
    .where(and(inArray(profilePictures.profileId, profileIds), eq(profilePictures.isPrimary, true)));
  return new Map(rows.map((r) => [r.profileId, r]));
}

/** Every picture of these profiles, primary first, oldest first. */
export async function picturesOfProfiles(db: DbOrTx, profileIds: string[]): Promise<PictureRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, profileIds))
    .orderBy(desc(profilePictures.isPrimary), asc(profilePictures.createdAt), asc(profilePictures.id));
}

// ---- views

/**
 * The distinct profiles a user's profiles opened since an instant, and whether `targetId` is one of
 * them (opening it again costs nothing).
 */
export async function profilesViewedSince(db: DbOrTx, userId: string, since: Date, targetId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${profileViews.viewedProfileId})::int`,
      seen: sql<boolean>`coalesce(bool_or(${profileViews.viewedProfileId} = ${targetId}::uuid), false)`,
    })
    .from(profileViews)
    .innerJoin(profiles, eq(profiles.id, profileViews.viewerProfileId))
    .where(and(eq(profiles.userId, userId), gte(profileViews.lastViewedAt, since)));
  return { count: Number(row?.count ?? 0), seen: Boolean(row?.seen) };
}

export async function recordView(db: DbOrTx, viewerProfileId: string, viewedProfileId: string, now: Date) {
  await db
    .insert(profileViews)
    .values({ viewerProfileId, viewedProfileId, firstViewedAt: now, lastViewedAt: now, viewCount: 1 })
    .onConflictDoUpdate({
      target: [profileViews.viewerProfileId, profileViews.viewedProfileId],
      set: { lastViewedAt: now, viewCount: sql`${profileViews.viewCount} + 1` },
    });
}

/** Views by (`mine` = viewer) or of (`mine` = viewed) a profile, newest first, hiding unapproved and blocked profiles. */
export async function listViews(
  db: DbOrTx,
  me: { userId: string; profileId: string },
  direction: 'viewed-by-me' | 'my-viewers',
  limit: number,
  after: { at: Date; id: string } | null,
) {
  const mineCol = direction === 'viewed-by-me' ? profileViews.viewerProfileId : profileViews.viewedProfileId;
  const otherCol = direction === 'viewed-by-me' ? profileViews.viewedProfileId : profileViews.viewerProfileId;
  const keyset = after
    ? sql`(${profileViews.lastViewedAt}, ${otherCol}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ view: profileViews, profile: profiles })
    .from(profileViews)
    .innerJoin(profiles, eq(profiles.id, otherCol))
    .where(
      and(
        eq(mineCol, me.profileId),
        isNotNull(profiles.approvedOn),
        sql`not ${blockedBetweenSql(me.userId, profiles)}`,
        keyset,
      ),
    )
    .orderBy(desc(profileViews.lastViewedAt), desc(otherCol))
    .limit(limit);
}

// ---- interests

/** Interests a user's profiles sent since an instant, and when the oldest of them was sent. */
export async function interestsSentSince(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${interests.createdAt})` })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.fromProfileId))
    .where(and(eq(profiles.userId, userId), gt(interests.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function findInterestBetween(
  db: DbOrTx,
  a: string,
  b: string,
): Promise<InterestRow | undefined> {
  const [row] = await db
    .select()
    .from(interests)
    .where(
      sql`least(${interests.fromProfileId}, ${interests.toProfileId}) = least(${a}::uuid, ${b}::uuid)
        and greatest(${interests.fromProfileId}, ${interests.toProfileId}) = greatest(${a}::uuid, ${b}::uuid)`,
    )
    .limit(1)
    .for('update');
  return row;
}

export async function findInterest(db: DbOrTx, id: string, lock = false): Promise<InterestRow | undefined> {
  const q = db.select().from(interests).where(eq(interests.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertInterest(
  db: DbOrTx,
  values: typeof interests.$inferInsert,
): Promise<InterestRow> {
  const [row] = await db.insert(interests).values(values).returning();
  return row!;
}

export async function updateInterest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof interests.$inferInsert>,
): Promise<InterestRow> {
  const [row] = await db.update(interests).set(values).where(eq(interests.id, id)).returning();
  return row!;
}

export async function listInterests(
  db: DbOrTx,
  me: { userId: string; profileId: string },
  direction: 'received' | 'sent',
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<InterestRow[]> {
  const mineCol = direction === 'received' ? interests.toProfileId : interests.fromProfileId;
  const otherCol = direction === 'received' ? interests.fromProfileId : interests.toProfileId;
  const keyset = after
    ? sql`(${interests.createdAt}, ${interests.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ interest: interests })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, otherCol))
    .where(
      and(
        eq(mineCol, me.profileId),
        // A withdrawn interest disappears for its receiver.
        direction === 'received' ? ne(interests.status, 'withdrawn') : undefined,
        sql`not ${blockedBetweenSql(me.userId, profiles)}`,
        keyset,
      ),
    )
    .orderBy(desc(interests.createdAt), desc(interests.id))
    .limit(limit);
  return rows.map((r) => r.interest);
}

/**
 * Owners' contacts for the profiles in `profileIds` that have an accepted interest with one of
 * the viewer's profiles (and no block either way).
 */
export async function acceptedContacts(
  db: DbOrTx,
  viewerUserId: string,
  profileIds: string[],
): Promise<Map<string, { mobile: string; name: string }>> {
  if (profileIds.length === 0) return new Map();
  const mine = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, viewerUserId));
  const rows = await db
    .select({ from: interests.fromProfileId, to: interests.toProfileId })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(inArray(interests.fromProfileId, profileIds), inArray(interests.toProfileId, mine)),
          and(inArray(interests.toProfileId, profileIds), inArray(interests.fromProfileId, mine)),
        ),
      ),
    );
  if (rows.length === 0) return new Map();
  const wanted = new Set(profileIds);
  const pairs = rows.map((r) =>
    wanted.has(r.from) ? { other: r.from, mine: r.to } : { other: r.to, mine: r.from },
  );
  const owners = await db
    .select({ profileId: profiles.id, userId: users.id, mobile: users.mobile, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      inArray(
        profiles.id,
        pairs.map((p) => p.other),
      ),
    );
  const ownerIds = [...new Set(owners.map((o) => o.userId))];
  const blockedProfiles = alias(profiles, 'blocked_profile');
  const blocks =
    ownerIds.length === 0
      ? []
      : await db
          .select({ blocker: profileBlocks.blockerUserId, blocked: blockedProfiles.userId })
          .from(profileBlocks)
          .innerJoin(blockedProfiles, eq(blockedProfiles.id, profileBlocks.blockedProfileId))
          .where(
            or(
              and(eq(profileBlocks.blockerUserId, viewerUserId), inArray(blockedProfiles.userId, ownerIds)),
              and(inArray(profileBlocks.blockerUserId, ownerIds), eq(blockedProfiles.userId, viewerUserId)),
            ),
          );
  const out = new Map<string, { mobile: string; name: string }>();
  for (const pair of pairs) {
    const owner = owners.find((o) => o.profileId === pair.other);
    if (!owner) continue;
    // A block between the two users, whichever of their profiles it named.
    const blocked = blocks.some((b) => b.blocker === owner.userId || b.blocked === owner.userId);
    if (!blocked) out.set(pair.other, { mobile: owner.mobile, name: owner.name });
  }
  return out;
}

// ---- search

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
}

const ph = sql.placeholder;

const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
/** A match as the search statement writes it: the card columns, the primary picture's, the flag. */
type MatchJson = CardRow & {
  pictureId: string | null;
  pictureCreatedAt: string | null;
  acceptedInterest: boolean;
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
 * joins it to one of the searcher's profiles (only those can show a contact), so a page of cards needs
 * no further round trip in the usual case.
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
  // A match is one flat JSON object (json_agg of a row): the card columns, the primary picture's
  // columns and the accepted-interest flag. Building nested objects with json_build_object cost
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
            ${at('profile_pictures', profilePictures.createdAt.name)} as "pictureCreatedAt",
            exists (select 1 from ${interests} i
              where i.status = 'accepted'
                and ((i.from_profile_id = ${pageId}
                      and i.to_profile_id in (select mine.id from ${profiles} mine where mine.user_id = ${ownerId}))
                  or (i.to_profile_id = ${pageId}
                      and i.from_profile_id in (select mine.id from ${profiles} mine where mine.user_id = ${ownerId})))
            ) as "acceptedInterest"
          from ${page}
          left join ${profilePictures}
            on ${at('profile_pictures', profilePictures.profileId.name)} = ${pageId}
            and ${at('profile_pictures', profilePictures.isPrimary.name)}
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
    matches: row.page.map(({ pictureId, pictureCreatedAt, acceptedInterest, ...profile }) => ({
      profile,
      primaryPicture:
        pictureId === null
          ? null
          : { id: pictureId, isPrimary: true, createdAt: new Date(pictureCreatedAt!) },
      acceptedInterest,
    })),
  };
}
