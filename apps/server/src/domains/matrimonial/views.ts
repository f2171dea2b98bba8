import { type CursorPage, type ViewCard } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import { cardPage } from './answers.ts';

/** Who the active profile viewed, and who viewed it. */

export async function listViews(
  deps: AppDeps,
  userId: string,
  direction: 'viewed-by-me' | 'my-viewers',
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<ViewCard>> {
  const after = decodeCursor(deps.cursors, input.cursor, { viewed_at: 'date', id: 'uuid' });
  const active = await repo.findActiveProfile(deps.database.db, userId);
  const rows = active
    ? await repo.listViews(
        deps.database.db,
        { userId, profileId: active.id },
        direction,
        input.perPage + 1,
        after ? { at: new Date(after.viewed_at), id: after.id } : null,
      )
    : [];
  return cardPage(
    deps,
    userId,
    rows,
    input,
    (r, card) =>
      Object.assign(card, {
        viewed_at: r.view.lastViewedAt.toISOString(),
        view_count: r.view.viewCount,
      }),
    (r) => ({ viewed_at: r.view.lastViewedAt.toISOString(), id: r.profile.id }),
  );
}
