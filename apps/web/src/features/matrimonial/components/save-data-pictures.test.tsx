import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeConnection, setConnection } from '../../../test/save-data.ts';
import { matchCard } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { PictureGallery } from './picture-gallery.tsx';
import { ProfileCard } from './profile-card.tsx';

const user = userEvent.setup({ delay: null });
const picture = {
  id: '00000000-0000-4000-8000-0000000004f1',
  url: '/large.webp',
  thumb_url: '/thumb.webp',
  is_primary: true,
  status: 'approved' as const,
  rejection_reason: null,
  created_at: '2026-01-01T00:00:00Z',
};
const withPicture = (n: number) => matchCard(n, { primary_picture: picture });
const cards = (...profiles: ReturnType<typeof matchCard>[]) =>
  renderRoutes([
    {
      path: '/',
      element: profiles.map((p) => <ProfileCard key={p.id} profile={p} />),
    },
  ]);
const pictures = () => document.querySelectorAll('img');

describe("profile cards' pictures and Save-Data", () => {
  afterEach(() => setConnection(undefined));

  it('loads the picture with the card when the visitor does not save data', async () => {
    setConnection(new FakeConnection(false));
    cards(withPicture(1));
    await screen.findByRole('heading', { name: 'Groom1 Khan' });
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]).toHaveAttribute('src', '/thumb.webp');
    expect(screen.queryByRole('button', { name: /Show photo/ })).not.toBeInTheDocument();
  });

  it('saving data, fetches no picture until its "Show photo" button is pressed, one card at a time', async () => {
    setConnection(new FakeConnection(true));
    cards(withPicture(1), withPicture(2), matchCard(3));
    await screen.findByRole('heading', { name: 'Groom1 Khan' });
    // No <img> at all: nothing is fetched. The initials stand in.
    expect(pictures()).toHaveLength(0);
    expect(screen.getAllByText('GK')).toHaveLength(3);
    const first = screen.getByRole('button', { name: 'Show photo of Groom1 Khan' });
    expect(first).toBeVisible();
    expect(first).toHaveTextContent('Show photo');
    expect(screen.getByRole('button', { name: 'Show photo of Groom2 Khan' })).toBeVisible();
    // A card without a picture has nothing to show.
    expect(screen.queryByRole('button', { name: 'Show photo of Groom3 Khan' })).not.toBeInTheDocument();

    await user.click(first);
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]).toHaveAttribute('src', '/thumb.webp');
    expect(screen.getByRole('img', { name: 'Photo of Groom1 Khan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show photo of Groom1 Khan' })).not.toBeInTheDocument();
    // Focus stays on the card (on the picture it showed), not lost with the button.
    expect(document.activeElement).toContainElement(pictures()[0]!);
    expect(screen.getByRole('button', { name: 'Show photo of Groom2 Khan' })).toBeVisible();
  });

  it('shows the pictures once the visitor stops saving data', async () => {
    const connection = new FakeConnection(true);
    setConnection(connection);
    cards(withPicture(1));
    await screen.findByRole('button', { name: 'Show photo of Groom1 Khan' });
    expect(pictures()).toHaveLength(0);
    act(() => connection.set(false));
    await waitFor(() => expect(pictures()).toHaveLength(1));
    expect(pictures()[0]).toHaveAttribute('src', '/thumb.webp');
    expect(screen.queryByRole('button', { name: /Show photo/ })).not.toBeInTheDocument();
  });

  it("saving data, a profile's gallery shows each picture on its own tap, then opens it larger as before", async () => {
    setConnection(new FakeConnection(true));
    const second = {
      ...picture,
      id: '00000000-0000-4000-8000-0000000004f2',
      thumb_url: '/thumb2.webp',
      is_primary: false,
    };
    renderRoutes([
      { path: '/', element: <PictureGallery pictures={[second, picture]} name="Groom1 Khan" /> },
    ]);
    const first = await screen.findByRole('button', { name: 'Show photo (Groom1 Khan, 1)' });
    expect(first).toHaveTextContent('Show photo');
    expect(screen.getByRole('button', { name: 'Show photo (Groom1 Khan, 2)' })).toBeVisible();
    expect(pictures()).toHaveLength(0);

    await user.click(first);
    // The primary picture comes first; only it is fetched.
    expect(pictures()).toHaveLength(1);
    expect(pictures()[0]).toHaveAttribute('src', '/thumb.webp');
    expect(document.activeElement).toContainElement(pictures()[0]!);
    expect(screen.getByRole('button', { name: 'Show photo (Groom1 Khan, 2)' })).toBeVisible();

    await user.click(document.activeElement as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Groom1 Khan/ })).toHaveAttribute('src', '/large.webp');
  });
});
