import type { Conversation, ConversationMessage } from '@samaj/shared';

/**
 * The caller's side of a conversation and the other family's: the caller's member row names its side's
 * profile (decision 054: a member sends only for that profile). The other side's card is absent once
 * that account is deleted.
 */
export function sidesOf(conversation: Conversation, accountId: string | null | undefined) {
  const me = conversation.members.find((member) => member.account_id === accountId) ?? null;
  const myProfileId = me?.profile_id ?? null;
  const mine = conversation.profiles.find((profile) => profile.id === myProfileId) ?? null;
  const other = conversation.profiles.find((profile) => profile.id !== myProfileId) ?? null;
  const mySharing = conversation.sharing.find((side) => side.profile_id === myProfileId) ?? null;
  return { me, myProfileId, mine, other, mySharing };
}

/** Whether the links and numbers of a message may show as links: its writer's side has shared contact. */
export function writerShared(
  conversation: Conversation,
  message: Pick<ConversationMessage, 'profile_id'>,
): boolean {
  return conversation.sharing.some((side) => side.profile_id === message.profile_id && side.shared);
}

/** Whether the message was written by the caller's side (own account, or the other member of one's side). */
export function isOwnSide(message: ConversationMessage, myProfileId: string | null): boolean {
  return myProfileId !== null && message.profile_id === myProfileId;
}
