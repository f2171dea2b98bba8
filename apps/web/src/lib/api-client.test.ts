import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { demoUser, logInAs } from '../test/session.ts';
import { api } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

describe('api client', () => {
  it('sends JSON with cookies, and the bearer token when logged in', async () => {
    logInAs(demoUser, 'secret-token');
    const spy = mockFetch({ 'POST /api/thing': ({ body }) => json({ echoed: body }, 201) });
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      // The server answers its messages in the language on screen.
      'Accept-Language': 'en',
    });
  });

  it('keeps only the path of an absolute next_page_url, and adds query parameters', async () => {
    const spy = mockFetch({ 'GET /api/news': () => json({}) });
    await api.get('http://localhost:3000/api/news?cursor=abc');
    await api.get('/api/news', { query: { per_page: 3, empty: undefined } });
    expect(spy.mock.calls.map((call) => call[0])).toEqual(['/api/news?cursor=abc', '/api/news?per_page=3']);
  });

  it('never follows a page address off the API, whatever origin or path it names', async () => {
    const spy = mockFetch({ 'GET /api/news': () => json({}) });
    await api.get('https://evil.example/api/news?cursor=abc');
    expect(spy.mock.calls.map((call) => call[0])).toEqual(['/api/news?cursor=abc']);
    for (const address of [
      'https://samaj.example//evil.example/api/news',
      'https://samaj.example/\\evil.example/api/news',
      'https://samaj.example/login',
      '//evil.example/api/news',
      'javascript:alert(1)',
    ]) {
      await expect(api.get(address), address).rejects.toMatchObject({ code: 'bad_address' });
    }
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('turns a 422 into an ApiError with its field errors', async () => {
    mockFetch({
      'POST /api/auth/register': () =>
        json({ message: 'The given data was invalid.', errors: { email: ['Taken.'] } }, 422),
    });
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Taken.'] },
    });
  });

  it('reads Retry-After and the error code', async () => {
    mockFetch({
      'POST /api/auth/otp/send': () => json({ message: 'Too Many Attempts.' }, 429, { 'Retry-After': '42' }),
      'GET /api/matrimonial/mm/filter-profile/1': () =>
        json({ message: 'Not approved', code: 'profile_not_approved' }, 403),
    });
    await expect(api.post('/api/auth/otp/send', {})).rejects.toMatchObject({ status: 429, retryAfter: 42 });
    await expect(api.get('/api/matrimonial/mm/filter-profile/1')).rejects.toMatchObject({
      status: 403,
      code: 'profile_not_approved',
    });
  });

  it('reports a network failure as status 0', async () => {
    mockFetch({});
    await expect(api.get('/api/anything')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('logs out on a 401 and clears every per-user key and the query cache', async () => {
    logInAs();
    localStorage.setItem(STORAGE_KEYS.bookingDraft, '{"items":[]}');
    localStorage.setItem(STORAGE_KEYS.profile, '{}');
    queryClient.setQueryData(['secret'], 1);
    mockFetch({ 'GET /api/matrimonial/user': () => json({ message: 'Unauthenticated.' }, 401) });
    await expect(api.get('/api/matrimonial/user')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryData(['secret'])).toBeUndefined();
  });
});
