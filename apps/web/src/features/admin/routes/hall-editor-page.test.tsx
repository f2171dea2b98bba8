import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SLOT_HOURS } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, hall } from '../../../test/fixtures/admin.ts';
import { HallEditorPage } from './hall-editor-page.tsx';

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
const routes = [
  { path: '/admin/halls', Component: () => <h1>Halls list</h1> },
  { path: '/admin/halls/new', Component: HallEditorPage },
  { path: '/admin/halls/:id', Component: HallEditorPage },
];
const sent = (spy: ReturnType<typeof mockFetch>, method: string) =>
  spy.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('hall editor', { timeout: 30_000 }, () => {
  it('needs the name, short name, booking amount and every price before it saves', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'GET /api/admin/halls': () => json([main]) });
    renderRoutes(routes, '/admin/halls/new');
    await user.click(await screen.findByRole('button', { name: 'Create hall' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Short name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: /^Description/ })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: /^Capacity/ })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: /^Booking amount/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    const amounts = screen.getAllByRole('textbox', { name: /^Amount/ });
    const deposits = screen.getAllByRole('textbox', { name: /^Deposit/ });
    expect([...amounts, ...deposits].map((input) => input.getAttribute('name'))).toEqual([
      'CM.amount',
      'M.amount',
      'NCM.amount',
      'CM.deposit',
      'M.deposit',
      'NCM.deposit',
    ]);
    for (const input of [...amounts, ...deposits]) {
      expect(input).toHaveAccessibleDescription('This field is required.');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(name, 'Lawn');
    expect(name).not.toHaveAccessibleDescription();
    expect(sent(spy, 'POST')).toEqual([]);
  });

  it('says a price must be a number when letters are typed into it', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'GET /api/admin/halls': () => json([main]) });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    const deposit = (await screen.findAllByRole('textbox', { name: /^Deposit/ }))[0]!;
    await user.clear(deposit);
    await user.type(deposit, 'abc');
    expect(deposit).toHaveValue('');
    expect(deposit).toHaveAccessibleDescription(
      'The amount must be a number of rupees, in digits (like 25000).',
    );
    const capacity = screen.getByRole('textbox', { name: /^Capacity/ });
    await user.type(capacity, 'x');
    expect(capacity).toHaveAccessibleDescription('The capacity must be a number of guests, in digits.');
    expect(capacity).toHaveValue('500');

    await user.type(deposit, '2000');
    expect(deposit).not.toHaveAccessibleDescription();
    expect(deposit).toHaveValue('₹2000');
    expect(sent(spy, 'PUT')).toEqual([]);
  });

  it('sends the hall with trimmed texts and whole numbers, then goes back to the list', async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/halls': () => json([main]),
      [`PUT /api/admin/halls/${main.id}`]: () => json({ ...main, name: 'Main Hall East' }),
    });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Main Hall');
    expect(screen.getByRole('textbox', { name: /^Booking amount/ })).toHaveValue('₹150000');
    await user.clear(name);
    await user.type(name, '  Main Hall East ');
    const capacity = screen.getByRole('textbox', { name: /^Capacity/ });
    await user.clear(capacity);
    const mAmount = screen.getAllByRole('textbox', { name: /^Amount/ })[1]!;
    await user.clear(mAmount);
    await user.type(mAmount, '125000');
    expect(mAmount).toHaveValue('₹125000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Halls list' })).toBeInTheDocument();
    expect(sent(spy, 'PUT')).toEqual([
      {
        name: 'Main Hall East',
        short_name: 'MH',
        description: 'The big one.',
        capacity: 0,
        booking_amount: 150000,
        advance_percent: 100,
        balance_due_days: 30,
        payment_amount: {
          CM: { amount: 100000, deposit: 25000 },
          M: { amount: 125000, deposit: 25000 },
          NCM: { amount: 140000, deposit: 30000 },
        },
        address: '',
        slot_hours: DEFAULT_SLOT_HOURS,
        translations: {},
      },
    ]);
  });

  it("sends the address, the slots' hours and an Urdu version written right to left", async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/halls': () => json([main]),
      [`PUT /api/admin/halls/${main.id}`]: () => json(main),
    });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    const address = await screen.findByRole('textbox', { name: /^Address/ });
    await user.type(address, 'Station Road, Bhuj');
    const eveningTo = screen.getByLabelText(/^Evening: until/);
    await user.clear(eveningTo);
    await user.type(eveningTo, '22:30');
    // Below 1280 px the versions are one language a tab.
    const gujaratiName = screen.getByRole('textbox', { name: 'Gujarati: Name' });
    expect(gujaratiName.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(gujaratiName.closest('[lang]')).toHaveAttribute('lang', 'gu');
    await user.click(screen.getByRole('tab', { name: 'Urdu' }));
    const urduName = screen.getByRole('textbox', { name: 'Urdu: Name' });
    expect(urduName.closest('[lang]')).toHaveAttribute('lang', 'ur');
    expect(urduName.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.type(urduName, 'مین ہال');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(spy, 'PUT')).toHaveLength(1));
    expect(sent(spy, 'PUT')[0]).toMatchObject({
      address: 'Station Road, Bhuj',
      slot_hours: { ...DEFAULT_SLOT_HOURS, E: { from: '18:00', to: '22:30' } },
      translations: { ur: { name: 'مین ہال' } },
    });
  });

  it('refuses a slot that ends before it starts, on its field, before sending', async () => {
    logInAs(adminUser);
    const spy = mockFetch({ 'GET /api/admin/halls': () => json([main]) });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    const morningTo = await screen.findByLabelText(/^Morning: until/);
    await user.clear(morningTo);
    await user.type(morningTo, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(sent(spy, 'PUT')).toEqual([]);
  });

  it("shows the server's field errors on their fields (prices too) and its message above the buttons", async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/halls': () => json([main]),
      [`PUT /api/admin/halls/${main.id}`]: () =>
        json(
          {
            message: 'The name is taken. (and 1 more error)',
            errors: { name: ['The name is taken.'], 'payment_amount.NCM.deposit': ['Too high.'] },
          },
          422,
        ),
    });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await findFormAlert()).toHaveTextContent('The name is taken. (and 1 more error)');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription('The name is taken.');
    expect(screen.getAllByRole('textbox', { name: /^Deposit/ })[2]).toHaveAccessibleDescription('Too high.');
    expect(name).not.toHaveFocus();
  });

  it("shows a whole-prices error from the server in the message's place", async () => {
    logInAs(adminUser);
    mockFetch({
      'GET /api/admin/halls': () => json([main]),
      [`PUT /api/admin/halls/${main.id}`]: () =>
        json(
          { message: 'Give all three prices.', errors: { payment_amount: ['Give all three prices.'] } },
          422,
        ),
    });
    renderRoutes(routes, `/admin/halls/${main.id}`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await findFormAlert()).toHaveTextContent('Give all three prices.');
    expect(formAlerts()).toHaveLength(1);
  });
});
