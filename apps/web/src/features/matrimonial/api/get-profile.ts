import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Profile, PublicProfile } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/** Own profile in full, or an approved profile's public view (the server records the view). */
export function getProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/api/matrimonial/get-profile/${encodeURIComponent(id)}`, { signal });
}

export const profileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matrimonialKeys.profile(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

/** One of the user's own profiles, in full. */
export function useProfile(id: string | undefined) {
  return useQuery({ ...profileQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Someone else's approved profile as the active profile sees it (an own one comes back in full). */
export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: matrimonialKeys.profile(id),
    queryFn: ({ signal }) =>
      api.get<PublicProfile | Profile>(`/api/matrimonial/get-profile/${encodeURIComponent(id)}`, { signal }),
  });
}
