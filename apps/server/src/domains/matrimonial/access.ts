import { findUserById } from '../users/service.ts';
import { ERROR_CODES } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import type { ProfileRow } from './repository.ts';

/** Who may see or change which profile: the checks every use case starts with. */

export const profileNotFound = () => notFound('Profile');
export const notApproved = () =>
  forbidden('Your active profile must be approved to do this.', ERROR_CODES.profileNotApproved);

/** The caller's active profile, which must be approved (search, view, send, reply). */
export async function requireApprovedActive(deps: AppDeps, userId: string): Promise<ProfileRow> {
  const active = await repo.findActiveProfile(deps.database.db, userId);
  if (!active?.approvedOn) throw notApproved();
  return active;
}

/** The caller's own profile, or 404 (another user's profile is not revealed). */
export async function ownProfile(
  deps: AppDeps,
  userId: string,
  id: string,
  lock = false,
  db = deps.database.db,
) {
  if (!isUuid(id)) throw profileNotFound();
  const row = await repo.findProfile(db, id, lock);
  if (!row || row.userId !== userId) throw profileNotFound();
  return row;
}

/**
 * Someone else's profile the caller may see: their active profile approved, the target approved,
 * no block either way. Answers the caller's active profile too.
 */
export async function visibleProfile(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw profileNotFound();
  const active = await requireApprovedActive(deps, userId);
  const target = await repo.findProfile(deps.database.db, id);
  if (!target?.approvedOn) throw profileNotFound();
  if (await repo.isBlocked(deps.database.db, userId, target)) throw profileNotFound();
  return { active, target };
}

/** Whether a user may see a profile's pictures: its owner, an admin, or someone allowed to view it. */
export async function maySeeProfile(deps: AppDeps, userId: string, target: ProfileRow): Promise<boolean> {
  if (target.userId === userId) return true;
  const user = await findUserById(deps.database.db, userId);
  if (!user) return false;
  if (user.isAdmin) return true;
  const active = await repo.findActiveProfile(deps.database.db, userId);
  if (!active?.approvedOn || !target.approvedOn) return false;
  return !(await repo.isBlocked(deps.database.db, userId, target));
}
