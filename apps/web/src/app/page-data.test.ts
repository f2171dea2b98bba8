import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { pageDataLoader, startPageData } from '../lib/page-data.ts';
import { json, mockFetch, never } from '../test/fetch-mock.ts';
import { cursorPage, fullProfile, ids, logIn, matchCard, summary } from '../test/fixtures/matrimonial.ts';
import { matrimonialKeys } from '../features/matrimonial/api/keys.ts';
import { hallsPageData } from '../features/halls/page-data.ts';
import { matrimonialPageData } from '../features/matrimonial/page-data.ts';
import { pageData } from './page-data.ts';

const paths = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('page data at start-up', () => {
  it("starts the home page's and the halls' data for any visitor, nothing on a page without an entry", async () => {
    const fetchSpy = mockFetch({ 'GET /api/news': never, 'GET /api/jobs': never, 'GET /api/hall': never });
    expect(startPageData(pageData, 'http://localhost/coming-soon', false)).toBeNull();
    expect(startPageData(pageData, 'http://localhost/news/n1', false)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();

    expect(startPageData(pageData, 'http://localhost/?lang=ur', false)?.path).toBe('/');
    await vi.waitFor(() => expect(paths(fetchSpy).sort()).toEqual(['/api/hall', '/api/jobs', '/api/news']));
    fetchSpy.mockClear();
    queryClient.clear();
    expect(startPageData(pageData, 'http://localhost/Banquet-Halls/', false)).toBe(hallsPageData);
    await vi.waitFor(() => expect(paths(fetchSpy)).toEqual(['/api/hall']));
  });

  it('leaves a member page to the router without a session', () => {
    const fetchSpy = mockFetch({});
    expect(startPageData(pageData, 'http://localhost/matrimonial/search-profile', false)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("with a session, starts the data of the address's matrimonial page: a profile, the search, nothing elsewhere", async () => {
    const me = summary();
    logIn([me]);
    const fetchSpy = mockFetch({
      'GET /api/matrimonial/user': () => json({ ...logIn([me]), profiles: [me] }),
      [`GET /api/matrimonial/get-profile/${ids.bilal}`]: () => json(fullProfile({ id: ids.bilal })),
      [`GET /api/matrimonial/${ids.bilal}/pictures`]: () => json([]),
      [`GET /api/matrimonial/mm/filter-profile/${ids.ayesha}`]: () => json(cursorPage([matchCard(1)])),
    });
    expect(startPageData(pageData, 'http://localhost/matrimonial/profiles/shortlisted', true)).toBeNull();
    expect(startPageData(pageData, 'http://localhost/matrimonial', true)).toBeNull();
    expect(startPageData(pageData, `http://localhost/Matrimonial/view-profile/${ids.bilal}/`, true)).toBe(
      matrimonialPageData.viewProfile,
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(matrimonialKeys.pictures(ids.bilal))?.status).toBe('success'),
    );
    expect(startPageData(pageData, 'http://localhost/matrimonial/search-profile?x=1', true)).toBe(
      matrimonialPageData.search,
    );
    await vi.waitFor(() =>
      expect(paths(fetchSpy)).toContain(`/api/matrimonial/mm/filter-profile/${ids.ayesha}`),
    );
    expect(paths(fetchSpy).sort()).toEqual(
      [
        `/api/matrimonial/${ids.bilal}/pictures`,
        `/api/matrimonial/get-profile/${ids.bilal}`,
        `/api/matrimonial/mm/filter-profile/${ids.ayesha}`,
      ].sort(),
    );
  });

  it("with a session, starts a conversation's answer and latest messages on its thread's address", async () => {
    logIn([summary()]);
    const id = '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const fetchSpy = mockFetch({
      [`GET /api/matrimonial/conversations/${id}`]: never,
      [`GET /api/matrimonial/conversations/${id}/messages`]: never,
    });
    expect(startPageData(pageData, `http://localhost/matrimonial/conversations/${id}?as=p`, true)).toBe(
      matrimonialPageData.conversation,
    );
    await vi.waitFor(() =>
      expect(paths(fetchSpy).sort()).toEqual([
        `/api/matrimonial/conversations/${id}`,
        `/api/matrimonial/conversations/${id}/messages`,
      ]),
    );
  });

  it("is the routes' loader too: the same entry, started with the route's parameters, answering at once", () => {
    const start = vi.fn();
    const loader = pageDataLoader({ path: '/x/:id', start });
    const request = new Request('http://localhost/x/7');
    expect(loader({ request, params: { id: '7' }, context: undefined } as never)).toBeNull();
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ request, params: { id: '7' } }));
  });
});
