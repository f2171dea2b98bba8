import { type Ctx, userIdOf } from '../../../context.ts';
import { AppError } from '../../../lib/errors.ts';
import { giveBackRateLimit, type RateRule, takeRateLimit } from '../../../lib/rate-limit.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * SEARCH_CARDS_PER_DAY (docs/api.md, Additions: identity and abuse): the profile cards an account may
 * receive in a day (India's, as the profile views'), the search's pages and the recommendations
 * together, so that nobody pages through the whole community. Counted in rate_limits (one row per
 * account and day, shared by every server); a page that would pass the limit is refused whole and
 * counts nothing: 429 with Retry-After (the seconds until India's midnight, when the count starts
 * again) and code search_cards_limit, which the web turns into the time more come.
 */

/** A day, and India's midnight as an offset from UTC's. */
const DAY_SECONDS = 86_400;
const INDIA_OFFSET_SECONDS = 19_800;

const ruleOf = (ctx: Ctx): RateRule => ({
  key: `search-cards:${userIdOf(ctx)}`,
  limit: ctx.deps.config.SEARCH_CARDS_PER_DAY,
  windowSeconds: DAY_SECONDS,
  offsetSeconds: INDIA_OFFSET_SECONDS,
});

function refusal(ctx: Ctx, retryAfterSeconds: number) {
  const limit = ctx.deps.config.SEARCH_CARDS_PER_DAY;
  return new AppError('too_many_requests', msg('searchCardsLimit', { limit }), { retryAfterSeconds });
}

/** Takes `cards` from the day's allowance, or refuses the page (429 search_cards_limit). */
export async function takeCards(ctx: Ctx, cards: number): Promise<void> {
  if (cards === 0) return;
  const taken = await takeRateLimit(ctx.db, ctx.deps.clock, ruleOf(ctx), cards);
  if (!taken.allowed) throw refusal(ctx, taken.retryAfterSeconds);
}

/**
 * A page's cards counted while its search runs: `reserveCards` takes a full page from the allowance
 * (on another connection, at the same time as the search statement, so the count adds no round trip
 * to the usual page), and `settle` then gives back what the page did not show, or, when the
 * reservation did not fit, takes exactly what it shows (the day's last cards) or refuses it. `release`
 * gives the whole reservation back when the search fails.
 */
export async function reserveCards(ctx: Ctx, cards: number) {
  const rule = ruleOf(ctx);
  const reserved = await takeRateLimit(ctx.db, ctx.deps.clock, rule, cards).catch(() => null);
  const giveBack = async (amount: number) => {
    if (reserved?.allowed && amount > 0) await giveBackRateLimit(ctx.db, rule, reserved.windowStart, amount);
  };
  return {
    async settle(shown: number) {
      if (reserved?.allowed) return giveBack(cards - shown);
      return takeCards(ctx, shown);
    },
    release: () => giveBack(cards),
  };
}
