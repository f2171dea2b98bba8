import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page, profile } from '../../../test/fixtures/admin.ts';
import { ApprovalQueuePage } from './approval-queue-page.tsx';

const user = userEvent.setup({ delay: null });
const fatima = profile({ id: '11111111-1111-4111-8111-111111111111', first_name: 'Fatima' });
const zainab = profile({ id: '22222222-2222-4222-8222-222222222222', first_name: 'Zainab' });

function setup(list = [fatima, zainab]) {
  logInAs(adminUser);
  const spy = mockFetch({
    'GET /api/admin/profiles': () => json(page(list)),
    [`POST /api/admin/profiles/${fatima.id}/approve`]: () =>
      json({ ...fatima, approved_on: '2026-03-02T00:00:00Z' }),
    [`POST /api/admin/profiles/${zainab.id}/approve`]: () =>
      json({ ...zainab, approved_on: '2026-03-02T00:00:00Z' }),
    [`POST /api/admin/profiles/${fatima.id}/reject`]: ({ body }) =>
      json({ ...fatima, rejection_reason: (body as { reason: string }).reason }),
  });
  renderRoutes([{ path: '/admin/profiles', Component: ApprovalQueuePage }], '/admin/profiles');
  return spy;
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name: new RegExp(name) });
const calls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`);

describe('approval queue', { timeout: 30_000 }, () => {
  it('loads the pending profiles and approves with the button, then shows the next one', async () => {
    const spy = setup();
    await heading('Fatima Memon');
    expect(screen.getByRole('heading', { level: 1, name: 'Approval queue' })).toBeInTheDocument();
    expect(String(spy.mock.calls[0]?.[0])).toContain('status=pending');
    expect(screen.getByText('Profile 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await heading('Zainab Memon');
    expect(calls(spy)).toContain(`POST /api/admin/profiles/${fatima.id}/approve`);
    expect(screen.getByText('Profile 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Fatima Memon approved.');
  });

  it('needs a reason to reject, and sends it', async () => {
    const spy = setup();
    await heading('Fatima Memon');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Fatima Memon' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the owner/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason.');
    expect(calls(spy)).not.toContain(`POST /api/admin/profiles/${fatima.id}/reject`);

    await user.type(reason, 'The picture is not of the person.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await heading('Zainab Memon');
    const rejectCall = spy.mock.calls.find(([url]) => String(url).endsWith('/reject'));
    expect(JSON.parse(String(rejectCall?.[1]?.body))).toEqual({
      reason: 'The picture is not of the person.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has keyboard shortcuts: J and K move, A approves, R opens the reason dialog', async () => {
    const spy = setup();
    await heading('Fatima Memon');
    expect(screen.getByText(/Keys:/)).toHaveTextContent('A Approve · R Reject · J Next · K Previous');

    await user.keyboard('j');
    await heading('Zainab Memon');
    expect(screen.getByText('Profile 2 of 2')).toBeInTheDocument();
    await user.keyboard('k');
    await heading('Fatima Memon');

    await user.keyboard('a');
    await heading('Zainab Memon');
    expect(calls(spy)).toContain(`POST /api/admin/profiles/${fatima.id}/approve`);

    await user.keyboard('r');
    expect(await screen.findByRole('dialog', { name: 'Reject Zainab Memon' })).toBeInTheDocument();
  });

  it('does not take keys typed into a field as shortcuts', async () => {
    const spy = setup();
    await heading('Fatima Memon');
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Fatima Memon' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the owner/ });
    await user.type(reason, 'a j k r');
    expect(reason).toHaveValue('a j k r');
    expect(calls(spy).filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Reject Fatima Memon' })).toBeInTheDocument();
    expect(screen.getByText('Profile 1 of 2')).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    setup([]);
    expect(await screen.findByText('Nothing waiting')).toBeInTheDocument();
  });
});
