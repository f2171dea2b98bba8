import { type Ctx, withTx } from '../../../context.ts';
import * as repo from '../repository.ts';
import { remindConsent } from '../profile/submit.ts';

/** A week between two reminders to ask the candidate's consent. */
export const CONSENT_REMINDER_INTERVAL_MS = 7 * 86_400_000;

/**
 * The weekly reminder (a job of scheduler.ts): the owner of every relative's profile sent for approval
 * without the candidate's consent, and not reminded this past week, is told again
 * (`profile.consent_reminder`). The claim and the notifications commit together; a second server
 * running it at the same time finds nothing left to claim. Answers how many were reminded.
 */
export async function sweepConsentReminders(ctx: Ctx): Promise<number> {
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const due = await repo.claimConsentReminders(
      txCtx.db,
      new Date(now.getTime() - CONSENT_REMINDER_INTERVAL_MS),
      now,
    );
    for (const p of due) await remindConsent(txCtx, p);
    return due.length;
  });
}
