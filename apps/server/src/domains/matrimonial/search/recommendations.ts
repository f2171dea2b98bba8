import type { MatchCard } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import * as repo from '../repository.ts';
import type { ProfileRow } from '../repository.ts';
import { requireApprovedActive } from '../profile/access.ts';
import { takeCards } from './card-allowance.ts';
import { markActive, matchCardsOf } from './search.ts';

/**
 * Recommendations (docs/api.md, Matrimonial profiles, consent and safety): profiles that match the active profile's saved
 * preferences by the search's own rules (the search statement, no extra filters: other gender, age
 * range, marital status, job, no decline, no block, not paused, not hidden as "not interested"),
 * approved since the profile last looked (`recommendations_seen_at`; never looked: the last
 * RECOMMENDATION_DAYS days), newest first.
 */

export const RECOMMENDATIONS_MAX = 20;
export const RECOMMENDATION_DAYS = 30;
const DAY_MS = 86_400_000;

/** The instant after which approvals count as new for `profile`: its last look, at most 30 days back. */
export function newSince(profile: ProfileRow, now: Date, alsoAfter: Date | null = null): Date {
  const floor = now.getTime() - RECOMMENDATION_DAYS * DAY_MS;
  const times = [floor, profile.recommendationsSeenAt?.getTime() ?? floor, alsoAfter?.getTime() ?? floor];
  return new Date(Math.max(...times));
}

/** The matches of `profile` approved after `after` (up to `limit`), found by the search statement. */
export async function newMatches(ctx: Ctx, profile: ProfileRow, after: Date, limit: number) {
  return repo.searchProfiles(ctx.db, {
    userId: profile.userId,
    searcherId: profile.id,
    preferMaritalStatus: null,
    preferWithJob: null,
    preferMinAge: null,
    preferMaxAge: null,
    filters: repo.NO_FILTERS,
    sort: 'newest',
    today: todayInIndia(ctx.deps.clock),
    now: ctx.deps.clock.now(),
    approvedAfter: after,
    activeOnly: false,
    limit,
    pivot: ctx.deps.cursors.pivotOf(profile.id),
    after: null,
  });
}

/** GET recommendations: up to 20 new matches of the caller's active profile (opening the home). */
export async function listRecommendations(ctx: Ctx): Promise<{ data: MatchCard[]; since: string }> {
  const active = await requireApprovedActive(ctx);
  const since = newSince(active, ctx.deps.clock.now());
  const found = await newMatches(ctx, active, since, RECOMMENDATIONS_MAX);
  // The home was opened as this profile: it counts as activity (once an hour at most).
  await markActive(ctx, active.id, active.lastActiveAt);
  if (!found) return { data: [], since: since.toISOString() };
  // They count against the day's allowance of cards with the search's (SEARCH_CARDS_PER_DAY).
  await takeCards(ctx, found.matches.length);
  const card = await matchCardsOf(ctx, found.searcher, found.searcher, found.matches);
  return { data: found.matches.map((m) => card(m.profile)), since: since.toISOString() };
}

/** POST recommendations/seen: the active profile has seen its recommendations up to now. */
export async function markRecommendationsSeen(ctx: Ctx): Promise<void> {
  const active = await requireApprovedActive(ctx);
  const now = ctx.deps.clock.now();
  await repo.updateProfile(ctx.db, active.id, { recommendationsSeenAt: now });
}
