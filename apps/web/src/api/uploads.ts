import { withApiBase } from '../lib/api-base-url.ts';
import { ApiError, type FieldErrors } from '../lib/api-error.ts';
import { forceLogout, useSession } from '../lib/session.ts';

/**
 * Every upload of the app: one file, as multipart, to the API. The API client (lib/api-client.ts) only
 * speaks JSON, so the features' upload calls (a profile's pictures, a news item's image) go through here.
 * Both build their request as the API client does: the address on VITE_API_BASE_URL (the native app's
 * server; '' on the web), cookies included, the bearer token when logged in, and X-XSRF-TOKEN from the
 * XSRF-TOKEN cookie when there is one.
 */

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
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

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
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

/** The headers of every API call that changes something (lib/api-client.ts builds the same). */
function uploadHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

const networkError = () => new ApiError({ status: 0, message: 'Network error', code: 'network' });

/** POST `path` with `file` as the multipart field `field`, through fetch; answers the JSON body. */
export async function postFile<T>(path: string, field: string, file: File): Promise<T> {
  const token = useSession.getState().token;
  const form = new FormData();
  form.append(field, file);
  let response: Response;
  try {
    response = await fetch(withApiBase(path), {
      method: 'POST',
      headers: uploadHeaders(token),
      credentials: 'include',
      body: form,
    });
  } catch {
    throw networkError();
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // An empty or non-JSON answer: the status alone tells what happened.
  }
  if (response.ok) return body as T;
  if (response.status === 401 && token) forceLogout();
  throw new ApiError({
    status: response.status,
    message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    errors: fieldErrors(body.errors),
  });
}

/**
 * The same, with upload progress: fetch() cannot report it, so this way uses XMLHttpRequest. Failures
 * become the same ApiError as elsewhere (with the server's code); an abort rejects with an AbortError.
 */
export function postFileWithProgress<T>(
  path: string,
  field: string,
  file: File,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withApiBase(path));
    xhr.withCredentials = true;
    const token = useSession.getState().token;
    for (const [name, value] of Object.entries(uploadHeaders(token))) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
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
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());

    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
