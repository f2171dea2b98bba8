import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { cursorPage, logIn, matchCard, summary, user } from '../../test/fixtures/matrimonial.ts';

const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
const publicProfile = {
  ...other,
  about: '',
  prefer_marital_status: 'any',
  prefer_with_job: 'any',
  prefer_min_age: 18,
  prefer_max_age: 60,
  approved_on: '2026-01-01T00:00:00Z',
};
const picture = {
  id: '00000000-0000-4000-8000-000000000399',
  url: '/large.webp',
  thumb_url: '/thumb.webp',
  is_primary: true,
  status: 'approved' as const,
  rejection_reason: null,
  created_at: '2026-01-01T00:00:00Z',
};

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("another member's profile", () => {
  it('asks for its pictures with the profile and shows the page once both are there (nothing pushed down later)', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const profileAnswer = deferred();
    const picturesAnswer = deferred();
    const spy = mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => profileAnswer.promise,
      [`GET /api/matrimonial/${other.id}/pictures`]: () => picturesAnswer.promise,
      'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([])),
      'GET /api/matrimonial/profiles/interests-sent-by-me': () => json(cursorPage([])),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);

    // Both requests leave before either answers.
    const asked = (path: string) => spy.mock.calls.some(([input]) => String(input).includes(path));
    await waitFor(() => expect(asked(`/get-profile/${other.id}`)).toBe(true));
    expect(asked(`/${other.id}/pictures`)).toBe(true);

    // The profile alone does not show the page: its pictures would arrive above the details.
    profileAnswer.resolve(json(publicProfile));
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Imran Patel' })).not.toBeInTheDocument();

    picturesAnswer.resolve(json([picture]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imran Patel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open picture 1 of Imran larger' })).toBeInTheDocument();
  });

  it('is shown without pictures when the pictures cannot be loaded', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(publicProfile),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json({ message: 'Forbidden' }, 403),
      'GET /api/matrimonial/profiles/interested-in-me': () => json(cursorPage([])),
      'GET /api/matrimonial/profiles/interests-sent-by-me': () => json(cursorPage([])),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imran Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pictures' })).not.toBeInTheDocument();
  });
});
