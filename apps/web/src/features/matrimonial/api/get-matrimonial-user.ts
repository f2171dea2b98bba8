import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { MatrimonialUser } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/**
 * GET /api/matrimonial/user: the user with their profiles (which keeps the stored session user fresh
 * too). Through the site's user query, so a request already under way (the start-up one, the site's
 * refresh) is shared rather than made twice; an answer already there is not reused (staleTime 0): the
 * area's own key is what its changes invalidate, and each of its loads asks the server.
 */
export async function getMatrimonialUser(): Promise<MatrimonialUser> {
  return (await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })) as MatrimonialUser;
}

/** How old the site's answer may be for the area to start from it: this page load's start-up request. */
const START_UP_ANSWER_MS = 10_000;

/**
 * The site's answer when it is a few seconds old (main.tsx asks at start-up on a logged-in visit), for
 * the area's first load: its layout shows at once rather than asking the server the same question again
 * after its chunks have loaded, a round trip on the way to every matrimonial page's first paint
 * (decision 034). An older answer is not used: the area then asks, as any later load and every
 * invalidation of its key does.
 */
function startUpAnswer() {
  const key = currentUserQueryOptions().queryKey;
  const state = queryClient.getQueryState(key);
  if (!state?.data || Date.now() - state.dataUpdatedAt > START_UP_ANSWER_MS) return undefined;
  return { data: state.data as MatrimonialUser, updatedAt: state.dataUpdatedAt };
}

/**
 * The user kept with the session (lib/session.ts: the last answer of GET /api/matrimonial/user, or the
 * login's), when it says a profile is selected and approved: what a member finds on coming back. The
 * area's pages show with it while the fresh user is on its way, one round trip sooner (decision 040);
 * anything it does not settle (no profile selected, none approved) waits for the fresh user.
 */
export function keptApprovedUser(): MatrimonialUser | undefined {
  const kept = useSession.getState().user;
  const selected = kept?.profiles.find((profile) => profile.is_last_selected);
  return kept && selected?.approved_on ? kept : undefined;
}

export const matrimonialUserQueryOptions = () =>
  queryOptions({
    queryKey: matrimonialKeys.user(),
    queryFn: () => getMatrimonialUser(),
    staleTime: 30_000,
    initialData: () => startUpAnswer()?.data,
    initialDataUpdatedAt: () => startUpAnswer()?.updatedAt,
    placeholderData: keptApprovedUser,
  });

export function useMatrimonialUser() {
  return useQuery(matrimonialUserQueryOptions());
}
