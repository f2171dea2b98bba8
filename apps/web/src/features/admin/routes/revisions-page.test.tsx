import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRevision } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { RevisionsPage } from './revisions-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [{ path: '/admin/revisions', Component: RevisionsPage }];

const ID = '3b0f6a52-6f6e-4c8e-9a55-0000000000b1';
const revision = (overrides: Partial<AdminRevision> = {}): AdminRevision => ({
  id: ID,
  status: 'pending',
  fields: { about: 'I now teach in Mumbai.', city: 'Mumbai', community: 'halai_memon' },
  current: { about: 'I teach in Bhuj.', city: 'Bhuj', community: null },
  submitted_at: '2026-03-01T10:00:00Z',
  decided_at: null,
  decided_by: null,
  reason: null,
  profile: {
    id: '3b0f6a52-6f6e-4c8e-9a55-0000000000b2',
    first_name: 'Sana',
    last_name: 'Memon',
    gender: 'female',
    approved_on: '2026-01-01T10:00:00Z',
  },
  ...overrides,
});
const decided = (status: 'approved' | 'rejected', reason: string | null = null) =>
  revision({
    status,
    current: null,
    decided_at: '2026-03-02T10:00:00Z',
    decided_by: { user_id: '3b0f6a52-6f6e-4c8e-9a55-0000000000b3', name: 'Office' },
    reason,
  });
const posts = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

describe('profile changes (the office)', { timeout: 30_000 }, () => {
  it('shows each change beside the approved text, and approves one: it leaves the queue', async () => {
    logInAs(adminUser);
    let waiting = [revision()];
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const spy = mockFetch({
      'GET /api/admin/revisions': async ({ url }) => {
        if (url.includes('status=approved')) return json(page([decided('approved')]));
        // The first answer waits until the loading state has been seen.
        await loaded;
        return json(page(waiting));
      },
      [`POST /api/admin/revisions/${ID}/approve`]: () => {
        waiting = [];
        return json(decided('approved'));
      },
    });
    const { router } = renderRoutes(routes, '/admin/revisions');
    expect(await screen.findByRole('status', { name: 'Loading profile changes' })).toBeInTheDocument();
    release();
    const item = await screen.findByRole('listitem');
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=pending');
    expect(item).toHaveTextContent('Sana Memon');
    expect(item).toHaveTextContent('Waiting');
    const terms = within(item)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['About', 'City', 'Community']);
    const about = within(item).getByText('About').nextElementSibling as HTMLElement;
    expect(about).toHaveTextContent('Now (other families see)I teach in Bhuj.');
    expect(about).toHaveTextContent('New (waiting)I now teach in Mumbai.');
    const community = within(item).getByText('Community').nextElementSibling as HTMLElement;
    expect(community).toHaveTextContent('Not said');
    expect(community).toHaveTextContent('Halai Memon');

    await user.click(
      within(item).getByRole('button', { name: "Approve the changes to Sana Memon's profile" }),
    );
    expect(
      await screen.findByText(
        "The changes to Sana Memon's profile were approved; other families see them now.",
      ),
    ).toBeInTheDocument();
    expect(posts(spy)).toEqual([[`/api/admin/revisions/${ID}/approve`, null]]);
    expect(await screen.findByText('No profile changes are waiting.')).toBeInTheDocument();

    // The approved tab lists it with who decided, and no buttons.
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    const approved = await screen.findByRole('listitem');
    expect(approved).toHaveTextContent('by Office');
    expect(approved).not.toHaveTextContent('Now (other families see)');
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects only with a reason, which is sent; a refusal stays in the dialog', async () => {
    logInAs(adminUser);
    let waiting = [revision()];
    let refuse = true;
    const spy = mockFetch({
      'GET /api/admin/revisions': ({ url }) =>
        json(
          page(url.includes('status=rejected') ? [decided('rejected', 'Write about the person.')] : waiting),
        ),
      [`POST /api/admin/revisions/${ID}/reject`]: ({ body }) => {
        if (refuse) {
          refuse = false;
          return json({ message: 'The given data was invalid.', errors: { reason: ['Too long.'] } }, 422);
        }
        waiting = [];
        return json(decided('rejected', (body as { reason: string }).reason));
      },
    });
    renderRoutes(routes, '/admin/revisions');
    await user.click(
      await screen.findByRole('button', { name: "Reject the changes to Sana Memon's profile…" }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Reject the changes to Sana Memon's profile" });
    expect(dialog).toHaveTextContent('Other families keep seeing the approved text.');
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the family/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    expect(posts(spy)).toEqual([]);

    await user.type(reason, 'Write about the person.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(await within(dialog).findByText('The given data was invalid.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(
      await screen.findByText("The changes to Sana Memon's profile were rejected; the family was told."),
    ).toBeInTheDocument();
    expect(posts(spy)).toEqual([
      [`/api/admin/revisions/${ID}/reject`, { reason: 'Write about the person.' }],
      [`/api/admin/revisions/${ID}/reject`, { reason: 'Write about the person.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No profile changes are waiting.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Reason given: Write about the person.');
  });

  it('a change the family replaced meanwhile (404) says so and shows the newer one', async () => {
    logInAs(adminUser);
    const newer = revision({
      id: '3b0f6a52-6f6e-4c8e-9a55-0000000000b9',
      fields: { about: 'Newest text.' },
      current: { about: 'I teach in Bhuj.' },
    });
    let waiting = [revision()];
    mockFetch({
      'GET /api/admin/revisions': () => json(page(waiting)),
      [`POST /api/admin/revisions/${ID}/approve`]: () => {
        waiting = [newer];
        return json({ message: 'Profile change not found.' }, 404);
      },
    });
    renderRoutes(routes, '/admin/revisions');
    const item = await screen.findByRole('listitem');
    await user.click(
      within(item).getByRole('button', { name: "Approve the changes to Sana Memon's profile" }),
    );
    expect(
      await screen.findByText(
        'The family changed these texts again; the list now shows their newest change.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Newest text.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the queue cannot be loaded', async () => {
    logInAs(adminUser);
    mockFetch({ 'GET /api/admin/revisions': () => json({ message: 'Server Error' }, 500) });
    renderRoutes(routes, '/admin/revisions?status=rejected');
    expect(await screen.findByText('Could not load the profile changes.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  });
});
