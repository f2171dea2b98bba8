import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser } from '../../../test/fixtures/admin.ts';
import { PushPage } from './push-page.tsx';

/** The form's own alerts (notifications of earlier tests may still be on screen). */
const formAlerts = () =>
  screen.queryAllByRole('alert').filter((el) => !el.closest('.mantine-Notifications-root'));
const findFormAlert = () =>
  waitFor(() => {
    const [alert] = formAlerts();
    if (!alert) throw new Error('The form shows no alert.');
    return alert;
  });

const user = userEvent.setup({ delay: null });
const routes = [{ path: '/admin/push', Component: PushPage }];

describe('push screen', { timeout: 30_000 }, () => {
  it('needs a title and a message, and counts what is left', async () => {
    logInAs(adminUser);
    mockFetch({});
    renderRoutes(routes, '/admin/push');
    await user.click(await screen.findByRole('button', { name: 'Send to everyone…' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    const body = screen.getByRole('textbox', { name: /^Message/ });
    expect(title).toHaveAccessibleDescription('Please give a title. 100 characters left');
    expect(body).toHaveAccessibleDescription('Please write the message. 500 characters left');
    expect(title).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(title, 'Eid');
    expect(title).toHaveAccessibleDescription('97 characters left');
    expect(body).toHaveAccessibleDescription('Please write the message. 500 characters left');
    await user.click(screen.getByRole('button', { name: 'Send to everyone…' }));
    expect(body).toHaveFocus();
  });

  it('asks first, sends the trimmed texts and empties the form', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'POST /api/admin/push': () => json({ message: 'Sent to 12 devices.' }) });
    renderRoutes(routes, '/admin/push');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), ' Eid Mubarak ');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Prayers at 7. ');
    const preview = screen.getByRole('region', { name: 'How it looks' });
    expect(preview).toHaveTextContent('Eid Mubarak');
    await user.click(screen.getByRole('button', { name: 'Send to everyone…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to every member?' });
    expect(dialog).toHaveTextContent('“Eid Mubarak” goes to every member');
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sent to 12 devices.')).toBeInTheDocument();
    const call = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ title: 'Eid Mubarak', body: 'Prayers at 7.' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it("shows the server's field errors and its message", async () => {
    logInAs(adminUser);
    mockFetch({
      'POST /api/admin/push': () =>
        json({ message: 'The title is too long.', errors: { title: ['The title is too long.'] } }, 422),
    });
    renderRoutes(routes, '/admin/push');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Eid');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Prayers at 7.');
    await user.click(screen.getByRole('button', { name: 'Send to everyone…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));

    expect(await findFormAlert()).toHaveTextContent('The title is too long.');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'The title is too long. 97 characters left',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Eid');
  });
});
