import { ERROR_CODES } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { takeRateLimit } from '../../lib/rate-limit.ts';

/** A day, and India's midnight as an offset from UTC's: the allowance is India's day, as the views'. */
const DAY_SECONDS = 86_400;
const INDIA_OFFSET_SECONDS = 19_800;

/**
 * SEARCH_CARDS_PER_DAY (api.md, Additions: identity and abuse): the profile cards an account may
 * receive in a day, the search's pages and the recommendations together, so that nobody pages through
 * the whole community. Counted in rate_limits (one row per account and day, shared by every server);
 * a page that would pass the limit is refused whole and counts nothing: 429 with Retry-After (the
 * seconds until India's midnight, when the count starts again) and code search_cards_limit, which the
 * web turns into the time more come.
 */
export async function takeCards(ctx: Ctx, cards: number): Promise<void> {
  if (cards === 0) return;
  const { deps } = ctx;
  const limit = deps.config.SEARCH_CARDS_PER_DAY;
  const taken = await takeRateLimit(
    ctx.db,
    deps.clock,
    {
      key: `search-cards:${userIdOf(ctx)}`,
      limit,
      windowSeconds: DAY_SECONDS,
      offsetSeconds: INDIA_OFFSET_SECONDS,
    },
    cards,
  );
  if (taken.allowed) return;
  throw new AppError(
    'too_many_requests',
    `You can see up to ${limit} profiles a day in search and new matches. More come after midnight, India time.`,
    { code: ERROR_CODES.searchCardsLimit, retryAfterSeconds: taken.retryAfterSeconds },
  );
}
