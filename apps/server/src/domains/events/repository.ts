import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountEventCounters, accountEvents, eventStreams } from '../../db/schema/index.ts';

/** The outbox of the live stream and the streams open now (decision 056). */

/** The channel every app server LISTENs on (PostgreSQL): `account:seq,account:seq…` of what committed. */
export const EVENTS_CHANNEL = 'samaj_account_events';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Writes one event for each account, in the caller's transaction: each account's next id is taken
 * from its counter row under the row's lock (held to the commit, so the account's events commit in
 * the order of their ids), the accounts in a fixed order (two publishes never wait on each other in a
 * circle), and a NOTIFY names them, which PostgreSQL delivers at the commit (never on a rollback).
 * One round trip.
 */
export async function insertEvents(
  db: DbOrTx,
  input: { accountIds: string[]; type: string; payload: unknown; at: Date },
): Promise<{ accountId: string; seq: number }[]> {
  if (input.accountIds.length === 0) return [];
  const ids = sql.join(
    input.accountIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with counted as (
      insert into ${accountEventCounters} (account_id, seq)
      select id, 1 from unnest(array[${ids}]) with ordinality as a(id, n) order by n
      on conflict (account_id) do update set seq = ${accountEventCounters}.seq + 1
      returning account_id, seq
    ), written as (
      insert into ${accountEvents} (account_id, seq, type, payload, created_at)
      select account_id, seq, ${input.type}, ${JSON.stringify(input.payload)}::jsonb,
        ${input.at.toISOString()}::timestamptz
      from counted
      returning account_id, seq
    )
    select list, pg_notify(${EVENTS_CHANNEL}, list) from (
      select string_agg(account_id::text || ':' || seq::text, ',') as list from written
    ) w`);
  const list = rowsOf<{ list: string | null }>(result)[0]?.list ?? '';
  return parseEventList(list);
}

/** `account:seq,account:seq…` (a NOTIFY's payload) as pairs; anything malformed is left out. */
export function parseEventList(list: string): { accountId: string; seq: number }[] {
  return list
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((parts) => parts.length === 2 && /^\d+$/.test(parts[1]!))
    .map(([accountId, seq]) => ({ accountId: accountId!, seq: Number(seq) }));
}

/** The account's events after `afterSeq`, in order. */
export function eventsAfter(db: DbOrTx, accountId: string, afterSeq: number, limit: number) {
  return db
    .select({ seq: accountEvents.seq, type: accountEvents.type, payload: accountEvents.payload })
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), gt(accountEvents.seq, afterSeq)))
    .orderBy(asc(accountEvents.seq))
    .limit(limit);
}

/**
 * Where a stream of the account starts: its last event id (0 before any), and the first id still kept
 * after `afterSeq` (null when none is).
 */
export async function positionOf(
  db: DbOrTx,
  accountId: string,
  afterSeq: number,
): Promise<{ last: number; firstKept: number | null }> {
  const [counter] = await db
    .select({ seq: accountEventCounters.seq })
    .from(accountEventCounters)
    .where(eq(accountEventCounters.accountId, accountId));
  const [first] = await db
    .select({ seq: accountEvents.seq })
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), gt(accountEvents.seq, afterSeq)))
    .orderBy(asc(accountEvents.seq))
    .limit(1);
  return { last: counter?.seq ?? 0, firstKept: first?.seq ?? null };
}

/** Events written before `before` (a stream resuming from one of them gets `resync`). */
export async function deleteEventsBefore(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(accountEvents)
    .where(lt(accountEvents.createdAt, before))
    .returning({ seq: accountEvents.seq });
  return gone.length;
}

export async function insertStream(
  db: DbOrTx,
  input: { accountId: string; serverId: string; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(eventStreams)
    .values({ accountId: input.accountId, serverId: input.serverId, openedAt: input.at, seenAt: input.at })
    .returning({ id: eventStreams.id });
  return row!.id;
}

/** The streams this server holds are still open (every keep-alive). */
export async function touchStreams(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(eventStreams).set({ seenAt: at }).where(inArray(eventStreams.id, ids));
}

export async function deleteStreams(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(eventStreams).where(inArray(eventStreams.id, ids));
}

/** Whether the account has a stream seen since `since`, on any server. */
export async function hasStreamSince(db: DbOrTx, accountId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: eventStreams.id })
    .from(eventStreams)
    .where(and(eq(eventStreams.accountId, accountId), gt(eventStreams.seenAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Streams not seen since `before`: their server stopped without saying so. */
export async function deleteStreamsSeenBefore(db: DbOrTx, before: Date): Promise<number> {
  const gone = await db
    .delete(eventStreams)
    .where(lt(eventStreams.seenAt, before))
    .returning({ id: eventStreams.id });
  return gone.length;
}
