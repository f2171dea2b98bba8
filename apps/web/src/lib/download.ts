import { withApiBase } from './api-base-url.ts';
import { ApiError } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { useSession } from './session.ts';

/**
 * GETs a file of the API with the session's token (a plain link would not carry it): its content and
 * the file name the server's attachment gives, if any. A refusal throws ApiError with the server's
 * message, as the JSON calls do.
 */
export async function fetchApiFile(path: string): Promise<{ blob: Blob; name: string | undefined }> {
  const token = useSession.getState().token;
  const response = await fetch(withApiBase(path), {
    headers: {
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'include',
  }).catch(() => {
    throw new ApiError({ status: 0, message: 'Network error', code: 'network' });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError({
      status: response.status,
      message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), name };
}

/** Saves a file through a temporary link (works in the browser and the web view). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
