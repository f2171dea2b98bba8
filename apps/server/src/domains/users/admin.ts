import { type AdminUser } from '@samaj/shared';
import { type Ctx, record, withTx } from '../../context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { afterOf, cursorOf, isUuid, type PageInput, sliceOf } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import { msg } from '../../i18n/translate.ts';

/** The office's view of users: the list, the admin flag, the member type; each change recorded. */

export function toAdminUser(row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    is_admin: row.isAdmin,
    member_type: row.memberType as AdminUser['member_type'],
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listUsers(ctx: Ctx, input: PageInput & { q?: string }) {
  const { cursors } = ctx.deps;
  const rows = await repo.searchUsers(
    ctx.db,
    input.q || undefined,
    input.perPage + 1,
    afterOf(cursors, input.cursor),
  );
  return sliceOf(cursors, rows, input.perPage, toAdminUser, cursorOf);
}

export const LAST_ADMIN_MESSAGE = msg('lastAdmin');

/**
 * Grants or takes the admin flag. The admin rows are locked first, so two admins taking each other's
 * flag at the same moment cannot leave the app with none: the second one waits, then sees one admin.
 */
export async function setAdmin(ctx: Ctx, input: { id: string; isAdmin: boolean }): Promise<AdminUser> {
  const { id, isAdmin } = input;
  if (!isUuid(id)) throw notFound('User');
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const { adminIds, user } = await repo.lockAdminsAndUser(txCtx.db, id);
    if (!user) throw notFound('User');
    if (user.isAdmin === isAdmin) return toAdminUser(user);
    if (!isAdmin && adminIds.length <= 1) {
      throw new AppError('conflict', LAST_ADMIN_MESSAGE, { field: 'is_admin' });
    }
    const updated = await repo.setUserAdmin(txCtx.db, id, isAdmin, now);
    await record(txCtx, {
      action: isAdmin ? 'user.admin.grant' : 'user.admin.revoke',
      entity: { type: 'user', id },
      before: { is_admin: user.isAdmin },
      after: { is_admin: updated.isAdmin },
    });
    return toAdminUser(updated);
  });
}

/**
 * Lifts a suspension (a report's outcome): the account may log in again. Its profiles stay rejected
 * until the family edits them and an admin approves them again. Lifting one not suspended changes
 * nothing.
 */
export async function unsuspendUser(ctx: Ctx, input: { id: string }): Promise<AdminUser> {
  if (!isUuid(input.id)) throw notFound('User');
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const user = await repo.lockUser(txCtx.db, input.id);
    if (!user) throw notFound('User');
    if (!user.suspendedAt) return toAdminUser(user);
    const updated = await repo.setUserSuspension(txCtx.db, user.id, null, now);
    await record(txCtx, {
      action: 'user.unsuspend',
      entity: { type: 'user', id: user.id },
      before: { suspended_at: user.suspendedAt.toISOString(), suspended_reason: user.suspendedReason },
      after: { suspended_at: null, suspended_reason: null },
    });
    return toAdminUser(updated);
  });
}

/** Records the member type the office has confirmed (or clears it); bookings must then use it. */
export async function setMemberType(
  ctx: Ctx,
  input: { id: string; memberType: AdminUser['member_type'] },
): Promise<AdminUser> {
  const { id, memberType } = input;
  if (!isUuid(id)) throw notFound('User');
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const user = await repo.lockUser(txCtx.db, id);
    if (!user) throw notFound('User');
    if (user.memberType === memberType) return toAdminUser(user);
    const updated = await repo.setUserMemberType(txCtx.db, id, memberType, now);
    await record(txCtx, {
      action: 'user.member_type',
      entity: { type: 'user', id },
      before: { member_type: user.memberType },
      after: { member_type: updated.memberType },
    });
    return toAdminUser(updated);
  });
}
