import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { logIn, matchCard, summary, user, viewedProfile } from '../../test/fixtures/matrimonial.ts';

const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
const publicProfile = viewedProfile(other);
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
  it('asks for its pictures with the profile, and keeps their place while they load (nothing pushed down later)', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const profileAnswer = deferred();
    const picturesAnswer = deferred();
    const spy = mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => profileAnswer.promise,
      [`GET /api/matrimonial/${other.id}/pictures`]: () => picturesAnswer.promise,
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);

    // Both requests leave before either answers.
    const asked = (path: string) => spy.mock.calls.some(([input]) => String(input).includes(path));
    await waitFor(() => expect(asked(`/get-profile/${other.id}`)).toBe(true));
    expect(asked(`/${other.id}/pictures`)).toBe(true);

    // The profile shows at once; it has a picture, so the gallery's first row is held for it.
    profileAnswer.resolve(json({ ...publicProfile, primary_picture: picture }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Imran Patel' })).toBeInTheDocument();
    const held = screen.getByRole('status', { name: 'Loading pictures' });
    // Mantine writes h={200} as 12.5rem (200 px at the root's 16 px).
    expect(held.getAttribute('style')).toMatch(/height: calc\(12\.5rem/);
    expect(screen.getByRole('heading', { name: 'Pictures' })).toBeInTheDocument();

    picturesAnswer.resolve(json([picture]));
    expect(await screen.findByRole('button', { name: 'Open picture 1 of Imran larger' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading pictures' })).not.toBeInTheDocument();
  });

  it('holds no place for pictures when the profile shows none', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(publicProfile),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => deferred().promise,
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imran Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading pictures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pictures' })).not.toBeInTheDocument();
  });

  it('is shown without pictures when the pictures cannot be loaded', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () => json(publicProfile),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json({ message: 'Forbidden' }, 403),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imran Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pictures' })).not.toBeInTheDocument();
  });
});
