import { afterEach, describe, expect, it, vi } from 'vitest';
import { withApiBase } from './api-base-url.ts';

describe('withApiBase', () => {
  it('leaves addresses alone on the web (no base)', () => {
    expect(withApiBase('/api/news?per_page=5', '')).toBe('/api/news?per_page=5');
  });

  it('puts paths on the native build’s API origin', () => {
    expect(withApiBase('/api/news?per_page=5', 'https://samaj.example.org')).toBe(
      'https://samaj.example.org/api/news?per_page=5',
    );
    expect(withApiBase('api/hall', 'https://samaj.example.org')).toBe('https://samaj.example.org/api/hall');
    expect(withApiBase('https://cdn.example.org/x.webp', 'https://samaj.example.org')).toBe(
      'https://cdn.example.org/x.webp',
    );
  });
});

describe('API calls of a native build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('go to VITE_API_BASE_URL, next-page addresses included', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://samaj.example.org/');
    vi.resetModules();
    const { api } = await import('./api-client.ts');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await api.get('/api/hall');
    await api.get('http://127.0.0.1:3000/api/news?cursor=abc');
    expect(calls).toEqual([
      'https://samaj.example.org/api/hall',
      'https://samaj.example.org/api/news?cursor=abc',
    ]);
  });
});
