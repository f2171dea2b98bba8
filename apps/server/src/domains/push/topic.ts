import type { Ctx } from '../../context.ts';
import type { PushMessage } from './sender.ts';

/**
 * A push to every device subscribed to `topic`. Failures are logged, never thrown: a push is a
 * courtesy and must not undo the action that caused it.
 */
export async function pushToTopic(ctx: Ctx, input: { topic: string; message: PushMessage }): Promise<void> {
  try {
    await ctx.deps.push.sendToTopic(input.topic, input.message);
  } catch (error) {
    ctx.deps.log?.warn({ err: error }, 'push to topic failed');
  }
}
