import { type Ctx, withTx } from '../../../context.ts';
import { notify } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import { firstNamedOf } from '../profile/names.ts';
import { newMatches, newSince } from './recommendations.ts';

/**
 * The weekly "new matches" notification (a job of scheduler.ts): each approved, unpaused profile is looked
 * at once in 7 days (recommendations_notified_at marks the look); when its recommendations hold profiles
 * approved since it last looked at them and since the last weekly look, its account gets one notification (`matches.new`, "N new matches for <first name>",
 * data `{type: 'matches', id: <profile id>}`, profile_id the profile, so it opens the dashboard as that
 * profile). Safe on several servers: the UPDATE of recommendations_notified_at claims each profile
 * (its WHERE no longer matches once one server has told it).
 */

const WEEK_MS = 7 * 86_400_000;
const BATCH = 200;
/** A notification counts up to this many new matches. */
const COUNT_UP_TO = 99;

/** Answers how many profiles were told. */
export async function notifyNewMatches(ctx: Ctx): Promise<number> {
  const now = ctx.deps.clock.now();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  let told = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await repo.profilesToTellOfMatches(ctx.db, weekAgo, afterId, BATCH);
    for (const profile of batch) {
      const since = newSince(profile, now, profile.recommendationsNotifiedAt);
      const found = await newMatches(ctx, profile, since, COUNT_UP_TO);
      const count = found?.matches.length ?? 0;
      const sent = await withTx(ctx, async (txCtx) => {
        // Claimed even when there is nothing to tell: each profile is looked at once a week, not at
        // every run of the sweeps, and what comes later is counted from this look.
        if (!(await repo.claimMatchesNotice(txCtx.db, profile.id, weekAgo, now))) return false;
        if (count === 0) return false;
        await notify(txCtx, {
          userId: profile.userId,
          profileId: profile.id,
          type: 'matches.new',
          title:
            count === 1
              ? { id: 'matchesNewTitleOne', params: { name: profile.firstName } }
              : { id: 'matchesNewTitle', params: { count, name: profile.firstName } },
          body: { id: 'matchesNewBody', params: { name: profile.firstName } },
          names: { name: firstNamedOf(profile) },
          data: { type: 'matches', id: profile.id },
        });
        return true;
      });
      if (sent) told += 1;
    }
    if (batch.length < BATCH) return told;
    afterId = batch[batch.length - 1]!.id;
  }
}
