import { type AdminUser } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildCursorPage, isUuid } from '../../lib/pagination.ts';
import { audit } from './audit.ts';
import { afterOf, cursorOf } from './content.ts';
import * as repo from './repository.ts';
import type { Actor, PageInput } from './common.ts';

/** Users: the list, the admin flag, the member type. */

// ---- users ----

export function toAdminUser(row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    is_admin: row.isAdmin,
    member_type: row.memberType as AdminUser['member_type'],
    created_at: row.createdAt.toISOString(),
  };
}

export async function listUsers(deps: AppDeps, input: PageInput & { q?: string }) {
  const rows = await repo.searchUsers(
    deps.database.db,
    input.q || undefined,
    input.perPage + 1,
    afterOf(deps.cursors, input.cursor),
  );
  return buildCursorPage(deps.cursors, rows, input.perPage, input.url, toAdminUser, cursorOf);
}

export const LAST_ADMIN_MESSAGE =
  'The last administrator cannot lose the admin flag: make another user an administrator first.';

/**
 * Grants or takes the admin flag. The admin rows are locked first, so two admins taking each other's
 * flag at the same moment cannot leave the app with none: the second one waits, then sees one admin.
 */
export async function setAdmin(
  deps: AppDeps,
  actor: Actor,
  id: string,
  isAdmin: boolean,
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound('User');
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { adminIds, user } = await repo.lockAdminsAndUser(tx, id);
    if (!user) throw notFound('User');
    if (user.isAdmin === isAdmin) return toAdminUser(user);
    if (!isAdmin && adminIds.length <= 1) {
      throw new AppError('conflict', LAST_ADMIN_MESSAGE, { errors: { is_admin: [LAST_ADMIN_MESSAGE] } });
    }
    const updated = await repo.setUserAdmin(tx, id, isAdmin, now);
    await audit(tx, {
      actor,
      action: isAdmin ? 'user.admin.grant' : 'user.admin.revoke',
      entity: { type: 'user', id },
      before: { is_admin: user.isAdmin },
      after: { is_admin: updated.isAdmin },
      at: now,
    });
    return toAdminUser(updated);
  });
}

/** Records the member type the office has confirmed (or clears it); bookings must then use it. */
export async function setMemberType(
  deps: AppDeps,
  actor: Actor,
  id: string,
  memberType: AdminUser['member_type'],
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound('User');
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw notFound('User');
    if (user.memberType === memberType) return toAdminUser(user);
    const updated = await repo.setUserMemberType(tx, id, memberType, now);
    await audit(tx, {
      actor,
      action: 'user.member_type',
      entity: { type: 'user', id },
      before: { member_type: user.memberType },
      after: { member_type: updated.memberType },
      at: now,
    });
    return toAdminUser(updated);
  });
}
