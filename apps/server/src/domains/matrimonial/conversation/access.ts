import { type Ctx, userIdOf } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { msg } from '../../../i18n/translate.ts';
import * as repo from '../repository.ts';
import type { ConversationRow, MemberRow } from '../repository.ts';

/**
 * A conversation the caller is a member of, with the caller's membership; 404 for any other id (a
 * malformed one, one that does not exist, one the caller is not in): nobody learns a conversation exists.
 */
export async function memberOf(
  ctx: Ctx,
  id: string,
  lock = false,
): Promise<{ conversation: ConversationRow; member: MemberRow }> {
  if (!isUuid(id)) throw notFound('Conversation');
  const member = await repo.findMember(ctx.db, id, userIdOf(ctx));
  if (!member) throw notFound('Conversation');
  const conversation = await repo.findConversation(ctx.db, id, lock);
  if (!conversation) throw notFound('Conversation');
  return { conversation, member };
}

/** 409 conversation_closed. */
export const conversationClosed = () => new AppError('conflict', msg('conversationClosed'));
