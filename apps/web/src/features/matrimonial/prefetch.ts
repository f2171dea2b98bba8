import type { PageDataArgs } from '../../lib/page-data.ts';
import { queryClient } from '../../lib/query-client.ts';
import { saveDataOn } from '../../lib/save-data.ts';
import { keptApprovedUser, matrimonialUserQueryOptions } from './api/get-matrimonial-user.ts';
import { profileQueryOptions } from './api/get-profile.ts';
import { picturesQueryOptions } from './api/pictures.ts';
import { searchProfilesQueryOptions } from './api/search-profiles.ts';
import { isApproved, resolveActiveProfile } from './components/active-profile.ts';
import { conversationQueryOptions, messagesQueryOptions } from './conversations/api.ts';
import { parseFilters, savedFilters } from './components/search-filters.ts';
import { AS_PROFILE_PARAM } from './paths.ts';
import type { ProfileSummary } from './types.ts';

const approvedIn = (profiles: readonly ProfileSummary[] | undefined) => {
  const active = profiles ? resolveActiveProfile(profiles).active : null;
  return active && isApproved(active) ? active : null;
};

/**
 * The active profile when it may search and view profiles (what RequireApprovedProfile lets through).
 * From the user kept with the session when that copy says so (keptApprovedUser, the rule the area's
 * placeholder follows too), without waiting for the fresh one the app asked for at start-up: one round
 * trip less before the page's data (decision 040). Otherwise from the fresh user. None while an address switches profiles (?as=): the page's own queries then ask as the
 * profile it switches to. A kept copy that is out of date costs at most a request the page does not use:
 * the page's guards and queries go by the fresh user.
 */
async function approvedActiveProfile(request: Request) {
  if (new URL(request.url).searchParams.has(AS_PROFILE_PARAM)) return null;
  const kept = keptApprovedUser();
  if (kept) return approvedIn(kept.profiles);
  const user = await queryClient.fetchQuery(matrimonialUserQueryOptions());
  return approvedIn(user.profiles);
}

/**
 * The search's and a profile's data starts (decision 034), run by their routes' loaders and at start-up
 * through page-data.ts (decision 053). They return at once and never hold up the navigation: the page's
 * own queries (same keys) take over a request under way or its answer, and show their loading and
 * error states as before. A failed prefetch is left to the page's query to retry.
 */
function startWhenApproved(request: Request, start: (active: ProfileSummary) => unknown) {
  void approvedActiveProfile(request)
    .then((active) => (active ? start(active) : undefined))
    .catch(() => undefined);
  return null;
}

/** The search's first page with the active profile's saved preferences (the page's first search). */
export function prefetchSearch({ request }: PageDataArgs) {
  return startWhenApproved(request, (active) => {
    const parsed = parseFilters(savedFilters(active));
    if (!('filters' in parsed)) return undefined;
    return queryClient.prefetchInfiniteQuery(searchProfilesQueryOptions(active.id, parsed.filters));
  });
}

/** The pictures asked for already on this page load (start-up and the route's loader both ask). */
const preloadedPictures = new Set<string>();

/**
 * The picture the gallery shows first (the primary), fetched as soon as its address is known rather
 * than once the page has rendered: on a phone it is the page's largest paint. Not when the visitor saves
 * data: the gallery then fetches a picture only on a tap.
 */
async function preloadFirstPicture(profileId: string) {
  const pictures = await queryClient.fetchQuery(picturesQueryOptions(profileId));
  const first = pictures.find((picture) => picture.is_primary) ?? pictures[0];
  if (first && !saveDataOn() && !preloadedPictures.has(first.thumb_url)) {
    preloadedPictures.add(first.thumb_url);
    const image = new Image();
    // As the gallery's <img> asks for it: an image not yet on screen would otherwise be fetched last.
    image.fetchPriority = 'high';
    image.src = first.thumb_url;
  }
}

/** A profile and its pictures, together (the page asks for both at once too), and the first picture. */
export function prefetchProfile({ request, params }: PageDataArgs) {
  const id = params.id;
  if (!id) return null;
  return startWhenApproved(request, () =>
    Promise.all([queryClient.prefetchQuery(profileQueryOptions(id)), preloadFirstPicture(id)]),
  );
}

/**
 * A conversation's answer and its latest messages (the thread page), by the address's id: a
 * conversation belongs to the account, not to the active profile, so nothing waits for the user.
 */
export function prefetchConversation({ params }: PageDataArgs) {
  const id = params.id;
  if (!id) return null;
  void queryClient.prefetchQuery(conversationQueryOptions(id)).catch(() => undefined);
  void queryClient.prefetchInfiniteQuery(messagesQueryOptions(id)).catch(() => undefined);
  return null;
}
