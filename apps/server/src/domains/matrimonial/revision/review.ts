import type { AdminRevision, RevisionFields, RevisionStatus } from '@samaj/shared';
import { type Ctx, record, userIdOf, withTx } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { decodeCursor, isUuid, type PageInput, type Slice, sliceOf } from '../../../lib/pagination.ts';
import { notify } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import type { RevisionQueueRow } from '../repository.ts';
import { approvedValues, revisionColumns } from './revisions.ts';
import { msg } from '../../../i18n/translate.ts';
import { latinAnswerOf, namedOf } from '../profile/names.ts';

/**
 * The office's review of revisions (admin-routes: GET /revisions, POST /revisions/{id}/approve and
 * /reject; decision 044). Approving writes the new texts into the profile, where others read them;
 * rejecting leaves the approved texts. Either is recorded (ctx.audit) on the profile, with the texts
 * before and after, and told to the family in its language (type `profile.revision_approved` or
 * `profile.revision_rejected`, data `{type: 'profile', id}`: it opens the profile).
 *
 * A decision is final: the same one again changes nothing (a second click, two admins at once); the
 * other one is 409. The owner's later change makes a new revision (revision/revisions.ts), so an old id
 * is 404 and the office never approves text it did not see. Both sides lock the profile's row first.
 */

const revisionNotFound = () => notFound('Profile change');

function toAdminRevision(row: RevisionQueueRow, names: Map<string, string>): AdminRevision {
  const { revision, profile } = row;
  const by = revision.decidedByUserId;
  const fields = revision.fields as RevisionFields;
  return {
    id: revision.id,
    status: revision.status as RevisionStatus,
    fields,
    current: revision.status === 'pending' ? approvedValues(profile, fields) : null,
    submitted_at: revision.submittedAt.toISOString(),
    decided_at: revision.decidedAt?.toISOString() ?? null,
    decided_by: by && names.has(by) ? { user_id: by, name: names.get(by)! } : null,
    reason: revision.reason,
    profile: {
      id: profile.id,
      first_name: profile.firstName,
      last_name: profile.lastName,
      ...latinAnswerOf(profile),
      gender: profile.gender as AdminRevision['profile']['gender'],
      approved_on: profile.approvedOn?.toISOString() ?? null,
    },
  };
}

const deciders = (ctx: Ctx, rows: RevisionQueueRow[]) =>
  repo.userNames(ctx.db, [
    ...new Set(rows.flatMap((r) => (r.revision.decidedByUserId ? [r.revision.decidedByUserId] : []))),
  ]);

/** Revisions of one status (pending by default: oldest first), each with the profile's approved texts. */
export async function listRevisionQueue(
  ctx: Ctx,
  input: PageInput & { status?: RevisionStatus },
): Promise<Slice<AdminRevision>> {
  const { deps } = ctx;
  const status = input.status ?? 'pending';
  const after = decodeCursor(deps.cursors, input.cursor, { submitted_at: 'date', id: 'uuid' });
  const rows = await repo.listRevisionsByStatus(
    ctx.db,
    status,
    input.perPage + 1,
    after ? { submittedAt: new Date(after.submitted_at), id: after.id } : null,
  );
  const names = await deciders(ctx, rows.slice(0, input.perPage));
  // The next page asks for the same status, the default one included.
  return sliceOf(
    deps.cursors,
    rows,
    input.perPage,
    (r) => toAdminRevision(r, names),
    (r) => ({ submitted_at: r.revision.submittedAt.toISOString(), id: r.revision.id }),
    { status },
  );
}

async function decide(
  ctx: Ctx,
  input: { id: string; status: 'approved' | 'rejected'; reason?: string },
): Promise<AdminRevision> {
  if (!isUuid(input.id)) throw revisionNotFound();
  const admin = userIdOf(ctx);
  const row = await withTx(ctx, async (txCtx) => {
    const found = await repo.findRevisionRow(txCtx.db, input.id);
    if (!found) throw revisionNotFound();
    // The profile's lock orders this with the owner's own changes (which replace the revision).
    const profile = await repo.findProfile(txCtx.db, found.profile.id, true);
    const current = await repo.findRevisionRow(txCtx.db, input.id);
    if (!profile || !current) throw revisionNotFound();
    const { revision } = current;
    if (revision.status === input.status) return current;
    if (revision.status !== 'pending') {
      throw new AppError('conflict', msg('revisionDecided'));
    }
    const now = ctx.deps.clock.now();
    const fields = revision.fields;
    const before = approvedValues(profile, fields);
    const changed =
      input.status === 'approved'
        ? await repo.updateProfile(txCtx.db, profile.id, { ...revisionColumns(fields), updatedAt: now })
        : profile;
    const decided = await repo.decideRevision(txCtx.db, revision.id, {
      status: input.status,
      decidedAt: now,
      decidedByUserId: admin,
      reason: input.status === 'rejected' ? (input.reason ?? '') : null,
    });
    const approved = input.status === 'approved';
    await record(txCtx, {
      action: approved ? 'profile.revision_approve' : 'profile.revision_reject',
      // On the profile: its audit trail shows each text as it was and as it became.
      entity: { type: 'profile', id: profile.id },
      before: { revision_id: revision.id, ...before },
      after: approved
        ? { revision_id: revision.id, ...approvedValues(changed, fields) }
        : { revision_id: revision.id, rejected: fields, reason: decided.reason },
    });
    const name = `${profile.firstName} ${profile.lastName}`;
    await notify(txCtx, {
      userId: profile.userId,
      profileId: profile.id,
      type: approved ? 'profile.revision_approved' : 'profile.revision_rejected',
      title: { id: approved ? 'revisionApprovedTitle' : 'revisionRejectedTitle' },
      body: approved
        ? { id: 'revisionApprovedBody', params: { name } }
        : { id: 'revisionRejectedBody', params: { name, reason: input.reason ?? '' } },
      names: { name: namedOf(profile) },
      data: { type: 'profile', id: profile.id },
    });
    return { revision: decided, profile: changed };
  });
  return toAdminRevision(row, await deciders(ctx, [row]));
}

export const approveRevision = (ctx: Ctx, input: { id: string }) =>
  decide(ctx, { id: input.id, status: 'approved' });

export const rejectRevision = (ctx: Ctx, input: { id: string; reason: string }) =>
  decide(ctx, { id: input.id, status: 'rejected', reason: input.reason });
