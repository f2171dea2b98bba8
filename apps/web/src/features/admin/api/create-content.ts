import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentPath, type ContentInput, type ContentItem, type ContentKind } from './content-kinds.ts';
import { useStoreContentItem } from './get-content-list.ts';

/** POST /api/admin/{news|jobs}: a new draft. */
export function createContent<K extends ContentKind>(
  kind: K,
  input: ContentInput<K>,
): Promise<ContentItem<K>> {
  return api.post<ContentItem<K>>(contentPath(kind), input);
}

export function useCreateContent<K extends ContentKind>(kind: K) {
  const store = useStoreContentItem(kind);
  return useMutation({
    mutationFn: (input: ContentInput<K>) => createContent(kind, input),
    onSuccess: (item) => store(item),
  });
}
