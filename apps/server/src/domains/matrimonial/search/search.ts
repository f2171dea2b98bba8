import { type CardInterestStatus, type MatchCard, type SearchSort } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { fieldError, forbidden } from '../../../lib/errors.ts';
import { CURSOR_OWNER, decodeCursor, isUuid, type Slice, sliceOf } from '../../../lib/pagination.ts';
import * as repo from '../repository.ts';
import { isMutual, matchReasons } from '../profile/rules.ts';
import { notApproved, profileNotFound } from '../profile/access.ts';
import { cardsOf } from '../profile/presenter.ts';
import { readCards } from '../profile/read.ts';
import { reserveCards } from './card-allowance.ts';

/** The match search of the active profile (decision 015). */

export interface FilterInput {
  prefer_marital_status?: string;
  prefer_with_job?: string;
  prefer_min_age?: number;
  prefer_max_age?: number;
  city?: string | undefined;
  mother_tongue?: string | undefined;
  education?: string | undefined;
  community?: string | undefined;
  min_height_cm?: number | undefined;
  max_height_cm?: number | undefined;
  verified_only?: boolean | undefined;
  sort?: SearchSort | undefined;
  cursor?: string;
  per_page?: number;
}

/** The filters of one search as the statement takes them (blank text: not asked). */
export function filtersOf(input: FilterInput): repo.SearchFilters {
  const lower = (v: string | undefined) => (v?.trim() ? v.trim().toLowerCase() : null);
  return {
    city: lower(input.city),
    motherTongue: lower(input.mother_tongue),
    education: lower(input.education),
    community: input.community ?? null,
    minHeight: input.min_height_cm ?? null,
    maxHeight: input.max_height_cm ?? null,
    verifiedOnly: input.verified_only ?? false,
  };
}

/**
 * A search cursor holds its sort, the last row's key under it (the age in years for `age`, an instant
 * else) and the searching profile it was made for. One made for another profile (another account's,
 * or another of the same family: its order is another) or for another sort is refused (422 on
 * `cursor`, docs/api.md's shape for bad input) rather than read as a position it is not.
 */
export function afterOfSearch(ctx: Ctx, cursor: string | undefined, sort: SearchSort, searcherId: string) {
  const sealed = decodeCursor(ctx.deps.cursors, cursor, { sort: 'string' }, searcherId);
  if (!sealed) return null;
  if (sealed.sort !== sort) {
    throw fieldError('cursor', 'searchCursorOtherSort');
  }
  const after = decodeCursor(ctx.deps.cursors, cursor, {
    key: sort === 'age' ? 'number' : 'date',
    id: 'uuid',
  });
  if (!after) return null;
  if (sort === 'age' && !/^\d{1,3}$/.test(after.key)) throw fieldError('cursor', 'cursorInvalid');
  return { key: after.key, id: after.id };
}

/** Marks a profile active now, at most once an hour (its last mark is `lastActiveAt`). */
export async function markActive(ctx: Ctx, profileId: string, lastActiveAt: Date | string) {
  const now = ctx.deps.clock.now();
  if (now.getTime() - new Date(lastActiveAt).getTime() < 3_600_000) return;
  await repo.touchLastActive(ctx.db, profileId, now);
}

/**
 * The searcher and its page (one statement), checked: not the caller's (404), not approved or not
 * active (403), ages the wrong way round (422).
 */
async function checkedSearch(
  ctx: Ctx,
  input: FilterInput & { id: string },
  {
    sort,
    after,
    perPage,
    pivot,
  }: { sort: SearchSort; after: repo.SearchParams['after']; perPage: number; pivot: string },
) {
  const { deps } = ctx;
  // One round trip: the searcher, checked here, and its page, found with the filters asked for and
  // the saved preferences for the others (decision 015); on the kept plans' connections unless a
  // transaction is open (decision 038).
  const found = await repo.searchProfiles(
    ctx.db,
    {
      userId: userIdOf(ctx),
      searcherId: input.id,
      preferMaritalStatus: input.prefer_marital_status ?? null,
      preferWithJob: input.prefer_with_job ?? null,
      preferMinAge: input.prefer_min_age ?? null,
      preferMaxAge: input.prefer_max_age ?? null,
      filters: filtersOf(input),
      sort,
      today: todayInIndia(deps.clock),
      now: deps.clock.now(),
      limit: perPage + 1,
      pivot,
      after,
    },
    ctx.tx ? ctx.db : deps.database.keptPlans,
  );
  if (!found) throw profileNotFound();
  const { searcher, matches } = found;
  if (!searcher.approved) throw notApproved();
  if (!searcher.isLastSelected) {
    throw forbidden('profileNotActive');
  }
  const prefs = {
    preferMaritalStatus: input.prefer_marital_status ?? searcher.preferMaritalStatus,
    preferWithJob: input.prefer_with_job ?? searcher.preferWithJob,
    preferMinAge: input.prefer_min_age ?? searcher.preferMinAge,
    preferMaxAge: input.prefer_max_age ?? searcher.preferMaxAge,
  };
  if (prefs.preferMinAge > prefs.preferMaxAge) {
    throw fieldError('prefer_min_age', 'notMoreThan', { other: 'prefer_max_age' });
  }
  return { searcher, matches, prefs };
}

