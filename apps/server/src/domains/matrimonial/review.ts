import { type AdminProfile, type CursorPage, type Profile, type ProfileReport } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { pushToUser } from '../push/service.ts';
import { pictureSigner } from './picture-urls.ts';
import * as repo from './repository.ts';
import { profileNotFound } from './access.ts';
import { fullProfile, toPicture, toProfile } from './answers.ts';

/** The admin's review of profiles and reports (called by the admin domain). */

/** Approves a profile and tells its owner. `viewerUserId` (the admin) gets the picture URLs. */
export async function approveProfile(
  deps: AppDeps,
  profileId: string,
  viewerUserId?: string,
): Promise<Profile> {
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, profileId);
  if (!row) throw profileNotFound();
  const updated = await repo.updateProfile(deps.database.db, profileId, {
    approvedOn: deps.clock.now(),
    rejectionReason: null,
    updatedAt: deps.clock.now(),
  });
  await pushToUser(deps, row.userId, {
    title: 'Profile approved',
    body: `The profile of ${row.firstName} ${row.lastName} is approved.`,
    data: { type: 'profile', id: row.id },
  });
  return fullProfile(deps, viewerUserId ?? row.userId, updated);
}

export async function rejectProfile(
  deps: AppDeps,
  profileId: string,
  reason: string,
  viewerUserId?: string,
): Promise<Profile> {
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, profileId);
  if (!row) throw profileNotFound();
  const updated = await repo.updateProfile(deps.database.db, profileId, {
    approvedOn: null,
    rejectionReason: reason,
    updatedAt: deps.clock.now(),
  });
  await pushToUser(deps, row.userId, {
    title: 'Profile not approved',
    body: `The profile of ${row.firstName} ${row.lastName} needs changes: ${reason}`,
    data: { type: 'profile', id: row.id },
  });
  return fullProfile(deps, viewerUserId ?? row.userId, updated);
}

/** Profiles in full, newest first, for the admin list (status: pending, approved or rejected). */
export async function listProfilesForAdmin(
  deps: AppDeps,
  input: {
    viewerUserId: string;
    status?: 'pending' | 'approved' | 'rejected';
    cursor?: string;
    perPage: number;
    url: URL;
  },
): Promise<CursorPage<AdminProfile>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listProfilesByStatus(
    deps.database.db,
    input.status,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  const ids = rows.map((r) => r.id);
  const [pics, signer] = await Promise.all([
    repo.picturesOfProfiles(deps.database.db, ids),
    pictureSigner(deps, input.viewerUserId),
  ]);
  const today = todayInIndia(deps.clock);
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => {
      const own = pics.filter((p) => p.profileId === r.id);
      return {
        ...toProfile(
          r,
          own.find((p) => p.isPrimary),
          signer,
          today,
        ),
        pictures: own.map((p) => toPicture(p, signer)),
      };
    },
    (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  );
}

/** Reports of profiles, newest first, for admins. */
export async function listReports(
  deps: AppDeps,
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<ProfileReport>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listReports(
    deps.database.db,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => ({
      id: r.report.id,
      reason: r.report.reason,
      created_at: r.report.createdAt.toISOString(),
      reporter: { user_id: r.reporter.id, name: r.reporter.name, mobile: r.reporter.mobile },
      reported_profile: {
        id: r.profile.id,
        user_id: r.profile.userId,
        first_name: r.profile.firstName,
        last_name: r.profile.lastName,
        approved_on: r.profile.approvedOn?.toISOString() ?? null,
      },
    }),
    (r) => ({ created_at: r.report.createdAt.toISOString(), id: r.report.id }),
  );
}
