import type { AdminNews } from '@samaj/shared';
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../../api/uploads.ts';
import { useStoreContentItem } from './get-content-list.ts';

/** POST /api/admin/news/{id}/image as multipart (field `image`). */
export function uploadNewsImage(id: string, file: File): Promise<AdminNews> {
  return postFile<AdminNews>(`/api/admin/news/${encodeURIComponent(id)}/image`, 'image', file);
}

export function useUploadNewsImage() {
  const store = useStoreContentItem('news');
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadNewsImage(id, file),
    onSuccess: (item) => store(item),
  });
}
