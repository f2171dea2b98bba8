import { type Ctx, userIdOf, withTx } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { setDeviceToken } from '../users/service.ts';
import { msg } from '../../i18n/translate.ts';

export const NEWS_TOPIC = 'news';

/** POST /api/matrimonial/register-device: the device pushes for this user go to. */
export async function registerDevice(ctx: Ctx, input: { deviceToken: string }): Promise<void> {
  const token = input.deviceToken.trim();
  const userId = userIdOf(ctx);
  await withTx(ctx, ({ db }) => setDeviceToken(db, userId, token, ctx.deps.clock.now()));
}

/** POST /api/fcm-topic-subscribe: the device gets the `news` topic's pushes. */
export async function subscribeToNews(ctx: Ctx, input: { deviceToken: string }): Promise<void> {
  const { deps } = ctx;
  try {
    await deps.push.subscribeToTopic([input.deviceToken.trim()], NEWS_TOPIC);
  } catch (error) {
    deps.log?.warn({ err: error }, 'topic subscription failed');
    throw new AppError('unavailable', msg('deviceNotSubscribed'));
  }
}
