import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { demoUser, logInAs } from '../../../test/session.ts';
import { useSession } from '../../../lib/session.ts';
import { AccountPage } from './account-page.tsx';

const user = userEvent.setup({ delay: null });

const renderAccount = () =>
  renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/account', Component: AccountPage },
    ],
    '/account',
  );

afterEach(() => vi.restoreAllMocks());

describe('the account page', () => {
  it('downloads every record of the account as a dated JSON file', async () => {
    logInAs();
    const exported = { exported_at: '2026-11-25T10:00:00.000Z', account: { id: demoUser.id }, profiles: [] };
    const fetchSpy = mockFetch({ 'GET /api/account/export': () => json(exported) });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAccount();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Mobile: \u2066+919876543210\u2069')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['samaj-account-2026-11-25.json']);
    expect(JSON.parse(await created[0]!.text())).toEqual(exported);
  });

  it('says why a download was refused', async () => {
    logInAs();
    mockFetch({
      'GET /api/account/export': () =>
        json({ message: 'You can download your data a few times an hour. Please try again later.' }, 429, {
          'Retry-After': '600',
        }),
    });
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again in 600 seconds|try again/i);
  });

  it('asks the password, refuses a wrong one on its field, and deletes only after the confirmation', async () => {
    logInAs();
    const sent: unknown[] = [];
    let calls = 0;
    mockFetch({
      'DELETE /api/account': ({ body }) => {
        sent.push(body);
        return ++calls === 1
          ? json(
              { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } },
              422,
            )
          : json(null, 204);
      },
    });
    renderAccount();
    const submit = await screen.findByRole('button', { name: 'Delete my account' });
    expect(screen.getByText(/Hall bookings and their payments, without your name/)).toBeInTheDocument();
    await user.click(submit);
    const password = screen.getByLabelText(/^Your password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription('Enter your password.'));
    expect(sent).toEqual([]);

    await user.type(password, 'not-it');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect.'));
    expect(useSession.getState().token).toBe('test-token');

    await user.clear(password);
    await user.type(password, 'the-right-one');
    await user.click(submit);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'not-it' }, { password: 'the-right-one' }]);
    expect(useSession.getState().token).toBeNull();
    expect(
      await screen.findByText('Your account has been deleted. Thank you for being part of Samaj.'),
    ).toBeInTheDocument();
  });

  it('deletes an account without a password with a one-time code', async () => {
    logInAs();
    const sent: unknown[] = [];
    mockFetch({
      'POST /api/auth/otp/send': () => json({ message: 'Sent.', resend_after_seconds: 30 }, 202),
      'POST /api/auth/otp/verify': ({ body }) => {
        sent.push(body);
        return json({ token: 'one-use-token' });
      },
      'DELETE /api/account': ({ body }) => {
        sent.push(body);
        return json(null, 204);
      },
    });
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'No password? Use a one-time code instead' }));
    expect(
      screen.getByText('We will send a one-time code to \u2066+919876543210\u2069.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText(/^One-time code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }),
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sent).toEqual([{ mobile: '+919876543210', code: '123456' }, { token: 'one-use-token' }]);
  });
});
