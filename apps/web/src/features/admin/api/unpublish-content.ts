import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentPath, type ContentItem, type ContentKind } from './content-kinds.ts';
import { useStoreContentItem } from './get-content-list.ts';

/** POST .../unpublish: back to draft, off the public pages. */
export function unpublishContent<K extends ContentKind>(kind: K, id: string): Promise<ContentItem<K>> {
  return api.post<ContentItem<K>>(`${contentPath(kind, id)}/unpublish`);
}

export function useUnpublishContent<K extends ContentKind>(kind: K) {
  const store = useStoreContentItem(kind);
  return useMutation({
    mutationFn: (id: string) => unpublishContent(kind, id),
    onSuccess: (item) => store(item),
  });
}
