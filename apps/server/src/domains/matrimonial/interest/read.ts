import type { Ctx } from '../../../context.ts';
import * as repo from '../repository.ts';
import type { InterestRow } from '../repository.ts';
import { readCards } from '../profile/read.ts';
import type { InterestsRead } from './presenter.ts';

/** Reads what the answers of interests show: both sides' profiles and the caller's cards of them. */
export async function readInterests(ctx: Ctx, rows: InterestRow[]): Promise<InterestsRead> {
  const ids = [...new Set(rows.flatMap((r) => [r.fromProfileId, r.toProfileId]))];
  const profiles = new Map((await repo.findProfiles(ctx.db, ids)).map((p) => [p.id, p]));
  return { profiles, cards: await readCards(ctx, [...profiles.values()]) };
}
