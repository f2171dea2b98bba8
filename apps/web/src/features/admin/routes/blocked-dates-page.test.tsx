import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, hall } from '../../../test/fixtures/admin.ts';
import { BlockedDatesPage } from './blocked-dates-page.tsx';

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
const main = hall();
const routes = [{ path: '/admin/halls/blocked-dates', Component: BlockedDatesPage }];
const posted = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openForm() {
  await screen.findByRole('heading', { name: 'Block dates' });
  return {
    from: screen.getByLabelText(/^From/, { selector: 'form input' }),
    to: screen.getByLabelText(/^To/, { selector: 'form input' }),
    reason: screen.getByRole('textbox', { name: /^Reason/ }),
  };
}

describe('blocking dates', { timeout: 30_000 }, () => {
  it('needs the first date, and a last date not before it nor too far', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/halls': () => json([main]),
      'GET /api/admin/blocked-dates': () => json([]),
    });
    renderRoutes(routes, '/admin/halls/blocked-dates');
    const { from, to } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(from).toHaveAccessibleDescription('This field is required.');

    await user.type(from, '2026-12-10');
    await user.type(to, '2026-12-01');
    await user.click(screen.getByRole('button', { name: /^Block/ }));
    expect(to).toHaveAccessibleDescription(
      'The last date must not be before the first. Leave empty to block one date.',
    );

    await user.clear(to);
    await user.type(to, '2028-12-10');
    await user.click(screen.getByRole('button', { name: /^Block/ }));
    expect(to).toHaveAccessibleDescription('At most 366 dates at once. Leave empty to block one date.');
    expect(posted(spy)).toEqual([]);
  });

  it('blocks one date of the first hall for the full day, then empties the dates and reason', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/halls': () => json([main]),
      'GET /api/admin/blocked-dates': () => json([]),
      'POST /api/admin/blocked-dates': () =>
        json(
          [
            {
              id: 'b1',
              hall_id: main.id,
              hall_name: main.name,
              slot: 'B',
              date: '2026-12-10',
              reason: 'Repairs',
            },
          ],
          201,
        ),
    });
    renderRoutes(routes, '/admin/halls/blocked-dates');
    const { from, to, reason } = await openForm();
    await user.type(from, '2026-12-10');
    await user.type(reason, ' Repairs ');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('1 date blocked.')).toBeInTheDocument();
    expect(posted(spy)).toEqual([
      { hall_id: main.id, slot: 'B', from: '2026-12-10', to: '2026-12-10', reason: 'Repairs' },
    ]);
    expect(from).toHaveValue('');
    expect(to).toHaveValue('');
    expect(reason).toHaveValue('');
  });

  it("shows the server's refusal", async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/halls': () => json([main]),
      'GET /api/admin/blocked-dates': () => json([]),
      'POST /api/admin/blocked-dates': () => json({ message: '10 December 2026 is booked.' }, 409),
    });
    renderRoutes(routes, '/admin/halls/blocked-dates');
    const { from } = await openForm();
    await user.type(from, '2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await findFormAlert()).toHaveTextContent('10 December 2026 is booked.');
    expect(from).toHaveValue('2026-12-10');
  });
});
