import { vi } from 'vitest';

type Handler = (request: { url: string; method: string; body: unknown }) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (the query string is ignored); an unknown call fails
 * the test loudly. Returns the spy so tests can look at what was sent.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url}`);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler({ url, method, body });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A promise that never settles: the loading state stays on screen. */
export const never = () => new Promise<Response>(() => {});
