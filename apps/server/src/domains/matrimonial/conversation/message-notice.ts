import { type Ctx, userIdOf } from '../../../context.ts';
import { notify, subjectsHandled } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import { namedOf } from '../profile/names.ts';

/**
 * The inbox item and push of a new message (docs/api.md "Conversations", decision 056). Each member of
 * the other side that has not muted the conversation gets one item per conversation while unread,
 * renewed by a later message (its count and time), written in its own language with the sender's
 * name as it reads names; the push goes to its device only when the account has no live stream open on
 * any server (the stream already shows the message). A muted member gets neither: the conversation's
 * unread count and the stream still tell it. The text itself is never in the item or the push: a
 * family phone's lock screen is read by others.
 */
export async function noticeMessage(
  ctx: Ctx,
  input: { conversationId: string; profileId: string },
): Promise<void> {
  const [members, [sender]] = await Promise.all([
    repo.membersOf(ctx.db, [input.conversationId]),
    repo.findProfiles(ctx.db, [input.profileId]),
  ]);
  if (!sender) return;
  const author = userIdOf(ctx);
  const readers = members.filter((m) => m.userId !== author && m.profileId !== input.profileId && !m.muted);
  const senderName = `${sender.firstName} ${sender.lastName}`;
  for (const reader of readers) {
    const unread = (await repo.unreadCounts(ctx.db, reader.userId, [input.conversationId])).get(
      input.conversationId,
    );
    await notify(ctx, {
      userId: reader.userId,
      profileId: reader.profileId,
      type: 'conversation.message',
      title: { id: 'conversationMessageTitle', params: { sender: senderName } },
      body:
        unread !== undefined && unread > 1
          ? { id: 'conversationMessagesBody', params: { sender: senderName, count: unread } }
          : { id: 'conversationMessageBody', params: { sender: senderName } },
      names: { sender: namedOf(sender) },
      data: { type: 'conversation', id: input.conversationId },
      renew: true,
      push: 'without-stream',
    });
  }
}

/** The caller read every message of the conversation: its item about it is read too (the bell drops). */
export async function readUpToDate(ctx: Ctx, conversationId: string): Promise<void> {
  const unread = (await repo.unreadCounts(ctx.db, userIdOf(ctx), [conversationId])).get(conversationId) ?? 0;
  if (unread === 0) await subjectsHandled(ctx, { types: ['conversation'], ids: [conversationId] });
}

/**
 * A conversation was closed by a family ("we will not go further") or by the office from a report: the
 * members who did not close it are told, each in its own language with the other side's name as it
 * reads names, and the item opens the conversation, whose history stays readable. A block or an account
 * deletion closes it silently, as a block tells the blocked family nothing.
 */
export async function noticeClosed(
  ctx: Ctx,
  input: { conversationId: string; by: 'family' | 'office'; closerUserId: string | null },
): Promise<void> {
  const conversation = await repo.findConversation(ctx.db, input.conversationId);
  if (!conversation) return;
  const [members, sides] = await Promise.all([
    repo.membersOf(ctx.db, [conversation.id]),
    repo.findProfiles(
      ctx.db,
      [conversation.profileAId, conversation.profileBId].filter((id): id is string => id !== null),
    ),
  ]);
  const closerSide =
    input.by === 'family' ? members.find((m) => m.userId === input.closerUserId)?.profileId : undefined;
  for (const reader of members) {
    if (reader.userId === input.closerUserId || (closerSide && reader.profileId === closerSide)) continue;
    // A deleted account's profile is gone (null): nobody is left on that side to name.
    const other = sides.find((p) => p.id !== reader.profileId);
    if (!other) continue;
    const name = `${other.firstName} ${other.lastName}`;
    await notify(ctx, {
      userId: reader.userId,
      profileId: reader.profileId,
      type: 'conversation.closed',
      title: { id: 'conversationClosedTitle', params: { name } },
      body: {
        id: input.by === 'office' ? 'conversationClosedByOfficeBody' : 'conversationClosedBody',
        params: { name },
      },
      names: { name: namedOf(other) },
      data: { type: 'conversation', id: conversation.id },
    });
  }
}
