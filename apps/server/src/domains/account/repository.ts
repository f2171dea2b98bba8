import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  authTokens,
  bookingDates,
  bookingItems,
  bookings,
  conversationMembers,
  conversations,
  halls,
  messages,
  interests,
  notInterested,
  notifications,
  payments,
  profileBlocks,
  profilePictures,
  profileReports,
  profileRevisions,
  profileViews,
  profiles,
  refunds,
  shortlists,
  users,
} from '../../db/schema/index.ts';

/**
 * The member's data export's reads (docs/api.md, Matrimonial profiles, consent and safety: "every record about the account").
 * Like the dashboard's counts, this is one read across the tables of several domains, read-only and
 * always scoped to the one account: every query is keyed by the user's id or by its own profiles.
 */

export async function accountRows(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const own = await db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.createdAt));
  const ids = own.map((p) => p.id);
  const none = ids.length === 0;
  const [
    pictures,
    viewed,
    viewsReceived,
    interestRows,
    shortlisted,
    hidden,
    blocks,
    reports,
    notes,
    sessions,
    bookingRows,
    revisions,
    memberships,
    written,
  ] = await Promise.all([
    none ? [] : db.select().from(profilePictures).where(inArray(profilePictures.profileId, ids)),
    none
      ? []
      : db
          .select({
            viewerProfileId: profileViews.viewerProfileId,
            viewedProfileId: profileViews.viewedProfileId,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            lastViewedAt: profileViews.lastViewedAt,
          })
          .from(profileViews)
          .innerJoin(profiles, eq(profiles.id, profileViews.viewedProfileId))
          .where(inArray(profileViews.viewerProfileId, ids)),
    none
      ? []
      : db
          .select({
            profileId: profileViews.viewedProfileId,
            count: sql<number>`count(*)::int`,
            lastViewedAt: sql<string>`max(${profileViews.lastViewedAt})`,
          })
          .from(profileViews)
          .where(inArray(profileViews.viewedProfileId, ids))
          .groupBy(profileViews.viewedProfileId),
    none
      ? []
      : db
          .select()
          .from(interests)
          .where(or(inArray(interests.fromProfileId, ids), inArray(interests.toProfileId, ids))),
    none ? [] : db.select().from(shortlists).where(inArray(shortlists.profileId, ids)),
    none ? [] : db.select().from(notInterested).where(inArray(notInterested.profileId, ids)),
    db.select().from(profileBlocks).where(eq(profileBlocks.blockerUserId, userId)),
    db
      .select({
        id: profileReports.id,
        reportedProfileId: profileReports.reportedProfileId,
        reason: profileReports.reason,
        createdAt: profileReports.createdAt,
        closedAt: profileReports.closedAt,
        closeAction: profileReports.closeAction,
      })
      .from(profileReports)
      .where(eq(profileReports.reporterUserId, userId)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    // Sessions without their token hashes.
    db
      .select({
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
        revokedAt: authTokens.revokedAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, userId)),
    db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.createdAt)),
    // Changes of the profiles' texts sent to the office, and its decisions (not who decided).
    none
      ? []
      : db
          .select({
            id: profileRevisions.id,
            profileId: profileRevisions.profileId,
            fields: profileRevisions.fields,
            status: profileRevisions.status,
            submittedAt: profileRevisions.submittedAt,
            decidedAt: profileRevisions.decidedAt,
            reason: profileRevisions.reason,
          })
          .from(profileRevisions)
          .where(inArray(profileRevisions.profileId, ids))
          .orderBy(asc(profileRevisions.submittedAt)),
    // The conversations it is a member of, and the messages it wrote.
    db
      .select({
        conversationId: conversationMembers.conversationId,
        profileId: conversationMembers.profileId,
        role: conversationMembers.role,
        muted: conversationMembers.muted,
        joinedAt: conversationMembers.joinedAt,
        state: conversations.state,
        closedReason: conversations.closedReason,
        closedAt: conversations.closedAt,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(eq(conversationMembers.userId, userId)),
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        profileId: messages.profileId,
        clientId: messages.clientId,
        body: messages.body,
        sentAt: messages.sentAt,
        removedAt: messages.removedAt,
      })
      .from(messages)
      .where(eq(messages.authorUserId, userId))
      .orderBy(asc(messages.seq)),
  ]);
  const bookingIds = bookingRows.map((b) => b.id);
  const noBookings = bookingIds.length === 0;
  const [items, dates, paid, refunded] = await Promise.all([
    noBookings
      ? []
      : db
          .select({ item: bookingItems, hallName: halls.name })
          .from(bookingItems)
          .innerJoin(halls, eq(halls.id, bookingItems.hallId))
          .where(inArray(bookingItems.bookingId, bookingIds)),
    noBookings ? [] : db.select().from(bookingDates).where(inArray(bookingDates.bookingId, bookingIds)),
    noBookings
      ? []
      : db
          .select({
            id: payments.id,
            bookingId: payments.bookingId,
            provider: payments.provider,
            orderId: payments.orderId,
            paymentId: payments.paymentId,
            amountPaise: payments.amountPaise,
            capturedPaise: payments.capturedPaise,
            currency: payments.currency,
            status: payments.status,
            kind: payments.kind,
            receiptNumber: payments.receiptNumber,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(inArray(payments.bookingId, bookingIds)),
    noBookings
      ? []
      : db
          .select({
            id: refunds.id,
            bookingId: refunds.bookingId,
            amountPaise: refunds.amountPaise,
            kind: refunds.kind,
            reason: refunds.reason,
            status: refunds.status,
            creditNoteNumber: refunds.creditNoteNumber,
            processedAt: refunds.processedAt,
            createdAt: refunds.createdAt,
          })
          .from(refunds)
          .where(and(inArray(refunds.bookingId, bookingIds))),
  ]);
  // The other side's names of the interests, shortlists and blocks (first and last name only).
  const others = [
    ...new Set([
      ...interestRows.flatMap((i) => [i.fromProfileId, i.toProfileId]),
      ...shortlisted.map((s) => s.shortlistedProfileId),
      ...hidden.map((h) => h.hiddenProfileId),
      ...blocks.map((b) => b.blockedProfileId),
      ...reports.map((r) => r.reportedProfileId),
    ]),
  ].filter((id) => !ids.includes(id));
  const names =
    others.length === 0
      ? []
      : await db
          .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.id, others));
  return {
    user: user!,
    profiles: own,
    conversations: memberships,
    messages: written,
    revisions,
    pictures,
    viewed,
    viewsReceived,
    interests: interestRows,
    shortlisted,
    hidden,
    blocks,
    reports,
    notifications: notes,
    sessions,
    bookings: bookingRows,
    items,
    dates,
    payments: paid,
    refunds: refunded,
    names,
  };
}

/** The storage keys of every picture of the account's profiles (the files go with the account). */
export async function pictureKeysOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ large: profilePictures.largeKey, thumb: profilePictures.thumbKey })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(eq(profiles.userId, userId));
  return rows.flatMap((r) => [r.large, r.thumb]);
}
