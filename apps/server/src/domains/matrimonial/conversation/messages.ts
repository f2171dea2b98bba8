import type { ConversationMessage, MessageReportReason, MessagesPage } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { AppError, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { msg } from '../../../i18n/translate.ts';
import { requireMobileVerified } from '../../users/service.ts';
import * as repo from '../repository.ts';
import { conversationClosed, memberOf } from './access.ts';
import { published } from './events.ts';
import { takeMessageAllowance } from './limits.ts';
import { noticeMessage, readUpToDate } from './message-notice.ts';
import { toMessage } from './presenter.ts';

/** Messages: the pages of a conversation, send (once per client id), read, remove one's own, report. */

/** A message of a conversation the caller is a member of; 404 otherwise. */
async function messageOfMember(ctx: Ctx, id: string) {
  if (!isUuid(id)) throw notFound('Message');
  const message = await repo.findMessage(ctx.db, id);
  if (!message) throw notFound('Message');
  const member = await repo.findMember(ctx.db, message.conversationId, userIdOf(ctx));
  if (!member) throw notFound('Message');
  return { message, member };
}

/** A message id of the conversation, as its seq; 422 on `field` when it is not one of its messages. */
async function seqOf(ctx: Ctx, conversationId: string, messageId: string, field: string): Promise<number> {
  const message = isUuid(messageId) ? await repo.findMessage(ctx.db, messageId) : undefined;
  if (!message || message.conversationId !== conversationId) {
    throw fieldError(field, 'conversationMessageUnknown');
  }
  return message.seq;
}

export async function listMessages(
  ctx: Ctx,
  input: { id: string; before?: string | undefined; after?: string | undefined; perPage: number },
): Promise<MessagesPage> {
  await memberOf(ctx, input.id);
  if (input.before && input.after) throw fieldError('after', 'conversationBeforeOrAfter');
  const beforeSeq = input.before ? await seqOf(ctx, input.id, input.before, 'before') : undefined;
  const afterSeq = input.after ? await seqOf(ctx, input.id, input.after, 'after') : undefined;
  const rows = await repo.pageOfMessages(ctx.db, input.id, { beforeSeq, afterSeq }, input.perPage + 1);
  const hasMore = rows.length > input.perPage;
  // One more than the page was read to know whether more exist: the oldest (before) or newest (after).
  const shown = hasMore ? (afterSeq === undefined ? rows.slice(1) : rows.slice(0, -1)) : rows;
  const members = await repo.membersOf(ctx.db, [input.id]);
  return { data: shown.map((m) => toMessage(m, members)), has_more: hasMore };
}

/**
 * Sends a message for one of the caller's profiles in the conversation. The same client id again
 * answers the first message (`created: false`), whatever happened since. Refused with 409
 * conversation_closed when the conversation is closed, a block stands either way, or an account of
 * either side is suspended; past MESSAGES_PER_MINUTE or MESSAGES_PER_DAY, 429.
 */
export async function sendMessage(
  ctx: Ctx,
  input: { id: string; clientId: string; profileId: string; body: string },
): Promise<{ message: ConversationMessage; created: boolean }> {
  const userId = userIdOf(ctx);
  const { member } = await memberOf(ctx, input.id);
  const answer = async (messageId: string, created: boolean) => {
    const [row, members] = await Promise.all([
      repo.findMessage(ctx.db, messageId),
      repo.membersOf(ctx.db, [input.id]),
    ]);
    return { message: toMessage(row!, members), created };
  };
  const earlier = await repo.findMessageByClientId(ctx.db, userId, input.clientId);
  if (earlier) {
    if (earlier.conversationId !== input.id) throw fieldError('client_id', 'conversationClientIdUsed');
    return answer(earlier.id, false);
  }
  if (member.profileId !== input.profileId) throw fieldError('profile_id', 'conversationProfileNotYours');
  await requireMobileVerified(ctx.db, userId);
  const sent = await withTx(ctx, async (txCtx) => {
    const { conversation } = await memberOf(txCtx, input.id, true);
    if (conversation.state !== 'open' || (await repo.conversationBarred(txCtx.db, conversation))) {
      throw conversationClosed();
    }
    if (await repo.isSuspended(txCtx.db, userId)) throw conversationClosed();
    const now = ctx.deps.clock.now();
    const row = await repo.insertMessage(txCtx.db, {
      conversationId: conversation.id,
      authorUserId: userId,
      profileId: input.profileId,
      authorRole: member.role,
      clientId: input.clientId,
      body: input.body,
      sentAt: now,
    });
    // Another request with the same client id committed first: its message is the answer.
    if (!row) return null;
    await takeMessageAllowance(txCtx);
    await repo.touchConversation(txCtx.db, conversation.id, now);
    await repo.markRead(txCtx.db, conversation.id, userId, row.seq, now);
    await published(txCtx, { type: 'message', conversationId: conversation.id, messageId: row.id });
    await noticeMessage(txCtx, { conversationId: conversation.id, profileId: input.profileId });
    return row.id;
  });
  if (sent) return answer(sent, true);
  const first = await repo.findMessageByClientId(ctx.db, userId, input.clientId);
  if (!first || first.conversationId !== input.id) throw fieldError('client_id', 'conversationClientIdUsed');
  return answer(first.id, false);
}

/** The caller read up to a message (never backwards). */
export async function markRead(ctx: Ctx, input: { id: string; upTo: string }): Promise<void> {
  await memberOf(ctx, input.id);
  const seq = await seqOf(ctx, input.id, input.upTo, 'up_to');
  await withTx(ctx, async (txCtx) => {
    const now = ctx.deps.clock.now();
    await repo.markRead(txCtx.db, input.id, userIdOf(txCtx), seq, now);
    await published(txCtx, {
      type: 'read',
      conversationId: input.id,
      userId: userIdOf(txCtx),
      upTo: input.upTo,
      readAt: now,
    });
    await readUpToDate(txCtx, input.id);
  });
}

/** Removes one's own message: its text is gone for everyone, "message removed" stays in its place. */
export async function deleteMessage(ctx: Ctx, input: { id: string }): Promise<ConversationMessage> {
  const { message } = await messageOfMember(ctx, input.id);
  if (message.authorUserId !== userIdOf(ctx)) throw forbidden('messageNotYours');
  await withTx(ctx, async (txCtx) => {
    if (message.removedAt === null) await repo.removeMessage(txCtx.db, message.id, ctx.deps.clock.now());
    await published(txCtx, {
      type: 'message',
      conversationId: message.conversationId,
      messageId: message.id,
    });
  });
  const [row, members] = await Promise.all([
    repo.findMessage(ctx.db, message.id),
    repo.membersOf(ctx.db, [message.conversationId]),
  ]);
  return toMessage(row!, members);
}

/** Reports another member's message to the office (once per message and reporter). */
export async function reportMessage(
  ctx: Ctx,
  input: { id: string; reason: MessageReportReason; note?: string | undefined },
): Promise<void> {
  const { message } = await messageOfMember(ctx, input.id);
  if (message.authorUserId === userIdOf(ctx)) throw fieldError('message', 'messageReportOwn');
  const created = await repo.insertMessageReport(ctx.db, {
    messageId: message.id,
    conversationId: message.conversationId,
    reporterUserId: userIdOf(ctx),
    reason: input.reason,
    note: input.note?.trim() || null,
    createdAt: ctx.deps.clock.now(),
  });
  if (!created) throw new AppError('conflict', msg('messageReportedAlready'), { field: 'message' });
}
