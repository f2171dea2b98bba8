import { afterCommit, type Ctx, record, withTx } from '../../context.ts';
import { pushToTopic } from '../push/service.ts';

/** A message to every device subscribed to topic `news`, recorded; sent once the record commits. */
export async function pushToNewsTopic(ctx: Ctx, input: { title: string; body: string }): Promise<void> {
  await withTx(ctx, async (tx) => {
    await record(tx, {
      action: 'push.send',
      entity: { type: 'topic', id: 'news' },
      after: { title: input.title, body: input.body },
    });
    await afterCommit(tx, () =>
      pushToTopic(ctx.deps, 'news', { title: input.title, body: input.body, data: { type: 'announcement' } }),
    );
  });
}
