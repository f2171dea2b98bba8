import { withApiBase } from './api-base-url.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import { forceLogout, useSession } from './session.ts';
import { currentLanguage } from './i18n.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal | undefined;
  /** Logout itself sets this to false: a 401 there means the session is already gone. */
  forcedLogoutOn401?: boolean;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

/**
 * The server answers with absolute next_page_url addresses; requests stay on our own API (the dev
 * server proxies /api), so only the path and query of such an address are kept (the native build then
 * puts them on VITE_API_BASE_URL), and that path must be one of the API's: a page address can never
 * send the session's token to another site, not even as `//other.site/...` (a protocol-relative URL).
 */
function toRequestUrl(path: string, query: RequestOptions['query']): string {
  let url = path;
  if (/^https?:\/\//i.test(path)) {
    const parsed = new URL(path);
    url = parsed.pathname + parsed.search;
  }
  if (!/^\/(api|sanctum)\//.test(url)) {
    throw new ApiError({ status: 0, message: 'This address is not part of the app.', code: 'bad_address' });
  }
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One request to the API, cookies included, the bearer token when logged in: its response once it
 * succeeded. Failures throw ApiError with the server's message, field errors and code; a 401 on an
 * authenticated call ends the session (forced logout). apiRequest reads its JSON, download.ts a file.
 */
export async function apiResponse(
  path: string,
  options: RequestOptions & { accept?: string } = {},
): Promise<Response> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    forcedLogoutOn401 = true,
    accept = 'application/json',
  } = options;
  // The server answers its messages in the language on screen.
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': currentLanguage(),
  };
  const token = useSession.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Only a change needs it; reading document.cookie is not free (a page start makes several GETs at once).
  const xsrf = method === 'GET' ? undefined : readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  const url = withApiBase(toRequestUrl(path, query));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: 'Network error', code: 'network' });
  }
  if (response.ok) return response;

  const data = await readJson(response);
  if (response.status === 401 && token && forcedLogoutOn401) forceLogout();
  const errorBody: ErrorBody = typeof data === 'object' && data !== null ? data : {};
  throw new ApiError({
    status: response.status,
    message: typeof errorBody.message === 'string' ? errorBody.message : response.statusText || 'Error',
    errors: toFieldErrors(errorBody.errors),
    code: typeof errorBody.code === 'string' ? errorBody.code : undefined,
    retryAfter: response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined,
    details: errorBody as Record<string, unknown>,
  });
}

/** One request to the API, JSON in and out (apiResponse's failures). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await apiResponse(path, options))) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Laravel Sanctum's handshake: made before login, OTP login and registration (sets XSRF-TOKEN). */
export function fetchCsrfCookie(): Promise<void> {
  return apiRequest<void>('/sanctum/csrf-cookie');
}
