import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations, messageReports, messages, users } from '../../../db/schema/index.ts';
import type { MessageRow, MessageWithAuthor } from './conversations.ts';

/** Reports of messages, for the office (decision 054). */

export type MessageReportRow = typeof messageReports.$inferSelect;

export async function insertMessageReport(
  db: DbOrTx,
  values: {
    messageId: string;
    conversationId: string;
    reporterUserId: string;
    reason: string;
    note: string | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(messageReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  return rows.length > 0;
}

export type MessageReportListRow = {
  report: MessageReportRow;
  reporterName: string;
  message: MessageRow;
  conversationState: string;
};

const reportsWithContext = (db: DbOrTx) =>
  db
    .select({
      report: messageReports,
      reporterName: users.name,
      message: messages,
      conversationState: conversations.state,
    })
    .from(messageReports)
    .innerJoin(users, eq(users.id, messageReports.reporterUserId))
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(conversations, eq(conversations.id, messageReports.conversationId));

export async function listMessageReports(
  db: DbOrTx,
  status: 'open' | 'closed' | undefined,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<MessageReportListRow[]> {
  const keyset = after
    ? sql`(${messageReports.createdAt}, ${messageReports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const state =
    status === 'open'
      ? isNull(messageReports.closedAt)
      : status === 'closed'
        ? isNotNull(messageReports.closedAt)
        : undefined;
  return reportsWithContext(db)
    .where(and(state, keyset))
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(limit);
}

export async function findMessageReport(db: DbOrTx, id: string): Promise<MessageReportListRow | undefined> {
  const [row] = await reportsWithContext(db).where(eq(messageReports.id, id)).limit(1);
  return row;
}

export async function lockMessageReport(db: DbOrTx, id: string): Promise<MessageReportRow | undefined> {
  const [row] = await db
    .select()
    .from(messageReports)
    .where(eq(messageReports.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function closeMessageReport(
  db: DbOrTx,
  id: string,
  values: { closedAt: Date; closedByUserId: string | null; closeAction: string; closeNote: string | null },
): Promise<void> {
  await db.update(messageReports).set(values).where(eq(messageReports.id, id));
}

/** A message and the `count - 1` before it in its conversation, oldest first (the office's excerpt). */
export async function excerptOf(
  db: DbOrTx,
  message: MessageRow,
  count: number,
): Promise<MessageWithAuthor[]> {
  const rows = await db
    .select({ message: messages, authorName: users.name })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorUserId))
    .where(and(eq(messages.conversationId, message.conversationId), lte(messages.seq, message.seq)))
    .orderBy(desc(messages.seq))
    .limit(count);
  return rows.map((r) => ({ ...r.message, authorName: r.authorName })).reverse();
}
