import { and, count, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { profileConsentCodes, profilePictures, profiles, users } from '../../../db/schema/index.ts';

/** Completeness's pictures, the office's verification and the candidate's consent codes. */

/** Pictures that count towards completeness (pending or approved, not rejected), per profile. */
export async function livePictureCounts(db: DbOrTx, profileIds: string[]): Promise<Map<string, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ profileId: profilePictures.profileId, n: count() })
    .from(profilePictures)
    .where(and(inArray(profilePictures.profileId, profileIds), ne(profilePictures.status, 'rejected')))
    .groupBy(profilePictures.profileId);
  return new Map(rows.map((r) => [r.profileId, r.n]));
}

/** Approves a profile's pending pictures along with it (the admin saw them on the review page). */
export const approvePendingPictures = (db: DbOrTx, profileId: string, adminId: string | null, now: Date) =>
  db
    .update(profilePictures)
    .set({ status: 'approved', reviewedAt: now, reviewedByUserId: adminId, rejectionReason: null })
    .where(and(eq(profilePictures.profileId, profileId), eq(profilePictures.status, 'pending')))
    .returning({ id: profilePictures.id });

/** The accounts that keep profiles, as the office calls them: name and number, by user id. */
export async function accountHolders(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { name: string; mobile: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, mobile: r.mobile }]));
}

/** The names of the admins who verified, by user id. */
export async function userNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const findConsentCode = async (db: DbOrTx, profileId: string) =>
  (
    await db.select().from(profileConsentCodes).where(eq(profileConsentCodes.profileId, profileId)).limit(1)
  )[0];

/**
 * Stores the profile's live code, replacing an older one only when it was sent before `resendCutoff`;
 * answers false when a racing request stored one just now.
 */
export async function replaceConsentCode(
  db: DbOrTx,
  values: typeof profileConsentCodes.$inferInsert,
  resendCutoff: Date,
): Promise<boolean> {
  const rows = await db
    .insert(profileConsentCodes)
    .values(values)
    .onConflictDoUpdate({
      target: profileConsentCodes.profileId,
      set: { ...values, attempts: 0 },
      setWhere: lt(profileConsentCodes.sentAt, resendCutoff),
    })
    .returning({ profileId: profileConsentCodes.profileId });
  return rows.length > 0;
}

export const deleteConsentCode = (db: DbOrTx, profileId: string) =>
  db.delete(profileConsentCodes).where(eq(profileConsentCodes.profileId, profileId));

/**
 * Claims one try of the profile's live code before it is compared: one UPDATE counts it only while
 * fewer than `maxTries` were made and the code is live, so concurrent guesses compare at most
 * `maxTries` times in all (docs/api.md, Identity and abuse). Answers the code to compare with, or undefined.
 */
export async function claimConsentTry(db: DbOrTx, profileId: string, maxTries: number, now: Date) {
  const [row] = await db
    .update(profileConsentCodes)
    .set({ attempts: sql`${profileConsentCodes.attempts} + 1` })
    .where(
      and(
        eq(profileConsentCodes.profileId, profileId),
        lt(profileConsentCodes.attempts, maxTries),
        sql`${profileConsentCodes.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

/** The profile (other than `exceptId`) whose consent this number confirmed, if any (one a number). */
export async function consentHolderOf(db: DbOrTx, mobile: string, exceptId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.consentMobile, mobile),
        isNotNull(profiles.consentConfirmedAt),
        ne(profiles.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** The live requests of consent addressed to `mobile`, with the profiles and the families asking. */
export async function consentRequestsTo(db: DbOrTx, mobile: string, now: Date) {
  return db
    .select({
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      firstNameLatin: profiles.firstNameLatin,
      lastNameLatin: profiles.lastNameLatin,
      relation: profiles.relation,
      gender: profiles.gender,
      dateOfBirth: profiles.dateOfBirth,
      askedAt: profileConsentCodes.sentAt,
      askedBy: users.name,
      askedByUserId: users.id,
    })
    .from(profileConsentCodes)
    .innerJoin(profiles, eq(profiles.id, profileConsentCodes.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profileConsentCodes.mobile, mobile),
        sql`${profileConsentCodes.expiresAt} > ${now}`,
        isNull(profiles.consentConfirmedAt),
      ),
    )
    .orderBy(profileConsentCodes.sentAt, profiles.id);
}

/**
 * Relatives' profiles sent for approval without the candidate's consent and not reminded since
 * `remindedBefore`; claims them (sets consent_reminded_at to `now`) in the same statement, so a second
 * server running the sweep at the same time claims none of them again.
 */
export async function claimConsentReminders(db: DbOrTx, remindedBefore: Date, now: Date, limit = 500) {
  const due = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        ne(profiles.relation, 'self'),
        isNull(profiles.consentConfirmedAt),
        isNotNull(profiles.submittedAt),
        or(isNull(profiles.consentRemindedAt), lt(profiles.consentRemindedAt, remindedBefore)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(profiles).set({ consentRemindedAt: now }).where(inArray(profiles.id, due)).returning({
    id: profiles.id,
    userId: profiles.userId,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    firstNameLatin: profiles.firstNameLatin,
  });
}

/** The number each of these profiles' live consent request (code or in-app) was sent to. */
export async function liveConsentRequests(db: DbOrTx, profileIds: string[], now: Date) {
  if (profileIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ profileId: profileConsentCodes.profileId, mobile: profileConsentCodes.mobile })
    .from(profileConsentCodes)
    .where(
      and(inArray(profileConsentCodes.profileId, profileIds), sql`${profileConsentCodes.expiresAt} > ${now}`),
    );
  return new Map(rows.map((r) => [r.profileId, r.mobile]));
}
