import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';
import { users } from './users.ts';

/**
 * The live stream's outbox (decision 056): one row an event and receiving account, written in the
 * transaction of the change it tells of. `seq` is the account's own sequence (the stream's event id),
 * taken from `account_event_counters` under its row lock, so one account's events commit in the order
 * of their ids and a stream that read up to n never meets a later commit below n. Kept 2 days.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.seq] }),
    index('account_events_created_idx').on(t.createdAt),
    check('account_events_type_check', sql`${t.type} in ('message', 'read', 'conversation', 'notification')`),
  ],
);

/** Each account's last event id; its row lock orders the account's events (decision 056). */
export const accountEventCounters = pgTable('account_event_counters', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
});

/**
 * The streams open now, on every server: a row a stream, refreshed every 25 s while it is open and
 * deleted when it ends. A message's push goes only to an account with no fresh row (a server that
 * died leaves rows that stop being fresh within a minute; the prune job deletes them).
 */
export const eventStreams = pgTable(
  'event_streams',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app server that holds it (a random id a process), for the operators. */
    serverId: text('server_id').notNull(),
    openedAt: ts('opened_at').notNull(),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [
    index('event_streams_account_idx').on(t.accountId, t.seenAt),
    index('event_streams_seen_idx').on(t.seenAt),
  ],
);
