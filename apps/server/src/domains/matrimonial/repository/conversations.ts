import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conversationMembers, conversations, messages, profiles, users } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';

/** Conversations, their members, messages and message reports (decision 054). */

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A member with the account's name. */
export type MemberWithName = MemberRow & { name: string };
/** A message with its author's name. */
export type MessageWithAuthor = MessageRow & { authorName: string | null };

export async function insertConversation(
  db: DbOrTx,
  values: { interestId: string; profileAId: string; profileBId: string; now: Date },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .insert(conversations)
    .values({
      interestId: values.interestId,
      profileAId: values.profileAId,
      profileBId: values.profileBId,
      lastActivityAt: values.now,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function insertMembers(
  db: DbOrTx,
  rows: {
    conversationId: string;
    userId: string;
    profileId: string;
    role: 'holder' | 'candidate';
    now: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(conversationMembers)
    .values(
      rows.map((r) => ({
        conversationId: r.conversationId,
        userId: r.userId,
        profileId: r.profileId,
        role: r.role,
        joinedAt: r.now,
      })),
    )
    .onConflictDoNothing();
}

export async function findConversation(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<ConversationRow | undefined> {
  const q = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function findMember(
  db: DbOrTx,
  conversationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .limit(1);
  return row;
}

/** The members of the conversations, with their accounts' names. */
export async function membersOf(db: DbOrTx, conversationIds: string[]): Promise<MemberWithName[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .select({ member: conversationMembers, name: users.name })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, conversationIds))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.role));
  return rows.map((r) => ({ ...r.member, name: r.name }));
}

/**
 * The account's conversations (it is a member), latest activity first, keyset on (last_activity_at, id);
 * with `profileId`, only those of that profile.
 */
export async function listConversations(
  db: DbOrTx,
  input: { userId: string; profileId?: string | undefined },
  limit: number,
  after: { at: Date; id: string } | null,
): Promise<ConversationRow[]> {
  const keyset = after
    ? sql`(${conversations.lastActivityAt}, ${conversations.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const ofProfile = input.profileId
    ? or(eq(conversations.profileAId, input.profileId), eq(conversations.profileBId, input.profileId))
    : undefined;
  const rows = await db
    .select({ conversation: conversations })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, input.userId),
      ),
    )
    .where(and(ofProfile, keyset))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(limit);
  return rows.map((r) => r.conversation);
}

const withAuthor = (db: DbOrTx) =>
  db
    .select({ message: messages, authorName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorUserId));
const flat = (rows: { message: MessageRow; authorName: string | null }[]): MessageWithAuthor[] =>
  rows.map((r) => ({ ...r.message, authorName: r.authorName }));

/** The last message of each conversation. */
export async function lastMessages(
  db: DbOrTx,
  conversationIds: string[],
): Promise<Map<string, MessageWithAuthor>> {
  if (conversationIds.length === 0) return new Map();
  const last = db
    .select({ seq: sql<number>`max(${messages.seq})`.as('seq') })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .groupBy(messages.conversationId);
  const rows = flat(await withAuthor(db).where(inArray(messages.seq, last)));
  return new Map(rows.map((m) => [m.conversationId, m]));
}

/**
 * A message of the other side for the member `userId` (joined as conversation_members): not its own,
 * nor of a member of its own side (its profile's; any other's when its profile is gone).
 */
const ofOtherSide = (userId: string) =>
  and(
    or(isNull(messages.authorUserId), ne(messages.authorUserId, userId)),
    or(
      isNull(conversationMembers.profileId),
      sql`${messages.profileId} is distinct from ${conversationMembers.profileId}`,
    ),
  );

/**
 * The account's unread messages (of the other side, after its last read, not removed) over all its
 * conversations, open and closed, by the profile of its side (null: a side whose profile is gone).
 */
export async function unreadByOwnProfile(
  db: DbOrTx,
  userId: string,
): Promise<{ profileId: string | null; unread: number }[]> {
  const rows = await db
    .select({ profileId: conversationMembers.profileId, n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationMembers.conversationId),
        gt(messages.seq, conversationMembers.lastReadSeq),
      ),
    )
    .where(and(eq(conversationMembers.userId, userId), ofOtherSide(userId), isNull(messages.removedAt)))
    .groupBy(conversationMembers.profileId);
  return rows.map((r) => ({ profileId: r.profileId, unread: Number(r.n) }));
}

/** Per conversation: the messages from others after the account's last read. */
export async function unreadCounts(
  db: DbOrTx,
  userId: string,
  conversationIds: string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.conversationId, n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        gt(messages.seq, conversationMembers.lastReadSeq),
        ofOtherSide(userId),
        isNull(messages.removedAt),
      ),
    )
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageWithAuthor | undefined> {
  const [row] = flat(await withAuthor(db).where(eq(messages.id, id)).limit(1));
  return row;
}

export async function findMessageByClientId(
  db: DbOrTx,
  authorUserId: string,
  clientId: string,
): Promise<MessageWithAuthor | undefined> {
  const [row] = flat(
    await withAuthor(db)
      .where(and(eq(messages.authorUserId, authorUserId), eq(messages.clientId, clientId)))
      .limit(1),
  );
  return row;
}

/** The new message, or undefined when the author already sent one with this client id. */
export async function insertMessage(
  db: DbOrTx,
  values: {
    conversationId: string;
    authorUserId: string;
    profileId: string;
    authorRole: string;
    clientId: string;
    body: string;
    sentAt: Date;
  },
): Promise<MessageRow | undefined> {
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * A page of a conversation's messages, oldest first: before a seq (the latest `limit` older ones),
 * after one (the next `limit`), or the latest.
 */
export async function pageOfMessages(
  db: DbOrTx,
  conversationId: string,
  input: { beforeSeq?: number; afterSeq?: number },
  limit: number,
): Promise<MessageWithAuthor[]> {
  if (input.afterSeq !== undefined) {
    return flat(
      await withAuthor(db)
        .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, input.afterSeq)))
        .orderBy(asc(messages.seq))
        .limit(limit),
    );
  }
  const rows = flat(
    await withAuthor(db)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          input.beforeSeq === undefined ? undefined : lt(messages.seq, input.beforeSeq),
        ),
      )
      .orderBy(desc(messages.seq))
      .limit(limit),
  );
  return rows.reverse();
}

export async function touchConversation(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set({ lastActivityAt: sql`greatest(${conversations.lastActivityAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, id));
}

/** The member read up to `seq` (never backwards). */
export async function markRead(
  db: DbOrTx,
  conversationId: string,
  userId: string,
  seq: number,
  at: Date,
): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${seq})`, readAt: at })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

export async function setMuted(db: DbOrTx, conversationId: string, userId: string, muted: boolean) {
  await db
    .update(conversationMembers)
    .set({ muted })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    );
}

/** Closes the open conversations among `ids`; answers those it closed. */
export async function closeConversations(
  db: DbOrTx,
  ids: string[],
  values: { reason: string; byUserId: string | null; at: Date },
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(conversations)
    .set({
      state: 'closed',
      closedReason: values.reason,
      closedByUserId: values.byUserId,
      closedAt: values.at,
    })
    .where(and(inArray(conversations.id, ids), eq(conversations.state, 'open')))
    .returning({ id: conversations.id });
  return rows.map((r) => r.id);
}

export async function setContactShared(
  db: DbOrTx,
  id: string,
  side: 'a' | 'b',
  values: { at: Date; byUserId: string },
): Promise<void> {
  await db
    .update(conversations)
    .set(
      side === 'a'
        ? { aContactSharedAt: values.at, aContactSharedBy: values.byUserId }
        : { bContactSharedAt: values.at, bContactSharedBy: values.byUserId },
    )
    .where(eq(conversations.id, id));
}

export async function removeMessage(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(messages).set({ body: '', removedAt: at }).where(eq(messages.id, id));
}

/** An account going: its messages' text is removed; answers how many. */
export async function removeMessagesOfAuthor(db: DbOrTx, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ body: '', removedAt: at })
    .where(and(eq(messages.authorUserId, userId), isNull(messages.removedAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** The conversations the account holds a side of (its own profiles'), open ones. */
export async function openConversationIdsOfHolder(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        eq(conversationMembers.role, 'holder'),
        eq(conversations.state, 'open'),
      ),
    );
  return rows.map((r) => r.id);
}

/** The open conversations between a profile of one user and a profile of the other. */
export async function openConversationIdsBetweenUsers(
  db: DbOrTx,
  userA: string,
  userB: string,
): Promise<string[]> {
  const pa = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userA));
  const pb = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userB));
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.state, 'open'),
        or(
          and(inArray(conversations.profileAId, pa), inArray(conversations.profileBId, pb)),
          and(inArray(conversations.profileAId, pb), inArray(conversations.profileBId, pa)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Whether the conversation may not take a message: a block either way between the accounts holding its
 * two profiles, or one of those accounts suspended.
 */
export async function conversationBarred(db: DbOrTx, c: ConversationRow): Promise<boolean> {
  if (!c.profileAId || !c.profileBId) return true;
  const holders = await db
    .select({ userId: profiles.userId, suspendedAt: users.suspendedAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.id, [c.profileAId, c.profileBId]));
  if (holders.length < 2 || holders.some((h) => h.suspendedAt !== null)) return true;
  const a = holders[0]!;
  const b = holders[1]!;
  const [row] = await db
    .execute<{ blocked: boolean }>(
      sql`select ${blockedBetweenSql(sql`${a.userId}::uuid`, { userId: sql`${b.userId}::uuid` })} as blocked`,
    )
    .then((r) => (r as unknown as { rows: { blocked: boolean }[] }).rows);
  return Boolean(row?.blocked);
}

/** A member's account suspended (members' tokens stop working, but a candidate's might not be). */
export async function isSuspended(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}
