import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr.ts';

// The native app's build sets VITE_API_BASE_URL: uploads must go there like every other API call, with
// the same headers (bearer token, X-XSRF-TOKEN from the cookie).

async function loadWithBase(base: string) {
  vi.stubEnv('VITE_API_BASE_URL', base);
  vi.resetModules();
  const uploads = await import('./uploads.ts');
  const { useSession } = await import('../lib/session.ts');
  const { demoUser } = await import('../test/session.ts');
  useSession.getState().setSession(demoUser, 'native-token');
  return uploads;
}

describe('uploads in the native app (an API base URL is set)', () => {
  beforeEach(() => {
    FakeXhr.autoAnswer = { status: 201, body: '{"id":"p1"}' };
  });
  afterEach(() => {
    FakeXhr.autoAnswer = null;
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('postFile posts to the base URL with the token and the XSRF header', async () => {
    const { postFile } = await loadWithBase('https://samaj.example.org/');
    document.cookie = 'XSRF-TOKEN=x%2By';
    const calls: Array<[string, RequestInit]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response('{"id":"n1"}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await expect(
      postFile('/api/admin/news/n1/image', 'image', new File(['x'], 'a.png', { type: 'image/png' })),
    ).resolves.toEqual({ id: 'n1' });
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe('https://samaj.example.org/api/admin/news/n1/image');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer native-token',
      'X-XSRF-TOKEN': 'x+y',
    });
  });

  it('postFileWithProgress opens the base URL with the token and the XSRF header', async () => {
    const { postFileWithProgress } = await loadWithBase('https://samaj.example.org');
    document.cookie = 'XSRF-TOKEN=abc';
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await expect(
      postFileWithProgress('/api/matrimonial/p1/pictures', 'picture', new File(['x'], 'me.jpg')),
    ).resolves.toEqual({ id: 'p1' });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('https://samaj.example.org/api/matrimonial/p1/pictures');
    expect(FakeXhr.last.withCredentials).toBe(true);
    expect(FakeXhr.last.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer native-token',
      'X-XSRF-TOKEN': 'abc',
    });
  });

  it('on the web (no base URL) both stay on the page’s origin', async () => {
    const { postFile, postFileWithProgress } = await loadWithBase('');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('{}', { status: 200 });
      }),
    );
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await postFile('/api/admin/news/n1/image', 'image', new File(['x'], 'a.png'));
    await postFileWithProgress('/api/matrimonial/p1/pictures', 'picture', new File(['x'], 'me.jpg'));
    expect(urls).toEqual(['/api/admin/news/n1/image']);
    expect(FakeXhr.last.url).toBe('/api/matrimonial/p1/pictures');
  });
});
