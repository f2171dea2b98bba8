import type { AuditEntry } from '@samaj/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys, withQuery } from './keys.ts';

export const auditQueryOptions = (entityType: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit, entityType],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AuditEntry>(withQuery('/api/admin/audit', { entity_type: entityType || undefined }), {
        pageUrl: pageParam,
        perPage: 30,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(entityType: string) {
  return useInfiniteQuery(auditQueryOptions(entityType));
}
