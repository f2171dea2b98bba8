import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentPath, type ContentItem, type ContentKind } from './content-kinds.ts';
import { useStoreContentItem } from './get-content-list.ts';

export function deleteContent(kind: ContentKind, id: string): Promise<void> {
  return api.delete<void>(contentPath(kind, id));
}

export function useDeleteContent<K extends ContentKind>(kind: K) {
  const store = useStoreContentItem(kind);
  return useMutation({
    mutationFn: (item: ContentItem<K>) => deleteContent(kind, item.id),
    onSuccess: (_nothing, item) => store(item, 'remove'),
  });
}
