import { type Ctx, withTx } from '../../../context.ts';
import { notify, subjectsChanged } from '../../notifications/service.ts';
import { expirePending, markReminded, type SweptInterest } from '../repository/interest-sweeps.ts';

/**
 * No ghosting (docs/api.md, Matrimonial profiles, consent and safety): an interest unanswered for INTEREST_EXPIRY_DAYS becomes
 * `expired` and its sender's account is told (`interest.expired`, data `{type: 'interest_answered',
 * id}`, profile_id the sending profile); after INTEREST_REMINDER_DAYS its receiver's account is
 * reminded once (`interest.reminder`, data `{type: 'interest', id}`, profile_id the receiving
 * profile). Both are jobs of scheduler.ts, safe on several servers at once: the UPDATE decides.
 */

const DAY_MS = 86_400_000;
/** Interests changed per transaction; a sweep loops until fewer come back. */
const BATCH = 200;

async function inBatches(
  ctx: Ctx,
  change: (ctx: Ctx) => Promise<SweptInterest[]>,
  tell: (ctx: Ctx, swept: SweptInterest) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await withTx(ctx, async (txCtx) => {
      const swept = await change(txCtx);
      // Nobody is told across a block (the lists hide such interests too).
      for (const one of swept) if (!one.blocked) await tell(txCtx, one);
      return swept.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

/** Expires the interests unanswered for INTEREST_EXPIRY_DAYS; answers how many. */
export function expireInterests(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - deps.config.INTEREST_EXPIRY_DAYS * DAY_MS);
  return inBatches(
    ctx,
    async (txCtx) => {
      const swept = await expirePending(txCtx.db, cutoff, now, BATCH);
      // The receivers' "new interest" and reminder items say it expired from now on.
      await subjectsChanged(txCtx, { types: ['interest'], ids: swept.map((i) => i.id) }, 'expired');
      return swept;
    },
    (txCtx, i) =>
      notify(txCtx, {
        userId: i.fromUserId,
        profileId: i.fromProfileId,
        type: 'interest.expired',
        title: { id: 'interestExpiredTitle' },
        body: {
          id: 'interestExpiredBody',
          params: { name: i.fromName, other: i.toName, days: deps.config.INTEREST_EXPIRY_DAYS },
        },
        names: {
          name: { first_name: i.fromName, last_name: '', first_name_latin: i.fromNameLatin },
          other: { first_name: i.toName, last_name: '', first_name_latin: i.toNameLatin },
        },
        data: { type: 'interest_answered', id: i.id },
      }),
  );
}

/** Reminds, once, the receivers of interests unanswered for INTEREST_REMINDER_DAYS; answers how many. */
export function remindInterests(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - deps.config.INTEREST_REMINDER_DAYS * DAY_MS);
  return inBatches(
    ctx,
    (txCtx) => markReminded(txCtx.db, cutoff, now, BATCH),
    (txCtx, i) =>
      notify(txCtx, {
        userId: i.toUserId,
        profileId: i.toProfileId,
        type: 'interest.reminder',
        title: { id: 'interestReminderTitle' },
        body: { id: 'interestReminderBody', params: { sender: i.fromName, name: i.toName } },
        names: {
          sender: { first_name: i.fromName, last_name: '', first_name_latin: i.fromNameLatin },
          name: { first_name: i.toName, last_name: '', first_name_latin: i.toNameLatin },
        },
        data: { type: 'interest', id: i.id },
      }),
  );
}
