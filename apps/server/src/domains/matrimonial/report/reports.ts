import { type CloseReportBody, type ProfileReport, type ReportCloseAction } from '@samaj/shared';
import { type Ctx, record, withTx } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isUuid, type PageInput, type Slice } from '../../../lib/pagination.ts';
import { notify } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import type { ReportListRow } from '../repository.ts';
import { listPage } from '../list-page.ts';
import { rejectProfile } from '../profile/review.ts';
import { type RevokeTokens, suspendAccount } from '../profile/suspension.ts';
import { msg } from '../../../i18n/translate.ts';
import { latinAnswerOf } from '../profile/names.ts';

/**
 * The admins' queue of reports (docs/api.md, Matrimonial profiles, consent and safety): the open and the closed ones, and closing
 * one with an action: `dismissed`, `profile_rejected` or `user_suspended` (suspension.ts).
 *
 * Closing tells the reporter the outcome: a notification of type `report.closed`, data
 * `{type: 'report', id: <report id>}`, profile_id null (a report is the account's, not a profile's).
 */

export function toReport(r: ReportListRow): ProfileReport {
  return {
    id: r.report.id,
    reason: r.report.reason,
    created_at: r.report.createdAt.toISOString(),
    status: r.report.closedAt ? 'closed' : 'open',
    closed_at: r.report.closedAt?.toISOString() ?? null,
    closed_by: r.closer ? { user_id: r.closer.id, name: r.closer.name } : null,
    close_action: (r.report.closeAction as ReportCloseAction | null) ?? null,
    close_note: r.report.closeNote,
    reporter: { user_id: r.reporter.id, name: r.reporter.name, mobile: r.reporter.mobile },
    reported_profile: {
      id: r.profile.id,
      user_id: r.profile.userId,
      first_name: r.profile.firstName,
      last_name: r.profile.lastName,
      ...latinAnswerOf(r.profile),
      approved_on: r.profile.approvedOn?.toISOString() ?? null,
    },
  };
}

/** Reports of profiles, newest first: open, closed, or both. */
export function listReports(
  ctx: Ctx,
  input: PageInput & { status?: 'open' | 'closed' },
): Promise<Slice<ProfileReport>> {
  return listPage(ctx, input, {
    keys: { created_at: 'date', id: 'uuid' },
    load: (after, limit) =>
      repo.listReports(
        ctx.db,
        input.status,
        limit,
        after ? { createdAt: new Date(after.created_at), id: after.id } : null,
      ),
    items: async () => toReport,
    cursorOf: (r) => ({ created_at: r.report.createdAt.toISOString(), id: r.report.id }),
  });
}

/** What the reporter is told (the catalogue's message, in the reporter's language). */
const OUTCOMES: Record<
  ReportCloseAction,
  'reportDismissedBody' | 'reportRejectedBody' | 'reportSuspendedBody'
> = {
  dismissed: 'reportDismissedBody',
  profile_rejected: 'reportRejectedBody',
  user_suspended: 'reportSuspendedBody',
};

/**
 * Closes an open report with an action, in one transaction: the report row is locked first (two
 * admins closing it at once: one wins, the other gets 409), then the action is carried out
 * (`profile_rejected` rejects the reported profile with the note as its reason, audited and notified
 * to its owner like any rejection; `user_suspended` suspends the account that owns it), the close is
 * audited, and the reporter is notified.
 */
export async function closeReport(
  ctx: Ctx,
  input: CloseReportBody & { id: string; revokeTokens: RevokeTokens },
): Promise<ProfileReport> {
  if (!isUuid(input.id)) throw notFound('Report');
  const note = input.note?.trim() || null;
  await withTx(ctx, async (txCtx) => {
    const report = await repo.lockReport(txCtx.db, input.id);
    if (!report) throw notFound('Report');
    if (report.closedAt) {
      throw new AppError('conflict', msg('reportClosedAlready'), {
        field: 'report',
      });
    }
    const profile = await repo.findProfile(txCtx.db, report.reportedProfileId);
    if (!profile) throw notFound('Report');
    if (input.action === 'profile_rejected') {
      await rejectProfile(txCtx, { id: profile.id, reason: note ?? '' });
    }
    if (input.action === 'user_suspended') {
      await suspendAccount(txCtx, {
        userId: profile.userId,
        note: note ?? '',
        revokeTokens: input.revokeTokens,
      });
    }
    const closed = {
      closedAt: ctx.deps.clock.now(),
      closedByUserId: ctx.actor,
      closeAction: input.action,
      closeNote: note,
    };
    await repo.closeReport(txCtx.db, report.id, closed);
    await record(txCtx, {
      action: 'report.close',
      entity: { type: 'report', id: report.id },
      before: { status: 'open' },
      after: { status: 'closed', action: input.action, note },
    });
    await notify(txCtx, {
      userId: report.reporterUserId,
      profileId: null,
      type: 'report.closed',
      title: { id: 'reportReviewedTitle' },
      body: { id: OUTCOMES[input.action], params: { name: `${profile.firstName} ${profile.lastName}` } },
      data: { type: 'report', id: report.id },
    });
  });
  const row = await repo.findReportWithPeople(ctx.db, input.id);
  return toReport(row!);
}
