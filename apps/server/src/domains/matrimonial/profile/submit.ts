import type { Profile } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { AppError, summarise } from '../../../lib/errors.ts';
import { notify } from '../../notifications/service.ts';
import { requireMobileVerified } from '../../users/service.ts';
import * as repo from '../repository.ts';
import { ownProfile } from './access.ts';
import { fullProfile } from './read.ts';
import { completenessOf } from './completeness.ts';
import { firstNamedOf } from './names.ts';
import { msg } from '../../../i18n/translate.ts';

/** A draft goes for approval (docs/api.md "Matrimonial profiles, consent and safety", decision 025). */

export const PICTURE_REQUIRED = msg('pictureOrChoice');
const REQUIRED = msg('isRequired');

/**
 * POST /api/matrimonial/{id}/submit (owner only, 404 otherwise): sets submitted_at when the
 * completeness minimum is met, else 422 naming each missing field. A rejected profile goes back to
 * the queue; one already pending or approved is answered unchanged. A relative's profile sent without
 * the candidate's consent reminds its owner to ask for it (`profile.consent_reminder`).
 */
export async function submitProfile(ctx: Ctx, input: { id: string }): Promise<Profile> {
  await requireMobileVerified(ctx.db, userIdOf(ctx));
  const row = await withTx(ctx, async (txCtx) => {
    const current = await ownProfile(txCtx, input.id, true);
    const live = (await repo.livePictureCounts(txCtx.db, [current.id])).get(current.id) ?? 0;
    const { missingRequired } = completenessOf(current, live);
    if (missingRequired.length > 0) {
      const errors = Object.fromEntries(
        missingRequired.map((f) => [f, [f === 'picture' ? PICTURE_REQUIRED : REQUIRED]]),
      );
      throw new AppError('validation', summarise(errors), { errors });
    }
    const isDraft = current.submittedAt === null;
    if (!isDraft && current.rejectionReason === null) return current;
    const now = ctx.deps.clock.now();
    const updated = await repo.updateProfile(txCtx.db, current.id, {
      submittedAt: current.submittedAt ?? now,
      rejectionReason: null,
      ...(needsConsent(current) ? { consentRemindedAt: now } : {}),
      updatedAt: now,
    });
    if (needsConsent(current)) await remindConsent(txCtx, updated);
    return updated;
  });
  return fullProfile(ctx, row);
}

/** A profile made by a relative whose candidate has not confirmed consent yet. */
export const needsConsent = (p: { relation: string; consentConfirmedAt: Date | null }) =>
  p.relation !== 'self' && p.consentConfirmedAt === null;

/** Tells the owner to ask the candidate's consent (on submission, then weekly: consent/reminders-sweep.ts). */
export function remindConsent(
  ctx: Ctx,
  p: { id: string; userId: string; firstName: string; lastName: string; firstNameLatin: string },
): Promise<void> {
  return notify(ctx, {
    userId: p.userId,
    profileId: p.id,
    type: 'profile.consent_reminder',
    title: { id: 'consentReminderTitle', params: { name: p.firstName } },
    body: { id: 'consentReminderBody', params: { name: p.firstName } },
    names: { name: firstNamedOf({ ...p, lastNameLatin: '' }) },
    data: { type: 'profile', id: p.id },
  });
}
