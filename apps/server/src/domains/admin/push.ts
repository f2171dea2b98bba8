import type { AppDeps } from '../../deps.ts';
import { pushToTopic } from '../push/service.ts';
import { audit } from './audit.ts';
import type { Actor } from './common.ts';

/** A message to every member's device. */

// ---- push ----

/** A message to every device subscribed to topic `news`. */
export async function pushToNewsTopic(
  deps: AppDeps,
  actor: Actor,
  input: { title: string; body: string },
): Promise<void> {
  await audit(deps.database.db, {
    actor,
    action: 'push.send',
    entity: { type: 'topic', id: 'news' },
    after: { title: input.title, body: input.body },
    at: deps.clock.now(),
  });
  await pushToTopic(deps, 'news', { title: input.title, body: input.body, data: { type: 'announcement' } });
}
