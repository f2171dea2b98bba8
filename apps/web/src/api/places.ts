import { type Place, SEED_PLACES } from '@samaj/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/** GET /api/places: the places the community lives in, named in the four languages. */
export function getPlaces(signal?: AbortSignal): Promise<Place[]> {
  return api.get<Place[]>('/api/places', { signal });
}

/**
 * The places for the profile form's picker. The seeded list (the same the server starts from) stands
 * in while the answer loads or when it fails, so the picker works offline; the office's additions come
 * with the answer.
 */
export function usePlaces(): readonly Place[] {
  const query = useQuery({
    queryKey: ['places'],
    queryFn: ({ signal }) => getPlaces(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
  return query.data ?? SEED_PLACES;
}
