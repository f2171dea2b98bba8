import type { AdminProfile } from '@samaj/shared';
import { type Ctx, record, userIdOf, withTx } from '../../../context.ts';
import { isUuid } from '../../../lib/pagination.ts';
import * as repo from '../repository.ts';
import { profileNotFound } from '../profile/access.ts';
import { adminProfiles } from '../profile/read.ts';

/**
 * "Verified by the jamat": an admin marks a profile verified after checking the family at the office
 * (docs/api.md "Matrimonial profiles, consent and safety"). Only who verified, when, and an optional note are kept; no ID number.
 * Each change is audited in its transaction.
 */

const verificationState = (row: repo.ProfileRow) => ({
  verified_at: row.verifiedAt?.toISOString() ?? null,
  verified_by_user_id: row.verifiedByUserId,
  verification_note: row.verificationNote,
});

async function setVerified(ctx: Ctx, id: string, verified: boolean, note?: string): Promise<AdminProfile> {
  if (!isUuid(id)) throw profileNotFound();
  const admin = userIdOf(ctx);
  const row = await withTx(ctx, async (txCtx) => {
    const found = await repo.findProfile(txCtx.db, id, true);
    if (!found) throw profileNotFound();
    const now = ctx.deps.clock.now();
    const changed = await repo.updateProfile(txCtx.db, id, {
      verifiedAt: verified ? now : null,
      verifiedByUserId: verified ? admin : null,
      verificationNote: verified && note ? note : null,
      updatedAt: now,
    });
    await record(txCtx, {
      action: verified ? 'profile.verify' : 'profile.unverify',
      entity: { type: 'profile', id },
      before: verificationState(found),
      after: verificationState(changed),
    });
    return changed;
  });
  return (await adminProfiles(ctx, [row]))(row);
}

/** POST /api/admin/profiles/{id}/verify { note? }: verifying again renews the date and the note. */
export const verifyProfile = (ctx: Ctx, input: { id: string; note?: string | undefined }) =>
  setVerified(ctx, input.id, true, input.note);

/** DELETE /api/admin/profiles/{id}/verify: takes the verification away. */
export const unverifyProfile = (ctx: Ctx, input: { id: string }) => setVerified(ctx, input.id, false);
