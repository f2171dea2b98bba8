import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  cursorPage,
  fullProfile,
  ids,
  logIn,
  matchCard,
  summary,
  user,
  viewedProfile,
} from '../../test/fixtures/matrimonial.ts';

const searchPath = `/api/matrimonial/mm/filter-profile/${ids.ayesha}`;
const picture = (n: number, primary = false) => ({
  id: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
  url: `/large-${n}.webp`,
  thumb_url: `/thumb-${n}.webp`,
  is_primary: primary,
  status: 'approved' as const,
  rejection_reason: null,
  created_at: '2026-01-01T00:00:00Z',
});

describe('search cards', () => {
  it('say the interest state with each profile, and "Mutual match" only when the card says so', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET ${searchPath}`]: () =>
        json(
          cursorPage([
            { ...matchCard(1, { mutual: false }), interest_status: 'sent' },
            { ...matchCard(2, { mutual: true }), interest_status: 'accepted' },
            { ...matchCard(3, { mutual: false }), interest_status: 'none' },
            { ...matchCard(4, { mutual: false }), interest_status: 'received' },
          ]),
        ),
    });
    renderRoutes(routes, '/matrimonial/search-profile');
    await screen.findByRole('link', { name: 'Groom1 Khan' });
    const [sent, accepted, none, received] = screen.getAllByRole('article');
    expect(within(sent!).getByText('You sent an interest')).toBeInTheDocument();
    expect(within(sent!).queryByText('Mutual match')).not.toBeInTheDocument();
    expect(within(accepted!).getByText('Interest accepted')).toBeInTheDocument();
    expect(within(accepted!).getByText('Mutual match')).toBeInTheDocument();
    expect(within(none!).queryByText(/interest/i)).not.toBeInTheDocument();
    expect(within(received!).getByText('Sent you an interest')).toBeInTheDocument();
  });
});

describe('pictures', () => {
  it('open larger in a dialog on tap, and are cropped around the top centre', async () => {
    const profiles = [summary()];
    logIn(profiles);
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () => json(fullProfile()),
      [`GET /api/matrimonial/${ids.ayesha}/pictures`]: () => json([picture(1), picture(2, true)]),
    });
    renderRoutes(routes, '/matrimonial/view-my-profile');
    // The primary picture comes first.
    const first = await screen.findByRole('button', { name: 'Open picture 1 of Ayesha larger' });
    const thumb = first.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', '/thumb-2.webp');
    expect(thumb.className).toMatch(/image/);
    await userEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of Ayesha' });
    expect(within(dialog).getByRole('img', { name: 'Picture 1 of Ayesha' })).toHaveAttribute(
      'src',
      '/large-2.webp',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the revealed contact', () => {
  it('says it is the account holder’s number and opens the dialler and WhatsApp', async () => {
    const profiles = [summary()];
    logIn(profiles);
    const other = matchCard(5, { first_name: 'Imran', last_name: 'Patel' });
    mockFetch({
      'GET /api/matrimonial/user': () => json(user(profiles)),
      [`GET /api/matrimonial/get-profile/${other.id}`]: () =>
        json(viewedProfile(other, { contact: { name: 'Yusuf Patel', mobile: '+919876500001' } })),
      [`GET /api/matrimonial/${other.id}/pictures`]: () => json([]),
    });
    renderRoutes(routes, `/matrimonial/view-profile/${other.id}`);
    const panel = await screen.findByRole('region', { name: 'Contact' });
    expect(
      within(panel).getByText(
        'The mobile number of Yusuf Patel, who holds the account that keeps this profile.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call Yusuf Patel on +919876500001' })).toHaveAttribute(
      'href',
      'tel:+919876500001',
    );
    expect(
      within(panel).getByRole('link', { name: 'Message Yusuf Patel on WhatsApp, +919876500001' }),
    ).toHaveAttribute('href', 'https://wa.me/919876500001');
  });
});
