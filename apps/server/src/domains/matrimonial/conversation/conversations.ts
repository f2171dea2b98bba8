import type { Conversation, ConversationUnread, DeclineReason } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { isUuid, type PageInput, type Slice } from '../../../lib/pagination.ts';
import * as repo from '../repository.ts';
import type { ProfileRow } from '../repository.ts';
import { listPage } from '../list-page.ts';
import { conversationClosed, memberOf } from './access.ts';
import { published } from './events.ts';
import { noticeClosed } from './message-notice.ts';
import { toConversations } from './presenter.ts';
import { conversationAnswer, readConversations } from './read.ts';

/**
 * Conversations (docs/api.md "Conversations", decision 054): opened by an accepted interest, listed
 * for a profile or the whole account, muted, closed by either family, and the contact shared by choice.
 */

/** The accounts in a new conversation: each profile's holder and, when linked, its candidate's own account. */
function membersFor(profile: ProfileRow) {
  const members: { userId: string; profileId: string; role: 'holder' | 'candidate' }[] = [
    { userId: profile.userId, profileId: profile.id, role: 'holder' },
  ];
  if (profile.consentUserId && profile.consentUserId !== profile.userId) {
    members.push({ userId: profile.consentUserId, profileId: profile.id, role: 'candidate' });
  }
  return members;
}

/**
 * Opens the conversation of an accepted interest, in the accepting transaction (interest/interests.ts):
 * one a interest (a second call finds it there and does nothing).
 */
export async function openConversation(
  ctx: Ctx,
  input: { interestId: string; from: ProfileRow; to: ProfileRow },
): Promise<void> {
  const now = ctx.deps.clock.now();
  const row = await repo.insertConversation(ctx.db, {
    interestId: input.interestId,
    profileAId: input.from.id,
    profileBId: input.to.id,
    now,
  });
  if (!row) return;
  const members = [...membersFor(input.from), ...membersFor(input.to)];
  // An account on both sides (never a holder: an interest to one's own profile is refused) stays once.
  const seen = new Set<string>();
  await repo.insertMembers(
    ctx.db,
    members
      .filter((m) => !seen.has(m.userId) && seen.add(m.userId))
      .map((m) => ({ ...m, conversationId: row.id, now })),
  );
  await published(ctx, { type: 'conversation', conversationId: row.id, change: 'opened' });
}

/** The account's conversations, latest activity first; with `profileId`, that profile's only. */
export function listConversations(
  ctx: Ctx,
  input: PageInput & { profileId?: string | undefined },
): Promise<Slice<Conversation>> {
  const userId = userIdOf(ctx);
  return listPage(ctx, input, {
    keys: { at: 'date', id: 'uuid' },
    owner: input.profileId ?? userId,
    load: (after, limit) =>
      repo.listConversations(
        ctx.db,
        { userId, profileId: input.profileId },
        limit,
        after ? { at: new Date(after.at), id: after.id } : null,
      ),
    items: async (shown) => toConversations(await readConversations(ctx, shown)),
    cursorOf: (r) => ({ at: r.lastActivityAt.toISOString(), id: r.id }),
  });
}

export async function getConversation(ctx: Ctx, input: { id: string }): Promise<Conversation> {
  const { conversation } = await memberOf(ctx, input.id);
  return conversationAnswer(ctx, conversation);
}

export async function muteConversation(ctx: Ctx, input: { id: string; muted: boolean }): Promise<void> {
  await memberOf(ctx, input.id);
  await repo.setMuted(ctx.db, input.id, userIdOf(ctx), input.muted);
}

/** "We will not go further": closes it for both families, with one of the decline's reasons. */
export async function closeConversation(
  ctx: Ctx,
  input: { id: string; reason: DeclineReason },
): Promise<Conversation> {
  const row = await withTx(ctx, async (txCtx) => {
    const { conversation } = await memberOf(txCtx, input.id, true);
    if (conversation.state !== 'open') throw conversationClosed();
    await repo.closeConversations(txCtx.db, [conversation.id], {
      reason: input.reason,
      byUserId: userIdOf(txCtx),
      at: ctx.deps.clock.now(),
    });
    await published(txCtx, { type: 'conversation', conversationId: conversation.id, change: 'closed' });
    await noticeClosed(txCtx, {
      conversationId: conversation.id,
      by: 'family',
      closerUserId: userIdOf(txCtx),
    });
    return (await repo.findConversation(txCtx.db, conversation.id))!;
  });
  return conversationAnswer(ctx, row);
}

/** "Share our number": the member's side shows its holder's contact to the other family from now on. */
export async function shareContact(
  ctx: Ctx,
  input: { id: string; profileId: string },
): Promise<Conversation> {
  const row = await withTx(ctx, async (txCtx) => {
    const { conversation, member } = await memberOf(txCtx, input.id, true);
    if (!isUuid(input.profileId) || member.profileId !== input.profileId) {
      throw fieldError('profile_id', 'conversationProfileNotYours');
    }
    if (conversation.state !== 'open' || (await repo.conversationBarred(txCtx.db, conversation))) {
      throw conversationClosed();
    }
    const side = conversation.profileAId === input.profileId ? 'a' : 'b';
    const already = side === 'a' ? conversation.aContactSharedAt : conversation.bContactSharedAt;
    if (!already) {
      await repo.setContactShared(txCtx.db, conversation.id, side, {
        at: ctx.deps.clock.now(),
        byUserId: userIdOf(txCtx),
      });
      await published(txCtx, {
        type: 'conversation',
        conversationId: conversation.id,
        change: 'contact_shared',
      });
    }
    return (await repo.findConversation(txCtx.db, conversation.id))!;
  });
  return conversationAnswer(ctx, row);
}

/** A block (block/blocks.ts) closes every open conversation between the two accounts at once. */
export async function closeConversationsBetween(
  ctx: Ctx,
  input: { userId: string; otherUserId: string },
): Promise<void> {
  const ids = await repo.openConversationIdsBetweenUsers(ctx.db, input.userId, input.otherUserId);
  const closed = await repo.closeConversations(ctx.db, ids, {
    reason: 'blocked',
    byUserId: input.userId,
    at: ctx.deps.clock.now(),
  });
  for (const id of closed)
    await published(ctx, { type: 'conversation', conversationId: id, change: 'closed' });
}

/**
 * Before an account goes (account/delete-account.ts): its messages' text is removed (the other family
 * reads "message removed") and the conversations it holds a side of end.
 */
export async function endConversationsOfAccount(ctx: Ctx, input: { userId: string }): Promise<void> {
  const now = ctx.deps.clock.now();
  await repo.removeMessagesOfAuthor(ctx.db, input.userId, now);
  const ids = await repo.openConversationIdsOfHolder(ctx.db, input.userId);
  const closed = await repo.closeConversations(ctx.db, ids, {
    reason: 'account_deleted',
    byUserId: null,
    at: now,
  });
  // Its removed messages are told by this: the other family reads the conversation again.
  for (const id of closed)
    await published(ctx, { type: 'conversation', conversationId: id, change: 'closed' });
}

/**
 * The caller's unread messages (of the other side, after its last read, not removed) over its open and
 * closed conversations, in all and per profile of its side.
 */
export async function unreadMessages(ctx: Ctx): Promise<ConversationUnread> {
  const rows = await repo.unreadByOwnProfile(ctx.db, userIdOf(ctx));
  return {
    total: rows.reduce((n, r) => n + r.unread, 0),
    profiles: rows
      .filter((r): r is { profileId: string; unread: number } => r.profileId !== null && r.unread > 0)
      .map((r) => ({ profile_id: r.profileId, unread: r.unread })),
  };
}
