import { findUserById } from '../../users/service.ts';
import { type Ctx, userIdOf } from '../../../context.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import * as repo from '../repository.ts';
import type { ProfileRow } from '../repository.ts';

/**
 * Who may see or change which profile: the checks every use case starts with. They read through
 * ctx.db, so inside withTx they see (and lock) within the change's transaction.
 */

export const profileNotFound = () => notFound('Profile');
export const notApproved = () => forbidden('profileNotApproved');

/** The caller's active profile, which must be approved (search, view, send, reply). */
export async function requireApprovedActive(ctx: Ctx): Promise<ProfileRow> {
  const active = await repo.findActiveProfile(ctx.db, userIdOf(ctx));
  if (!active?.approvedOn) throw notApproved();
  return active;
}

/** The caller's own profile (locked for update with `lock`), or 404 (another's is not revealed). */
export async function ownProfile(ctx: Ctx, id: string, lock = false): Promise<ProfileRow> {
  if (!isUuid(id)) throw profileNotFound();
  const row = await repo.findProfile(ctx.db, id, lock);
  if (!row || row.userId !== userIdOf(ctx)) throw profileNotFound();
  return row;
}

/**
 * Someone else's profile the caller may see: their active profile approved, the target approved,
 * no block either way. Answers the caller's active profile too.
 */
export async function visibleProfile(ctx: Ctx, id: string) {
  if (!isUuid(id)) throw profileNotFound();
  const active = await requireApprovedActive(ctx);
  const target = await repo.findProfile(ctx.db, id);
  if (!target?.approvedOn) throw profileNotFound();
  if (await repo.isBlocked(ctx.db, userIdOf(ctx), target)) throw profileNotFound();
  return { active, target };
}

/**
 * Whether `viewer` may see a profile's pictures: its owner, an admin, or someone allowed to view it.
 * The viewer is named, not ctx's actor: a signed picture URL names the user it was made for.
 */
export async function maySeeProfile(ctx: Ctx, viewer: string, target: ProfileRow): Promise<boolean> {
  if (target.userId === viewer) return true;
  const user = await findUserById(ctx.db, viewer);
  if (!user) return false;
  if (user.isAdmin) return true;
  const active = await repo.findActiveProfile(ctx.db, viewer);
  if (!active?.approvedOn || !target.approvedOn) return false;
  return !(await repo.isBlocked(ctx.db, viewer, target));
}
