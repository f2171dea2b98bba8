import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPicture } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { PicturesPage } from './pictures-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [{ path: '/admin/pictures', Component: PicturesPage }];

const ID = '3b0f6a52-6f6e-4c8e-9a55-0000000000a1';
const picture = (overrides: Partial<AdminPicture> = {}): AdminPicture => ({
  id: ID,
  url: `/api/matrimonial/picture-files/${ID}/large?u=a&e=1&s=x`,
  thumb_url: `/api/matrimonial/picture-files/${ID}/thumb?u=a&e=1&s=x`,
  is_primary: true,
  status: 'pending',
  rejection_reason: null,
  created_at: '2026-03-01T10:00:00Z',
  reviewed_at: null,
  profile: {
    id: '3b0f6a52-6f6e-4c8e-9a55-0000000000a2',
    first_name: 'Amina',
    last_name: 'Memon',
    gender: 'female',
    approved_on: null,
  },
  ...overrides,
});
const posts = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

describe('picture queue', { timeout: 30_000 }, () => {
  it('shows waiting pictures large enough to judge, and approves one: it leaves the queue', async () => {
    logInAs(adminUser);
    let waiting = [picture()];
    const spy = mockFetch({
      'GET /api/admin/pictures': ({ url }) =>
        json(page(url.includes('status=approved') ? [picture({ status: 'approved' })] : waiting)),
      [`POST /api/admin/pictures/${ID}/approve`]: () => {
        waiting = [];
        return json(picture({ status: 'approved' }));
      },
    });
    const { router } = renderRoutes(routes, '/admin/pictures');
    const item = await screen.findByRole('listitem');
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=pending');
    const img = within(item).getByRole('img', { name: 'Picture on the profile of Amina Memon' });
    expect(img).toHaveAttribute('src', picture().thumb_url);
    expect(item).toHaveTextContent('Waiting');
    expect(item).toHaveTextContent('The profile itself is not approved yet.');
    expect(
      within(item).getByRole('link', { name: 'Open the picture of Amina Memon full size (new tab)' }),
    ).toHaveAttribute('href', picture().url);

    await user.click(within(item).getByRole('button', { name: 'Approve the picture of Amina Memon' }));
    expect(await screen.findByText('The picture of Amina Memon was approved.')).toBeInTheDocument();
    expect(posts(spy)).toEqual([[`/api/admin/pictures/${ID}/approve`, null]]);
    expect(await screen.findByText('No pictures are waiting for review.')).toBeInTheDocument();

    // The approved tab lists it, with no second Approve.
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    const approved = await screen.findByRole('listitem');
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(
      within(approved).getByRole('button', { name: 'Reject the picture of Amina Memon…' }),
    ).toBeVisible();
  });

  it('rejects only with a reason, which is sent; a refusal stays in the dialog', async () => {
    logInAs(adminUser);
    let waiting = [picture()];
    let refuse = true;
    const spy = mockFetch({
      'GET /api/admin/pictures': () => json(page(waiting)),
      [`POST /api/admin/pictures/${ID}/reject`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          return json({ message: 'The given data was invalid.', errors: { reason: ['Too long.'] } }, 422);
        }
        waiting = [];
        return json(picture({ status: 'rejected', rejection_reason: (body as { reason: string }).reason }));
      },
    });
    renderRoutes(routes, '/admin/pictures');
    await user.click(await screen.findByRole('button', { name: 'Reject the picture of Amina Memon…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the picture of Amina Memon' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the family/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject picture' }));
    expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    expect(posts(spy)).toEqual([]);

    await user.type(reason, 'Another person is in the picture.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject picture' }));
    expect(await within(dialog).findByText('The given data was invalid.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject picture' }));
    expect(
      await screen.findByText('The picture of Amina Memon was rejected; the family was told.'),
    ).toBeInTheDocument();
    expect(posts(spy)).toEqual([
      [`/api/admin/pictures/${ID}/reject`, { reason: 'Another person is in the picture.' }],
      [`/api/admin/pictures/${ID}/reject`, { reason: 'Another person is in the picture.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No pictures are waiting for review.')).toBeInTheDocument();
  });

  it('says when the queue cannot be loaded', async () => {
    logInAs(adminUser);
    mockFetch({ 'GET /api/admin/pictures': () => json({ message: 'Server Error' }, 500) });
    renderRoutes(routes, '/admin/pictures?status=rejected');
    expect(await screen.findByText('Could not load the pictures.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  });
});
