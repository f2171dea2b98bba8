import type { AppDeps } from '../../deps.ts';
import type { PushMessage } from '../push/service.ts';
import { clearDeviceTokens, deviceTokenOf } from '../users/service.ts';

/**
 * Pushes to a user's device (the fcm_token the app registered). Failures are logged, never thrown:
 * a push is a courtesy and must not undo the action that caused it.
 */
export async function pushToUser(deps: AppDeps, userId: string, message: PushMessage): Promise<void> {
  try {
    const token = await deviceTokenOf(deps.database.db, userId);
    if (!token) return;
    const { invalidTokens } = await deps.push.sendToTokens([token], message);
    await clearDeviceTokens(deps.database.db, invalidTokens);
  } catch (error) {
    deps.log?.warn({ err: error }, 'push to user failed');
  }
}
