import type { AppDeps } from '../../deps.ts';
import type { PushMessage } from './sender.ts';

/**
 * A push to every device subscribed to `topic`. Failures are logged, never thrown: a push is a
 * courtesy and must not undo the action that caused it.
 */
export async function pushToTopic(deps: AppDeps, topic: string, message: PushMessage): Promise<void> {
  try {
    await deps.push.sendToTopic(topic, message);
  } catch (error) {
    deps.log?.warn({ err: error }, 'push to topic failed');
  }
}
