import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileReport } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page } from '../../../test/fixtures/admin.ts';
import { ReportsPage } from './reports-page.tsx';

const user = userEvent.setup({ delay: null });
const routes = [{ path: '/admin/reports', Component: ReportsPage }];

const report = (overrides: Partial<ProfileReport> = {}): ProfileReport => ({
  id: '3b0f6a52-6f6e-4c8e-9a55-0000000000e1',
  reason: 'Fake pictures.',
  created_at: '2026-03-01T10:00:00Z',
  status: 'open',
  closed_at: null,
  closed_by: null,
  close_action: null,
  close_note: null,
  reporter: { user_id: '3b0f6a52-6f6e-4c8e-9a55-0000000000e2', name: 'Imran Patel', mobile: '+919876543211' },
  reported_profile: {
    id: '3b0f6a52-6f6e-4c8e-9a55-0000000000e3',
    user_id: '3b0f6a52-6f6e-4c8e-9a55-0000000000e4',
    first_name: 'Amina',
    last_name: 'Memon',
    approved_on: '2026-02-01T10:00:00Z',
  },
  ...overrides,
});
const closed = report({
  id: '3b0f6a52-6f6e-4c8e-9a55-0000000000e5',
  status: 'closed',
  closed_at: '2026-03-02T10:00:00Z',
  closed_by: { user_id: adminUser.id, name: 'Jamat Office' },
  close_action: 'dismissed',
  close_note: 'Pictures checked.',
});
const closes = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

describe('reports queue', { timeout: 30_000 }, () => {
  it('lists open reports, and closed ones with their action, who closed them and the note', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/reports': ({ url }) =>
        json(page(url.includes('status=closed') ? [closed] : [report()])),
    });
    const { router } = renderRoutes(routes, '/admin/reports');
    const open = await screen.findByRole('listitem');
    expect(open).toHaveTextContent('Amina Memon');
    expect(open).toHaveTextContent('Fake pictures.');
    // The family's words take their own direction (an English reason reads left to right in Urdu).
    expect(within(open).getByText('Fake pictures.')).toHaveAttribute('dir', 'auto');
    expect(open).toHaveTextContent('Reported by Imran Patel (+919876543211)');
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=open');

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Dismissed');
    expect(item).toHaveTextContent('by Jamat Office on');
    expect(item).toHaveTextContent('Note: Pictures checked.');
    expect(within(item).getByText('Pictures checked.')).toHaveAttribute('dir', 'auto');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('needs an action, and a reason to reject; then closes the report with what was chosen', async () => {
    logInAs(adminUser);
    let open = [report()];
    const spy = mockFetch({
      'GET /api/admin/reports': () => json(page(open)),
      [`POST /api/admin/reports/${report().id}/close`]: ({ body }) => {
        open = [];
        return json({
          ...report(),
          status: 'closed',
          close_action: 'profile_rejected',
          close_note: (body as { note: string }).note,
        });
      },
    });
    renderRoutes(routes, '/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Close report on Amina Memon…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the report on Amina Memon' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(within(dialog).getByRole('radiogroup', { name: /What to do/ })).toHaveAccessibleDescription(
      'Please choose what to do.',
    );
    expect(within(dialog).getByRole('radio', { name: /^Dismiss/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('radio', { name: /Reject the profile/ }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the family/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Amina Memon and close' }));
    expect(reason).toHaveAccessibleDescription(/Please give the reason the family will read\./);
    expect(reason).toHaveFocus();
    expect(closes(spy)).toEqual([]);

    await user.type(reason, ' Pictures are not of her. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Amina Memon and close' }));
    expect(await screen.findByText('Amina Memon rejected; report closed.')).toBeInTheDocument();
    expect(closes(spy)).toEqual([
      [
        `/api/admin/reports/${report().id}/close`,
        { action: 'profile_rejected', note: 'Pictures are not of her.' },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('suspends the account with its reason', async () => {
    logInAs(adminUser);
    let open = [report()];
    const spy = mockFetch({
      'GET /api/admin/reports': () => json(page(open)),
      [`POST /api/admin/reports/${report().id}/close`]: ({ body }) => {
        open = [];
        return json({
          ...report(),
          status: 'closed',
          close_action: 'user_suspended',
          close_note: (body as { note: string }).note,
        });
      },
    });
    renderRoutes(routes, '/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Close report on Amina Memon…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the report on Amina Memon' });
    await user.click(within(dialog).getByRole('radio', { name: /Suspend the account/ }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the suspension/ });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account of Amina Memon' }));
    expect(reason).toHaveAccessibleDescription(/Please give the reason for the suspension\./);
    expect(closes(spy)).toEqual([]);
    await user.type(reason, 'Asked families for money');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account of Amina Memon' }));
    expect(
      await screen.findByText('The account of Amina Memon is suspended; report closed.'),
    ).toBeInTheDocument();
    expect(closes(spy)).toEqual([
      [
        `/api/admin/reports/${report().id}/close`,
        { action: 'user_suspended', note: 'Asked families for money' },
      ],
    ]);
  });

  it("dismisses without a note, and shows the server's refusal in the dialog", async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/reports': () => json(page([report()])),
      [`POST /api/admin/reports/${report().id}/close`]: () =>
        json({ message: 'This report is already closed.' }, 409),
    });
    renderRoutes(routes, '/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Close report on Amina Memon…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /^Dismiss/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is already closed.');
    expect(closes(spy)).toEqual([[`/api/admin/reports/${report().id}/close`, { action: 'dismissed' }]]);
  });
});
