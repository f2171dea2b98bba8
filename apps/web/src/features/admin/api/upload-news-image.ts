import type { AdminNews } from '@samaj/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, type FieldErrors } from '../../../lib/api-error.ts';
import { forceLogout, useSession } from '../../../lib/session.ts';
import { useStoreContentItem } from './get-content-list.ts';

function fieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}

/** POST /api/admin/news/{id}/image as multipart (field `image`); the API client only speaks JSON. */
export async function uploadNewsImage(id: string, file: File): Promise<AdminNews> {
  const token = useSession.getState().token;
  const form = new FormData();
  form.append('image', file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/news/${encodeURIComponent(id)}/image`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, message: 'Network error', code: 'network' });
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // An empty or non-JSON answer: the status alone tells what happened.
  }
  if (response.ok) return body as unknown as AdminNews;
  if (response.status === 401 && token) forceLogout();
  throw new ApiError({
    status: response.status,
    message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    errors: fieldErrors(body.errors),
  });
}

export function useUploadNewsImage() {
  const store = useStoreContentItem('news');
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadNewsImage(id, file),
    onSuccess: (item) => store(item),
  });
}
