import type { Ctx } from '../../context.ts';
import type { PushMessage } from '../push/service.ts';
import { clearDeviceTokens, deviceTokenOf } from '../users/service.ts';

/**
 * Pushes to a user's device (the fcm_token the app registered). Failures are logged, never thrown:
 * a push is a courtesy and must not undo the action that caused it. It runs after the change's
 * commit, so it reads on the pool, never on the context's (finished) transaction.
 */
export async function pushToUser(ctx: Ctx, input: { userId: string; message: PushMessage }): Promise<void> {
  const { deps } = ctx;
  const { userId, message } = input;
  try {
    const token = await deviceTokenOf(deps.database.db, userId);
    if (!token) return;
    const { invalidTokens } = await deps.push.sendToTokens([token], message);
    await clearDeviceTokens(deps.database.db, invalidTokens);
  } catch (error) {
    deps.log?.warn({ err: error }, 'push to user failed');
  }
}
