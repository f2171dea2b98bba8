import type {
  Conversation,
  ConversationCloseReason,
  ConversationMember,
  ConversationMessage,
  MemberRole,
  ShareContactChoice,
} from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import * as repo from '../repository.ts';
import type { ConversationRow, MemberWithName, MessageWithAuthor } from '../repository.ts';
import { cardContext } from '../profile/presenter.ts';

/** Conversations and messages as the API answers them (docs/api.md "Conversations"). */

/**
 * When the other side (the members not on `side`) last read up to `seq`: the latest read of a member
 * of the other side whose mark covers it.
 */
function readByOther(members: MemberWithName[], message: MessageWithAuthor): string | null {
  const others = members.filter((m) => m.profileId !== message.profileId && m.readAt !== null);
  const covering = others.filter((m) => m.lastReadSeq >= message.seq);
  if (covering.length === 0) return null;
  const at = Math.max(...covering.map((m) => m.readAt!.getTime()));
  return new Date(at).toISOString();
}

export function toMessage(message: MessageWithAuthor, members: MemberWithName[]): ConversationMessage {
  const removed = message.removedAt !== null;
  return {
    id: message.id,
    conversation_id: message.conversationId,
    client_id: message.clientId,
    profile_id: message.profileId,
    author: {
      account_id: message.authorUserId,
      name: message.authorName ?? '',
      role: (message.authorRole as MemberRole | null) ?? null,
    },
    body: removed ? '' : message.body,
    sent_at: message.sentAt.toISOString(),
    removed,
    read_by_other_at: readByOther(members, message),
  };
}

const toMember = (m: MemberWithName): ConversationMember => ({
  account_id: m.userId,
  name: m.name,
  role: m.role as MemberRole,
  profile_id: m.profileId,
});

/** The answer of each conversation, for the caller (one batch of queries for them all). */
export async function toConversations(
  ctx: Ctx,
  rows: ConversationRow[],
): Promise<(row: ConversationRow) => Conversation> {
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
  const profiles = new Map(profileRows.map((p) => [p.id, p]));
  const { card } = await cardContext(ctx, profileRows);
  return (r) => {
    const inIt = members.filter((m) => m.conversationId === r.id);
    const me = inIt.find((m) => m.userId === userId);
    const lastMessage = last.get(r.id);
    const sides = [
      { profileId: r.profileAId, at: r.aContactSharedAt },
      { profileId: r.profileBId, at: r.bContactSharedAt },
    ];
    return {
      id: r.id,
      profiles: sides
        .map((s) => (s.profileId ? profiles.get(s.profileId) : undefined))
        .filter((p) => p !== undefined)
        .map((p) => card(p)),
      members: inIt.map(toMember),
      last_message: lastMessage ? toMessage(lastMessage, inIt) : null,
      unread: unread.get(r.id) ?? 0,
      state: r.state as Conversation['state'],
      closed_reason: (r.closedReason as ConversationCloseReason | null) ?? null,
      closed_at: r.closedAt?.toISOString() ?? null,
      muted: me?.muted ?? false,
      sharing: sides.flatMap((s) => {
        const profile = s.profileId ? profiles.get(s.profileId) : undefined;
        if (!profile) return [];
        const choice = profile.shareContact as ShareContactChoice;
        return [
          {
            profile_id: profile.id,
            share_contact: choice,
            shared: choice === 'on_acceptance' || s.at !== null,
            shared_at: s.at?.toISOString() ?? null,
          },
        ];
      }),
      created_at: r.createdAt.toISOString(),
    };
  };
}

export async function toConversation(ctx: Ctx, row: ConversationRow): Promise<Conversation> {
  return (await toConversations(ctx, [row]))(row);
}