export async function filterProfiles(
  ctx: Ctx,
  input: FilterInput & { id: string },
): Promise<Slice<MatchCard>> {
  const { deps } = ctx;
  if (!isUuid(input.id)) throw profileNotFound();
  // The searching profile as the cursor and the tie key know it (one profile, one order).
  const searcherId = input.id.toLowerCase();
  const sort = input.sort ?? 'age';
  const after = afterOfSearch(ctx, input.cursor, sort, searcherId);
  const perPage = input.per_page ?? 20;
  // The day's allowance of cards (SEARCH_CARDS_PER_DAY): a full page reserved while the search runs,
  // settled to the cards shown, or the page refused whole (429); all given back if the search fails.
  const reservation = reserveCards(ctx, perPage);
  const { searcher, matches, prefs } = await checkedSearch(ctx, input, {
    sort,
    after,
    perPage,
    pivot: deps.cursors.pivotOf(searcherId),
  }).catch(async (error: unknown) => {
    await (await reservation).release();
    throw error;
  });
  const rows = matches.map((f) => f.profile);
  await (await reservation).settle(Math.min(rows.length, perPage));
  // The filters asked for become the saved preferences.
  if ((Object.keys(prefs) as (keyof typeof prefs)[]).some((k) => prefs[k] !== searcher[k])) {
    await repo.updateProfile(ctx.db, searcher.id, { ...prefs, updatedAt: deps.clock.now() });
  }
  await markActive(ctx, searcher.id, searcher.lastActiveAt);
  const toCard = await matchCardsOf(ctx, searcher, prefs, matches.slice(0, perPage));
  // next_page_url carries the filters in effect, whether they came in the query or from the saved ones.
  const filters = {
    prefer_marital_status: prefs.preferMaritalStatus,
    prefer_with_job: prefs.preferWithJob,
    prefer_min_age: String(prefs.preferMinAge),
    prefer_max_age: String(prefs.preferMaxAge),
    sort,
  };
  // The cursor is sealed for the last row shown alone, and for this searching profile.
  return sliceOf(
    deps.cursors,
    rows,
    perPage,
    toCard,
    (r) => {
      const key = matches.find((f) => f.profile === r)!.sortKey;
      return { sort, key: sort === 'age' ? Number(key) : key, id: r.id, [CURSOR_OWNER]: searcherId };
    },
    filters,
  );
}

/**
 * The cards of matches the search statement found (the search's page, the recommendations), each
 * built by profile/presenter.ts's `cardsOf` (photo privacy, contacts) from what the statement brought
 * and what profile/read.ts's `readCards` adds.
 */
export async function matchCardsOf(
  ctx: Ctx,
  searcher: repo.Searcher,
  prefs: Pick<repo.Searcher, 'preferMaritalStatus' | 'preferWithJob' | 'preferMinAge' | 'preferMaxAge'>,
  shown: repo.SearchRow[],
): Promise<(row: repo.CardRow) => MatchCard> {
  const today = todayInIndia(ctx.deps.clock);
  // What the statement brought, by profile id, in one pass over the page.
  const statuses = new Map<string, CardInterestStatus>();
  const pictures = new Map<string, repo.CardPictureRow>();
  const contacts = new Map<string, { mobile: string; name: string }>();
  const shortlisted = new Set<string>();
  for (const f of shown) {
    const id = f.profile.id;
    statuses.set(id, f.interestStatus);
    if (f.primaryPicture) pictures.set(id, f.primaryPicture);
    if (f.contact) contacts.set(id, f.contact);
    if (f.shortlisted) shortlisted.add(id);
  }
  const card = cardsOf(
    await readCards(
      ctx,
      shown.map((f) => f.profile),
      { pictures, contacts, shortlisted },
    ),
  );
  // Object.assign rather than {...card, more}: on Node 20's V8 a spread followed by more properties
  // makes every such object survive young-generation collections, which then take milliseconds.
  return (r) => {
    const matches = matchReasons(prefs, r, today);
    return Object.assign(card(r), {
      matches,
      mutual: isMutual(prefs, searcher, r, today, matches),
      interest_status: statuses.get(r.id) ?? 'none',
    });
  };
}
