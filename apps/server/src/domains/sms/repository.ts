import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxMessage(
  db: DbOrTx,
  message: { to: string; body: string; code: string | null; createdAt: Date },
): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** Newest first; `to` filters on one number. */
export async function listOutboxMessages(db: DbOrTx, to: string | null, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
