import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type FieldErrors } from '../../../lib/api-error.ts';
import { forceLogout, useSession } from '../../../lib/session.ts';
import type { Picture } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function parse(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function fieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}

interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/matrimonial/{id}/pictures as multipart (field `picture`). fetch() cannot report upload
 * progress, so this one call uses XMLHttpRequest; failures become the same ApiError as elsewhere.
 */
export function uploadPicture(profileId: string, file: File, options: UploadOptions = {}): Promise<Picture> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/matrimonial/${encodeURIComponent(profileId)}/pictures`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSession.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as unknown as Picture);
        return;
      }
      if (xhr.status === 401 && token) forceLogout();
      reject(
        new ApiError({
          status: xhr.status,
          message: typeof body.message === 'string' ? body.message : xhr.statusText || 'Error',
          errors: fieldErrors(body.errors),
          code: typeof body.code === 'string' ? body.code : undefined,
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: 'Network error', code: 'network' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    form.append('picture', file);
    xhr.send(form);
  });
}

export function useUploadPicture(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadPicture(profileId, file, { onProgress }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.pictures(profileId) }),
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile(profileId) }),
      ]);
    },
  });
}
