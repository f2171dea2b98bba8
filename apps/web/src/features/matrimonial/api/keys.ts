import type { SearchFilters } from '../types.ts';

/** Query keys of the matrimonial area; everything under ['matrimonial'] is the user's own data. */
export const matrimonialKeys = {
  all: ['matrimonial'] as const,
  user: () => ['matrimonial', 'user'] as const,
  profile: (id: string) => ['matrimonial', 'profile', id] as const,
  pictures: (profileId: string) => ['matrimonial', 'pictures', profileId] as const,
  search: (profileId: string, filters: SearchFilters) =>
    ['matrimonial', 'search', profileId, filters] as const,
  list: (kind: string) => ['matrimonial', 'list', kind] as const,
  lists: () => ['matrimonial', 'list'] as const,
};
