import type { Conversation } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import * as repo from '../repository.ts';
import type { ConversationRow } from '../repository.ts';
import { readCards } from '../profile/read.ts';
import { type ConversationsRead, toConversations } from './presenter.ts';

/**
 * Reads what the answers of conversations show to the caller (one batch of queries for them all):
 * members, last messages, unread counts, both sides' profiles and the caller's cards of them.
 */
export async function readConversations(ctx: Ctx, rows: ConversationRow[]): Promise<ConversationsRead> {
  const userId = userIdOf(ctx);
  const ids = rows.map((r) => r.id);
  const profileIds = [
    ...new Set(rows.flatMap((r) => [r.profileAId, r.profileBId]).filter((p): p is string => p !== null)),
  ];
  const [members, last, unread, profileRows] = await Promise.all([
    repo.membersOf(ctx.db, ids),
    repo.lastMessages(ctx.db, ids),
    repo.unreadCounts(ctx.db, userId, ids),
    repo.findProfiles(ctx.db, profileIds),
  ]);
  return {
    userId,
    members,
    last,
    unread,
    profiles: new Map(profileRows.map((p) => [p.id, p])),
    cards: await readCards(ctx, profileRows),
  };
}

/** One conversation as the caller sees it: read, then presented. */
export async function conversationAnswer(ctx: Ctx, row: ConversationRow): Promise<Conversation> {
  return toConversations(await readConversations(ctx, [row]))(row);
}
