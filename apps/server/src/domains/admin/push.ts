import { afterCommit, type Ctx, record, withTx } from '../../context.ts';
import { pushToTopic } from '../push/service.ts';

/** A message to every device subscribed to topic `news`, recorded; sent once the record commits. */
export async function pushToNewsTopic(ctx: Ctx, input: { title: string; body: string }): Promise<void> {
  await withTx(ctx, async (txCtx) => {
    await record(txCtx, {
      action: 'push.send',
      entity: { type: 'topic', id: 'news' },
      after: { title: input.title, body: input.body },
    });
    await afterCommit(txCtx, () =>
      pushToTopic(ctx, {
        topic: 'news',
        message: { title: input.title, body: input.body, data: { type: 'announcement' } },
      }),
    );
  });
}
