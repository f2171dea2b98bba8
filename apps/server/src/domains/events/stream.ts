import { type Ctx, userIdOf } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import type { LiveStream } from './hub.ts';

/**
 * Opens the caller's live stream (decision 056), resuming after `lastEventId` (the Last-Event-ID
 * header, else the `last_event_id` query: a browser's EventSource cannot set headers on its first
 * connection): every event of the account after it, once and in order, then live. Absent: from now on.
 */
export async function openLiveStream(
  ctx: Ctx,
  input: { lastEventId?: string | undefined },
): Promise<LiveStream> {
  const accountId = userIdOf(ctx);
  const given = input.lastEventId?.trim();
  let lastEventId: number | undefined;
  if (given !== undefined && given !== '') {
    if (!/^\d{1,15}$/.test(given)) throw fieldError('last_event_id', 'lastEventIdInvalid');
    lastEventId = Number(given);
  }
  return ctx.deps.live.open(accountId, lastEventId);
}
