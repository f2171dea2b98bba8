import { type Ctx, userIdOf } from '../../../context.ts';
import { msg } from '../../../i18n/translate.ts';
import { AppError } from '../../../lib/errors.ts';
import { type RateRule, takeRateLimits } from '../../../lib/rate-limit.ts';

/**
 * MESSAGES_PER_MINUTE (20) and MESSAGES_PER_DAY (300) per account (docs/api.md "Conversations"):
 * counted in rate_limits (shared by every server; the day is India's), taken only when both allow the
 * message, so a refused send uses up nothing. Past either: 429 with Retry-After, the message naming
 * the limit that refused.
 */

const INDIA_OFFSET_SECONDS = 19_800;

export async function takeMessageAllowance(ctx: Ctx): Promise<void> {
  const userId = userIdOf(ctx);
  const { MESSAGES_PER_MINUTE, MESSAGES_PER_DAY } = ctx.deps.config;
  const minute: RateRule = {
    key: `messages-minute:${userId}`,
    limit: MESSAGES_PER_MINUTE,
    windowSeconds: 60,
  };
  const day: RateRule = {
    key: `messages-day:${userId}`,
    limit: MESSAGES_PER_DAY,
    windowSeconds: 86_400,
    offsetSeconds: INDIA_OFFSET_SECONDS,
  };
  try {
    await takeRateLimits(ctx.db, ctx.deps.clock, [day]);
  } catch (err) {
    if (!(err instanceof AppError) || err.kind !== 'too_many_requests') throw err;
    throw new AppError('too_many_requests', msg('messagesPerDayLimit', { limit: MESSAGES_PER_DAY }), {
      retryAfterSeconds: err.extra.retryAfterSeconds,
    });
  }
  try {
    await takeRateLimits(ctx.db, ctx.deps.clock, [minute]);
  } catch (err) {
    if (!(err instanceof AppError) || err.kind !== 'too_many_requests') throw err;
    throw new AppError('too_many_requests', msg('messagesPerMinuteLimit', { limit: MESSAGES_PER_MINUTE }), {
      retryAfterSeconds: err.extra.retryAfterSeconds,
    });
  }
}
