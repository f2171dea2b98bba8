import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import type { PushMessage } from './sender.ts';

/**
 * Pushes to a user's device (the fcm_token the app registered). Failures are logged, never thrown:
 * a push is a courtesy and must not undo the action that caused it.
 */
export async function pushToUser(deps: AppDeps, userId: string, message: PushMessage): Promise<void> {
  try {
    const [row] = await deps.database.db
      .select({ token: users.fcmToken })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row?.token) return;
    const { invalidTokens } = await deps.push.sendToTokens([row.token], message);
    if (invalidTokens.length > 0) {
      await deps.database.db
        .update(users)
        .set({ fcmToken: null })
        .where(inArray(users.fcmToken, invalidTokens));
    }
  } catch (error) {
    deps.log?.warn({ err: error }, 'push to user failed');
  }
}

export async function pushToTopic(deps: AppDeps, topic: string, message: PushMessage): Promise<void> {
  try {
    await deps.push.sendToTopic(topic, message);
  } catch (error) {
    deps.log?.warn({ err: error }, 'push to topic failed');
  }
}
