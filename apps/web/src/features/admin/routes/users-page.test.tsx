import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, page, user as makeUser } from '../../../test/fixtures/admin.ts';
import { UsersPage } from './users-page.tsx';

const user = userEvent.setup({ delay: null });
const me = makeUser({ id: adminUser.id, name: 'Jamat Office', mobile: '+919999999999', is_admin: true });
const aisha = makeUser({ id: '7f0c2f1e-1111-4a4a-9a9a-000000000001', name: 'Aisha Memon' });

describe('users screen', { timeout: 30_000 }, () => {
  it('shows the server refusal when the last admin would lose the flag', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/users': () => json(page([me, aisha])),
      [`POST /api/admin/users/${me.id}/admin`]: () =>
        json(
          {
            message: 'There must be at least one admin.',
            errors: { is_admin: ['There must be at least one admin.'] },
          },
          409,
        ),
    });
    renderRoutes([{ path: '/admin/users', Component: UsersPage }], '/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Remove admin from Jamat Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the admin right?' });
    expect(dialog).toHaveTextContent('You will no longer reach the admin area yourself.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There must be at least one admin.');
    const call = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ is_admin: false });
    expect(screen.getByRole('button', { name: 'Remove admin from Jamat Office' })).toBeInTheDocument();
  });

  it('marks a suspended account and lifts the suspension after confirming', async () => {
    logInAs(adminUser);
    const broker = makeUser({
      id: '7f0c2f1e-1111-4a4a-9a9a-000000000002',
      name: 'Broker Khan',
      suspended_at: '2026-11-20T10:00:00Z',
      suspended_reason: 'Asked families for money',
    });
    const spy = mockFetch({
      'GET /api/admin/users': () => json(page([me, broker])),
      [`POST /api/admin/users/${broker.id}/unsuspend`]: () =>
        json({ ...broker, suspended_at: null, suspended_reason: null }),
    });
    renderRoutes([{ path: '/admin/users', Component: UsersPage }], '/admin/users');
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('Reason: Asked families for money')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lift the suspension of Broker Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension?' });
    expect(dialog).toHaveTextContent('Broker Khan will be able to log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('The suspension of Broker Khan is lifted.')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
    expect(
      spy.mock.calls.some(([url, init]) => String(url).endsWith('/unsuspend') && init?.method === 'POST'),
    ).toBe(true);
  });

  it('searches by name or mobile and grants the flag after confirming', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/users': ({ url }) => json(page(url.includes('q=') ? [aisha] : [me, aisha])),
      [`POST /api/admin/users/${aisha.id}/admin`]: () => json({ ...aisha, is_admin: true }),
    });
    renderRoutes([{ path: '/admin/users', Component: UsersPage }], '/admin/users');
    await screen.findByText('Aisha Memon');
    await user.type(screen.getByRole('searchbox', { name: /Search by name or mobile/ }), '98765 43210');
    await screen.findByText('Aisha Memon');
    await expect
      .poll(() => spy.mock.calls.map(([url]) => String(url)))
      .toContain('/api/admin/users?q=98765+43210&per_page=20');
    await user.click(screen.getByRole('button', { name: 'Make Aisha Memon an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this user an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByRole('button', { name: 'Remove admin from Aisha Memon' })).toBeInTheDocument();
  });

  it('confirms a member type from the list and shows what was saved', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/users': () => json(page([me, aisha])),
      [`POST /api/admin/users/${aisha.id}/member-type`]: ({ body }) =>
        json({ ...aisha, member_type: (body as { member_type: string | null }).member_type }),
    });
    renderRoutes([{ path: '/admin/users', Component: UsersPage }], '/admin/users');
    const select = await screen.findByRole('combobox', { name: 'Member type of Aisha Memon' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Cutchi Memon (CM)');
    expect(await screen.findByText('Aisha Memon: member type Cutchi Memon (CM).')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Member type of Aisha Memon' })).toHaveValue('CM');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Member type of Aisha Memon' }),
      'Not confirmed',
    );
    await screen.findByText('Aisha Memon: member type not confirmed.');
    const bodies = spy.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ member_type: 'CM' }, { member_type: null }]);
  });
});
