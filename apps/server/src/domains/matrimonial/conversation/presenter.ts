import type {
  Conversation,
  ConversationCloseReason,
  ConversationMember,
  ConversationMessage,
  MemberRole,
  ShareContactChoice,
} from '@samaj/shared';
import type { ConversationRow, MemberWithName, MessageWithAuthor, ProfileRow } from '../repository.ts';
import { cardsOf, type CardsRead } from '../profile/presenter.ts';

/**
 * Conversations and messages as the API answers them (docs/api.md "Conversations"); what a
 * conversation's answer shows is read first by conversation/read.ts.
 */

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

/** Conversations with what their answers show, for one caller (conversation/read.ts reads it). */
export interface ConversationsRead {
  /** The caller, whose mute and unread count are shown. */
  userId: string;
  /** The members of all the conversations, with their names. */
  members: MemberWithName[];
  /** Each conversation's last message. */
  last: Map<string, MessageWithAuthor>;
  /** The caller's unread messages in each. */
  unread: Map<string, number>;
  /** The profiles of both sides, by id (a side whose profile went is absent). */
  profiles: Map<string, ProfileRow>;
  /** What the caller's cards of those profiles need. */
  cards: CardsRead;
}

/** The answer of each conversation, for the caller. */
export function toConversations(read: ConversationsRead): (row: ConversationRow) => Conversation {
  const { userId, members, last, unread, profiles } = read;
  const card = cardsOf(read.cards);
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
