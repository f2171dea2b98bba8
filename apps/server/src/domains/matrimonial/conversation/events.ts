import type { Ctx } from '../../../context.ts';
import { publishEvent } from '../../events/service.ts';
import * as repo from '../repository.ts';
import type { ConversationCloseReason } from '@samaj/shared';
import { toMessage } from './presenter.ts';

/**
 * What happened in a conversation, told on the live stream of every member's account (docs/api.md
 * "Conversations", decision 056): the sender's account too, for its other devices; nobody else. Each
 * change calls `published` inside its transaction: the event is written with the change (the events
 * domain's outbox) and leaves only once that transaction has committed.
 */
export type ConversationChange =
  /** A message sent, or removed. */
  | { type: 'message'; conversationId: string; messageId: string }
  /** A member read up to a message. */
  | { type: 'read'; conversationId: string; userId: string; upTo: string; readAt: Date }
  | { type: 'conversation'; conversationId: string; change: 'opened' | 'closed' | 'contact_shared' };

export async function published(ctx: Ctx, event: ConversationChange): Promise<void> {
  const members = await repo.membersOf(ctx.db, [event.conversationId]);
  const accountIds = members.map((m) => m.userId);
  if (accountIds.length === 0) return;
  const conversation_id = event.conversationId;
  switch (event.type) {
    case 'message': {
      const row = await repo.findMessage(ctx.db, event.messageId);
      if (!row) return;
      await publishEvent(ctx, {
        accountIds,
        type: 'message',
        payload: { conversation_id, message: toMessage(row, members) },
      });
      return;
    }
    case 'read': {
      const reader = members.find((m) => m.userId === event.userId);
      await publishEvent(ctx, {
        accountIds,
        type: 'read',
        payload: {
          conversation_id,
          account_id: event.userId,
          profile_id: reader?.profileId ?? null,
          up_to: event.upTo,
          read_at: event.readAt.toISOString(),
        },
      });
      return;
    }
    case 'conversation': {
      const row = await repo.findConversation(ctx.db, event.conversationId);
      if (!row) return;
      await publishEvent(ctx, {
        accountIds,
        type: 'conversation',
        payload: {
          conversation_id,
          change: event.change,
          state: row.state as 'open' | 'closed',
          closed_reason: (row.closedReason as ConversationCloseReason | null) ?? null,
        },
      });
    }
  }
}
