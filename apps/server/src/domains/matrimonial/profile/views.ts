import { type ViewCard } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import * as repo from '../repository.ts';
import type { PageInput, Slice } from '../../../lib/pagination.ts';
import { listPage } from '../list-page.ts';
import { withCards } from './read.ts';

/** Who the active profile viewed, and who viewed it. */

export async function listViews(
  ctx: Ctx,
  input: PageInput & { direction: 'viewed-by-me' | 'my-viewers' },
): Promise<Slice<ViewCard>> {
  const userId = userIdOf(ctx);
  const active = await repo.findActiveProfile(ctx.db, userId);
  return listPage(ctx, input, {
    keys: { viewed_at: 'date', id: 'uuid' },
    // The active profile's list: its cursors are sealed for it (without one, the list is empty).
    owner: active?.id ?? userId,
    load: async (after, limit) => {
      if (!active) return [];
      return repo.listViews(
        ctx.db,
        { userId, profileId: active.id },
        input.direction,
        limit,
        after ? { at: new Date(after.viewed_at), id: after.id } : null,
      );
    },
    items: (shown) =>
      withCards(ctx, shown, (r, card) =>
        Object.assign(card, {
          viewed_at: r.view.lastViewedAt.toISOString(),
          view_count: r.view.viewCount,
        }),
      ),
    cursorOf: (r) => ({ viewed_at: r.view.lastViewedAt.toISOString(), id: r.profile.id }),
  });
}
