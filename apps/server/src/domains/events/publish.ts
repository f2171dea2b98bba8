import type { LiveEventPayload } from '@samaj/shared';
import { afterCommit, type Ctx } from '../../context.ts';
import type { StoredEventType } from './hub.ts';
import * as repo from './repository.ts';

/**
 * Tells accounts of a change on their live streams (decision 056): one outbox row an account, written
 * in the change's transaction (so an event never announces what rolled back, and a commit never goes
 * without its event); once committed, this server's streams of those accounts read it at once, and the
 * other servers' on the NOTIFY the same statement sent.
 */
export async function publishEvent<T extends StoredEventType>(
  ctx: Ctx,
  input: { accountIds: readonly string[]; type: T; payload: LiveEventPayload<T> },
): Promise<void> {
  const accountIds = [...new Set(input.accountIds)].sort();
  const written = await repo.insertEvents(ctx.db, {
    accountIds,
    type: input.type,
    payload: input.payload,
    at: ctx.deps.clock.now(),
  });
  await afterCommit(ctx, async () => ctx.deps.live.poke(written));
}

/** Whether the account has a live stream open on any app server now (a message's push waits for none). */
export function hasOpenStream(ctx: Ctx, accountId: string): Promise<boolean> {
  return ctx.deps.live.hasOpenStream(accountId);
}

/** Events are kept this long: a stream resuming from further back is told to read afresh (`resync`). */
export const EVENTS_KEPT_MS = 2 * 24 * 3600_000;
/** Rows of streams not refreshed for this long are of a server that stopped without deleting them. */
const STALE_STREAMS_MS = 10 * 60_000;

/**
 * The scheduler's prune (scheduler.ts): events older than EVENTS_KEPT_MS and streams long unrefreshed.
 * Safe on several servers at once: each DELETE removes by time what is past it, whoever runs first.
 */
export async function pruneLiveEvents(ctx: Ctx): Promise<{ events: number; streams: number }> {
  const now = ctx.deps.clock.now().getTime();
  const events = await repo.deleteEventsBefore(ctx.db, new Date(now - EVENTS_KEPT_MS));
  const streams = await repo.deleteStreamsSeenBefore(ctx.db, new Date(now - STALE_STREAMS_MS));
  return { events, streams };
}
