import { ERROR_CODES, type CursorPage, type MatchCard } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../context.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import { isMutual, matchReasons } from './rules.ts';
import { notApproved, profileNotFound } from './access.ts';
import { cardContext } from './answers.ts';

/** The match search of the active profile (decision 015). */

export interface FilterInput {
  prefer_marital_status?: string;
  prefer_with_job?: string;
  prefer_min_age?: number;
  prefer_max_age?: number;
  cursor?: string;
  per_page?: number;
}

export async function filterProfiles(
  ctx: Ctx,
  input: FilterInput & { id: string; url: URL },
): Promise<CursorPage<MatchCard>> {
  const { deps } = ctx;
  const userId = userIdOf(ctx);
  if (!isUuid(input.id)) throw profileNotFound();
  const after = decodeCursor(deps.cursors, input.cursor, { date_of_birth: 'date', id: 'uuid' });
  const perPage = input.per_page ?? 20;
  const today = todayInIndia(deps.clock);
  // One round trip: the searcher, checked here, and its page, found with the filters asked for and
  // the saved preferences for the others (decision 015).
  const found = await repo.searchProfiles(ctx.db, {
    userId,
    searcherId: input.id,
    preferMaritalStatus: input.prefer_marital_status ?? null,
    preferWithJob: input.prefer_with_job ?? null,
    preferMinAge: input.prefer_min_age ?? null,
    preferMaxAge: input.prefer_max_age ?? null,
    today,
    limit: perPage + 1,
    after: after ? { dateOfBirth: after.date_of_birth, id: after.id } : null,
  });
  if (!found) throw profileNotFound();
  const { searcher, matches } = found;
  if (!searcher.approved) throw notApproved();
  if (!searcher.isLastSelected) {
    throw forbidden(
      'Only the active profile can search; select this profile first.',
      ERROR_CODES.profileNotActive,
    );
  }
  const prefs = {
    preferMaritalStatus: input.prefer_marital_status ?? searcher.preferMaritalStatus,
    preferWithJob: input.prefer_with_job ?? searcher.preferWithJob,
    preferMinAge: input.prefer_min_age ?? searcher.preferMinAge,
    preferMaxAge: input.prefer_max_age ?? searcher.preferMaxAge,
  };
  if (prefs.preferMinAge > prefs.preferMaxAge) {
    throw fieldError('prefer_min_age', 'Must not be more than prefer_max_age.');
  }
  // The filters asked for become the saved preferences.
  if ((Object.keys(prefs) as (keyof typeof prefs)[]).some((k) => prefs[k] !== searcher[k])) {
    await repo.updateProfile(ctx.db, searcher.id, { ...prefs, updatedAt: deps.clock.now() });
  }
  const rows = matches.map((f) => f.profile);
  const statuses = new Map(matches.map((f) => [f.profile.id, f.interestStatus]));
  const shown = matches.slice(0, perPage);
  const { card } = await cardContext(
    ctx,
    shown.map((f) => f.profile),
    {
      pictures: new Map(
        shown.flatMap((f) => (f.primaryPicture ? [[f.profile.id, f.primaryPicture] as const] : [])),
      ),
      mayHaveContact: new Set(shown.filter((f) => f.acceptedInterest).map((f) => f.profile.id)),
    },
  );
  // next_page_url carries the filters in effect, whether they came in the query or from the saved ones.
  const base = new URL(input.url);
  base.searchParams.set('prefer_marital_status', prefs.preferMaritalStatus);
  base.searchParams.set('prefer_with_job', prefs.preferWithJob);
  base.searchParams.set('prefer_min_age', String(prefs.preferMinAge));
  base.searchParams.set('prefer_max_age', String(prefs.preferMaxAge));
  return buildCursorPage(
    deps.cursors,
    rows,
    perPage,
    base,
    // Object.assign rather than {...card, more}: on Node 20's V8 a spread followed by more properties
    // makes every such object survive young-generation collections, which then take milliseconds.
    (r) =>
      Object.assign(card(r), {
        matches: matchReasons(prefs, r, today),
        mutual: isMutual(prefs, searcher, r, today),
        interest_status: statuses.get(r.id) ?? 'none',
      }),
    (r) => ({ date_of_birth: r.dateOfBirth, id: r.id }),
  );
}
