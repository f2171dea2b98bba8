import { afterCommit, type Ctx } from '../../../context.ts';

/**
 * What happened in a conversation, for the live stream that comes next (issue 33 item 4: server-sent
 * events fanned out through LISTEN/NOTIFY, and pushes to devices without a stream). Each change calls
 * `published` inside its transaction; the event leaves only once that transaction has committed.
 */
export type ConversationEvent =
  | { type: 'message'; conversationId: string; messageId: string; seq: number }
  | { type: 'read'; conversationId: string; userId: string; seq: number }
  | { type: 'conversation'; conversationId: string };

/** The one place the stream will publish from; for now nothing listens, so it only queues the seam. */
export async function published(ctx: Ctx, event: ConversationEvent): Promise<void> {
  await afterCommit(ctx, async () => {
    ctx.deps.log?.debug({ event }, 'conversation event');
  });
}
