import {
  CONVERSATION_LIMITS,
  type CloseMessageReportBody,
  type MemberRole,
  type MessageReport,
  type MessageReportAction,
  type MessageReportReason,
} from '@samaj/shared';
import { type Ctx, record, withTx } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isUuid, type PageInput, type Slice } from '../../../lib/pagination.ts';
import { msg } from '../../../i18n/translate.ts';
import * as repo from '../repository.ts';
import type { MessageReportListRow, MessageWithAuthor } from '../repository.ts';
import { listPage } from '../list-page.ts';
import { type RevokeTokens, suspendAccount } from '../profile/suspension.ts';
import { published } from './events.ts';
import { noticeClosed } from './message-notice.ts';

/**
 * The office's queue of reported messages (docs/api.md "Conversations", decision 054). The office
 * never reads a conversation: a report shows the reported message and the five before it, nothing
 * else, and every report shown is recorded in the audit log (`message_report.view`) in the same
 * transaction that reads it, so a view that cannot be recorded is not shown. Closing a report
 * (dismissed, conversation_closed, user_suspended) is audited too.
 */

const toExcerpt = (m: MessageWithAuthor, reportedId: string) => ({
  id: m.id,
  author: {
    account_id: m.authorUserId,
    name: m.authorName ?? '',
    role: (m.authorRole as MemberRole | null) ?? null,
  },
  body: m.removedAt ? '' : m.body,
  sent_at: m.sentAt.toISOString(),
  removed: m.removedAt !== null,
  reported: m.id === reportedId,
});

function toReport(r: MessageReportListRow, excerpt: MessageWithAuthor[]): MessageReport {
  return {
    id: r.report.id,
    reason: r.report.reason as MessageReportReason,
    note: r.report.note,
    created_at: r.report.createdAt.toISOString(),
    status: r.report.closedAt ? 'closed' : 'open',
    reporter: { account_id: r.report.reporterUserId, name: r.reporterName },
    message_id: r.message.id,
    conversation_id: r.report.conversationId,
    conversation_state: r.conversationState as MessageReport['conversation_state'],
    excerpt: excerpt.map((m) => toExcerpt(m, r.message.id)),
    closed_at: r.report.closedAt?.toISOString() ?? null,
    close_action: (r.report.closeAction as MessageReportAction | null) ?? null,
    close_note: r.report.closeNote,
  };
}

/** Reads a report's excerpt and records that the office saw it, in the caller's transaction. */
async function shown(ctx: Ctx, r: MessageReportListRow): Promise<MessageReport> {
  const excerpt = await repo.excerptOf(ctx.db, r.message, CONVERSATION_LIMITS.excerptMessages);
  await record(ctx, {
    action: 'message_report.view',
    entity: { type: 'message_report', id: r.report.id },
    after: { message_ids: excerpt.map((m) => m.id) },
  });
  return toReport(r, excerpt);
}

export function listMessageReports(
  ctx: Ctx,
  input: PageInput & { status?: 'open' | 'closed' | undefined },
): Promise<Slice<MessageReport>> {
  return withTx(ctx, (txCtx) =>
    listPage(txCtx, input, {
      keys: { created_at: 'date', id: 'uuid' },
      load: (after, limit) =>
        repo.listMessageReports(
          txCtx.db,
          input.status,
          limit,
          after ? { createdAt: new Date(after.created_at), id: after.id } : null,
        ),
      items: async (rows) => {
        const reports = new Map<string, MessageReport>();
        for (const r of rows) reports.set(r.report.id, await shown(txCtx, r));
        return (r) => reports.get(r.report.id)!;
      },
      cursorOf: (r) => ({ created_at: r.report.createdAt.toISOString(), id: r.report.id }),
    }),
  );
}

/**
 * Closes an open report with an action, in one transaction: the report locked (two admins at once: one
 * wins, the other 409), the action carried out (`conversation_closed` closes the conversation;
 * `user_suspended` suspends the message's author as a profile report's suspension does), audited.
 */
export async function closeMessageReport(
  ctx: Ctx,
  input: CloseMessageReportBody & { id: string; revokeTokens: RevokeTokens },
): Promise<MessageReport> {
  if (!isUuid(input.id)) throw notFound('Report');
  const note = input.note?.trim() || null;
  return withTx(ctx, async (txCtx) => {
    const report = await repo.lockMessageReport(txCtx.db, input.id);
    if (!report) throw notFound('Report');
    if (report.closedAt) throw new AppError('conflict', msg('reportClosedAlready'), { field: 'report' });
    const row = await repo.findMessageReport(txCtx.db, report.id);
    if (!row) throw notFound('Report');
    const now = ctx.deps.clock.now();
    if (input.action === 'conversation_closed') {
      const closed = await repo.closeConversations(txCtx.db, [report.conversationId], {
        reason: 'office',
        byUserId: ctx.actor,
        at: now,
      });
      if (closed.length > 0) {
        await published(txCtx, {
          type: 'conversation',
          conversationId: report.conversationId,
          change: 'closed',
        });
        await noticeClosed(txCtx, {
          conversationId: report.conversationId,
          by: 'office',
          closerUserId: null,
        });
      }
    }
    if (input.action === 'user_suspended') {
      if (!row.message.authorUserId) throw notFound('User');
      await suspendAccount(txCtx, {
        userId: row.message.authorUserId,
        note: note ?? '',
        revokeTokens: input.revokeTokens,
      });
    }
    await repo.closeMessageReport(txCtx.db, report.id, {
      closedAt: now,
      closedByUserId: ctx.actor,
      closeAction: input.action,
      closeNote: note,
    });
    await record(txCtx, {
      action: 'message_report.close',
      entity: { type: 'message_report', id: report.id },
      before: { status: 'open' },
      after: { status: 'closed', action: input.action, note },
    });
    const after = await repo.findMessageReport(txCtx.db, report.id);
    return shown(txCtx, after!);
  });
}
