import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentPath, type ContentItem, type ContentKind } from './content-kinds.ts';
import { useStoreContentItem } from './get-content-list.ts';

/** POST .../publish; `notify` also pushes the item to every member (topic news). */
export function publishContent<K extends ContentKind>(
  kind: K,
  id: string,
  notify: boolean,
): Promise<ContentItem<K>> {
  return api.post<ContentItem<K>>(`${contentPath(kind, id)}/publish`, notify ? { notify: true } : {});
}

export function usePublishContent<K extends ContentKind>(kind: K) {
  const store = useStoreContentItem(kind);
  return useMutation({
    mutationFn: ({ id, notify }: { id: string; notify: boolean }) => publishContent(kind, id, notify),
    onSuccess: (item) => store(item),
  });
}
