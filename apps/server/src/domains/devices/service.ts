import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { setDeviceToken } from '../users/service.ts';

export const NEWS_TOPIC = 'news';

/** POST /api/matrimonial/register-device: the device pushes for this user go to. */
export async function registerDevice(deps: AppDeps, userId: string, deviceToken: string): Promise<void> {
  const token = deviceToken.trim();
  await deps.database.db.transaction((tx) => setDeviceToken(tx, userId, token, deps.clock.now()));
}

/** POST /api/fcm-topic-subscribe: the device gets the `news` topic's pushes. */
export async function subscribeToNews(deps: AppDeps, deviceToken: string): Promise<void> {
  try {
    await deps.push.subscribeToTopic([deviceToken.trim()], NEWS_TOPIC);
  } catch (error) {
    deps.log?.warn({ err: error }, 'topic subscription failed');
    throw new AppError(
      'unavailable',
      'The device could not be subscribed right now. Please try again later.',
    );
  }
}
