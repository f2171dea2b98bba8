import { type BlockedCard, type CursorPage } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { decodeCursor, isUuid } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import { profileNotFound } from './access.ts';
import { cardPage } from './answers.ts';

/** Blocks (between users, decision 021) and reports. */

export async function otherProfile(deps: AppDeps, userId: string, profileId: string) {
  if (!isUuid(profileId)) throw profileNotFound();
  const target = await repo.findProfile(deps.database.db, profileId);
  if (!target) throw profileNotFound();
  if (target.userId === userId) throw fieldError('profile', 'This is one of your own profiles.');
  return target;
}

export async function blockProfile(deps: AppDeps, userId: string, profileId: string): Promise<void> {
  const target = await otherProfile(deps, userId, profileId);
  await repo.insertBlock(deps.database.db, userId, target.id, deps.clock.now());
}

/** The profiles the caller's user blocked (whichever of their profiles was active), newest first. */
export async function listBlocks(
  deps: AppDeps,
  userId: string,
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<BlockedCard>> {
  const after = decodeCursor(deps.cursors, input.cursor, { blocked_at: 'date', id: 'uuid' });
  const rows = await repo.listBlocks(
    deps.database.db,
    userId,
    input.perPage + 1,
    after ? { at: new Date(after.blocked_at), id: after.id } : null,
  );
  return cardPage(
    deps,
    userId,
    rows,
    input,
    (r, card) => ({ profile: card, blocked_at: r.block.createdAt.toISOString() }),
    (r) => ({ blocked_at: r.block.createdAt.toISOString(), id: r.profile.id }),
  );
}

export async function unblockProfile(deps: AppDeps, userId: string, profileId: string): Promise<void> {
  if (!isUuid(profileId)) throw profileNotFound();
  await repo.deleteBlock(deps.database.db, userId, profileId);
}

export async function reportProfile(deps: AppDeps, userId: string, profileId: string, reason: string) {
  const target = await otherProfile(deps, userId, profileId);
  const created = await repo.insertReport(deps.database.db, {
    reporterUserId: userId,
    reportedProfileId: target.id,
    reason,
    createdAt: deps.clock.now(),
  });
  if (!created) {
    throw new AppError('conflict', 'You have already reported this profile.', {
      errors: { profile: ['You have already reported this profile.'] },
    });
  }
}
