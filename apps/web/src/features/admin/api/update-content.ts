import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentPath, type ContentInput, type ContentItem, type ContentKind } from './content-kinds.ts';
import { useStoreContentItem } from './get-content-list.ts';

/** PUT /api/admin/{news|jobs}/{id}: the fields given are replaced. */
export function updateContent<K extends ContentKind>(
  kind: K,
  id: string,
  input: ContentInput<K>,
): Promise<ContentItem<K>> {
  return api.put<ContentItem<K>>(contentPath(kind, id), input);
}

export function useUpdateContent<K extends ContentKind>(kind: K) {
  const store = useStoreContentItem(kind);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ContentInput<K> }) => updateContent(kind, id, input),
    onSuccess: (item) => store(item),
  });
}
