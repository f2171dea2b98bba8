import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MatchCard, PauseReason, Profile } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/** The active profile's shortlist and "not interested" marks, recommendations, and pausing a profile. */

const profilePath = (kind: 'shortlist' | 'not-interested', profileId: string) =>
  `/api/matrimonial/${kind}/${encodeURIComponent(profileId)}`;

/** A card's `shortlisted` flag or a profile's visibility changed: what shows them is fetched again. */
async function refreshAround(queryClient: QueryClient, profileId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['matrimonial', 'search'] }),
    queryClient.invalidateQueries({ queryKey: matrimonialKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile(profileId) }),
    queryClient.invalidateQueries({ queryKey: recommendationsKey }),
  ]);
}

/** POST (on) or DELETE (off) /api/matrimonial/shortlist/{profileId}: both 204 and idempotent. */
export function useShortlistToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, on }: { profileId: string; on: boolean }) =>
      on
        ? api.post<void>(profilePath('shortlist', profileId))
        : api.delete<void>(profilePath('shortlist', profileId)),
    onSuccess: (_answer, { profileId }) => refreshAround(queryClient, profileId),
  });
}

/** POST (hide) or DELETE (undo) /api/matrimonial/not-interested/{profileId}. */
export function useNotInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, hidden }: { profileId: string; hidden: boolean }) =>
      hidden
        ? api.post<void>(profilePath('not-interested', profileId))
        : api.delete<void>(profilePath('not-interested', profileId)),
    onSuccess: (_answer, { profileId }) => refreshAround(queryClient, profileId),
  });
}

/** POST /api/matrimonial/{id}/pause: the owner pauses (with a reason) or resumes a profile. */
export function usePauseProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused, reason }: { id: string; paused: boolean; reason?: PauseReason | null }) =>
      api.post<Profile>(`/api/matrimonial/${encodeURIComponent(id)}/pause`, {
        paused,
        reason: reason ?? null,
      }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(matrimonialKeys.profile(profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    },
  });
}

export interface Recommendations {
  data: MatchCard[];
  since: string;
}

const recommendationsKey = ['matrimonial', 'recommendations'] as const;

export const recommendationsQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: [...recommendationsKey, profileId],
    queryFn: ({ signal }) => api.get<Recommendations>('/api/matrimonial/recommendations', { signal }),
  });

/** GET /api/matrimonial/recommendations for the active (approved) profile. */
export function useRecommendations(profileId: string | undefined, enabled = true) {
  return useQuery({
    ...recommendationsQueryOptions(profileId ?? ''),
    enabled: enabled && Boolean(profileId),
  });
}

/** POST /api/matrimonial/recommendations/seen: what was shown is new no more. */
export function useMarkRecommendationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/matrimonial/recommendations/seen'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationsKey }),
  });
}
