import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { fullProfile, ids, matchCard } from '../../../test/fixtures/matrimonial.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import '../i18n.ts';
import { PhotoVisibilityChoice, PictureReviewBadge, withheldPicturesKey } from './photo-privacy.tsx';
import { ProfileCard } from './profile-card.tsx';

const user = userEvent.setup({ delay: null });
const render = (element: React.ReactNode) => renderRoutes([{ path: '/', element }]);
const picture = {
  id: '00000000-0000-4000-8000-0000000004f1',
  url: '/large.webp',
  thumb_url: '/thumb.webp',
  is_primary: true,
  status: 'approved' as const,
  rejection_reason: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('photo privacy on the web', () => {
  it("says an own picture's review, with the office's reason when it was not approved", async () => {
    render(
      <>
        <PictureReviewBadge picture={{ status: 'pending', rejection_reason: null }} />
        <PictureReviewBadge picture={{ status: 'rejected', rejection_reason: 'Another person is in it.' }} />
      </>,
    );
    expect(await screen.findByText('Waiting for approval')).toBeVisible();
    expect(screen.getByText('Not approved')).toBeVisible();
    expect(screen.getByText('Not approved: Another person is in it.')).toBeVisible();
  });

  it('explains a card without a picture only when the family withholds it from this viewer', async () => {
    const contact = { mobile: '+919876543210', name: 'Owner' };
    expect(withheldPicturesKey(matchCard(1))).toBeNull();
    expect(withheldPicturesKey(matchCard(1, { photo_visibility: 'accepted', contact }))).toBeNull();
    expect(
      withheldPicturesKey(matchCard(1, { photo_visibility: 'hidden', primary_picture: picture })),
    ).toBeNull();
    logInAs();
    render(
      <>
        <ProfileCard profile={matchCard(1, { photo_visibility: 'accepted' })} />
        <ProfileCard profile={matchCard(2, { photo_visibility: 'hidden' })} />
        <ProfileCard profile={matchCard(3)} />
      </>,
    );
    expect(await screen.findByText('Pictures are shown after an accepted interest.')).toBeVisible();
    expect(screen.getByText('This family has chosen not to show pictures.')).toBeVisible();
    expect(screen.getAllByText(/Pictures are shown|chosen not to show/)).toHaveLength(2);
  });

  it("saves the owner's choice of who sees the pictures, and puts it back when the server refuses", async () => {
    logInAs();
    let visibility = 'members';
    let refuse = false;
    const spy = mockFetch({
      [`GET /api/matrimonial/get-profile/${ids.ayesha}`]: () =>
        json(fullProfile({ photo_visibility: visibility as 'members' })),
      [`POST /api/matrimonial/update-profile/${ids.ayesha}`]: ({ body }) => {
        if (refuse) return json({ message: 'Server Error' }, 500);
        visibility = (body as { photo_visibility: string }).photo_visibility;
        return json(fullProfile({ photo_visibility: visibility as 'accepted' }));
      },
    });
    render(<PhotoVisibilityChoice profileId={ids.ayesha} />);
    const group = await screen.findByRole('radiogroup', { name: /Who can see the pictures/ });
    expect(group).toBeVisible();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Approved members/ })).toBeChecked());

    await user.click(screen.getByRole('radio', { name: /Only families with an accepted interest/ }));
    // Checked while the save is under way.
    expect(screen.getByRole('radio', { name: /Only families with an accepted interest/ })).toBeChecked();
    expect(await screen.findByText('Saved: who can see the pictures.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Only families with an accepted interest/ })).toBeChecked();
    const sent = spy.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { photo_visibility: 'accepted' },
    ]);

    refuse = true;
    await user.click(screen.getByRole('radio', { name: /Nobody/ }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Only families with an accepted interest/ })).toBeChecked(),
    );
    expect(screen.getByRole('radio', { name: /Nobody/ })).not.toBeChecked();
  });
});
