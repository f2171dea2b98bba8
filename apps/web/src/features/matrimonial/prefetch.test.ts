import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { cursorPage, fullProfile, ids, logIn, matchCard, summary } from '../../test/fixtures/matrimonial.ts';
import { matrimonialKeys } from './api/keys.ts';
import { prefetchProfile, prefetchSearch } from './prefetch.ts';

const at = (path: string) => new Request(`http://localhost${path}`);
const loaderArgs = (path: string, params: Record<string, string> = {}) =>
  ({ request: at(path), params, context: undefined }) as unknown as Parameters<typeof prefetchSearch>[0];

/** Bilal's profile and pictures, as the server answers them. */
const bilalAnswers = {
  [`GET /api/matrimonial/get-profile/${ids.bilal}`]: () => json(fullProfile({ id: ids.bilal })),
  [`GET /api/matrimonial/${ids.bilal}/pictures`]: () => json([]),
};
/** Until both of Bilal's queries hold their answers. */
const bilalLoaded = () =>
  vi.waitFor(() => {
    expect(queryClient.getQueryState(matrimonialKeys.profile(ids.bilal))?.status).toBe('success');
    expect(queryClient.getQueryState(matrimonialKeys.pictures(ids.bilal))?.status).toBe('success');
  });

describe('route prefetch', () => {
  it('starts the search with the saved preferences, under the key the page reads, and returns at once', async () => {
    const me = summary();
    const fetchSpy = mockFetch({
      'GET /api/matrimonial/user': () => json({ ...logIn([me]), profiles: [me] }),
      [`GET /api/matrimonial/mm/filter-profile/${ids.ayesha}`]: () => json(cursorPage([matchCard(1)])),
    });
    expect(prefetchSearch(loaderArgs('/matrimonial/search-profile'))).toBeNull();
    const key = matrimonialKeys.search(ids.ayesha, {
      prefer_marital_status: 'never_married',
      prefer_with_job: 'any',
      prefer_min_age: 24,
      prefer_max_age: 32,
    });
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    const searchUrl = fetchSpy.mock.calls
      .map(([url]) => String(url))
      .find((u) => u.includes('filter-profile'));
    expect(searchUrl).toContain('prefer_min_age=24');
  });

  it('asks nothing for a profile that is not approved, nor while the address switches profiles', async () => {
    const pending = summary({ approved_on: null, status: 'pending' });
    const fetchSpy = mockFetch({
      'GET /api/matrimonial/user': () => json({ ...logIn([pending]), profiles: [pending] }),
    });
    prefetchSearch(loaderArgs('/matrimonial/search-profile'));
    prefetchProfile(loaderArgs(`/matrimonial/view-profile/${ids.bilal}?as=${ids.ayesha}`, { id: ids.bilal }));
    await vi.waitFor(() => expect(queryClient.getQueryState(matrimonialKeys.user())?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/api/matrimonial/user'),
    ]);
  });

  it('does not wait for the fresh user when the session kept says the active profile is approved', async () => {
    const me = summary();
    logIn([me]);
    let answerUser!: () => void;
    const userAnswered = new Promise<void>((resolve) => {
      answerUser = resolve;
    });
    const fetchSpy = mockFetch({
      'GET /api/matrimonial/user': async () => {
        await userAnswered;
        return json({ ...logIn([me]), profiles: [me] });
      },
      ...bilalAnswers,
    });
    prefetchProfile(loaderArgs(`/matrimonial/view-profile/${ids.bilal}`, { id: ids.bilal }));
    await bilalLoaded();
    // The user was not even asked for: nothing else wanted it here.
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/user'))).toEqual([]);
    answerUser();
  });

  it('asks for a profile and its pictures together', async () => {
    const me = summary();
    mockFetch({
      'GET /api/matrimonial/user': () => json({ ...logIn([me]), profiles: [me] }),
      ...bilalAnswers,
    });
    prefetchProfile(loaderArgs(`/matrimonial/view-profile/${ids.bilal}`, { id: ids.bilal }));
    await bilalLoaded();
  });
});
