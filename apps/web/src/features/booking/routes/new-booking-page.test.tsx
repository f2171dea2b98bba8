import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { freezeToday, gardenHall, halls, mainHall } from '../../../test/fixtures/booking.ts';
import { renderBooking } from '../testing/render.tsx';

const FREE: Record<string, string[]> = {
  [`${mainHall.id}:E:12`]: ['2026-12-05', '2026-12-06', '2026-12-07'],
  [`${gardenHall.id}:M:12`]: ['2026-12-10', '2026-12-11'],
};

function mockApi() {
  return mockFetch({
    'GET /api/hall': () => json(halls),
    'POST /api/hall/check-availablility-month': ({ body }) => {
      const { hall_id, slot, month } = body as { hall_id: string; slot: string; month: number };
      return json(FREE[`${hall_id}:${slot}:${month}`] ?? []);
    },
  });
}

// By label rather than by role: working out every role on a page with a calendar is slow in jsdom.
const day = (name: string) => screen.getByLabelText(new RegExp(`^${name},`));
const item = (name: string) => screen.getByLabelText(name, { selector: 'li' });

beforeEach(() => freezeToday());
afterEach(() => {
  vi.useRealTimers();
  useBookingDraft.getState().clearDraft();
  useBookingDraft.setState({ booking_user_type: 'CM' });
});

async function addDates(
  user: ReturnType<typeof userEvent.setup>,
  hall: string,
  slot: string,
  dates: string[],
) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Hall' }), hall);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Slot' }), slot);
  if (screen.queryByRole('heading', { name: 'November 2026' })) {
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  }
  await screen.findByText(/free dates? in December 2026/);
  for (const date of dates) await user.click(day(date));
  await user.click(screen.getByRole('button', { name: 'Add to booking' }));
}

// Whole pages with a calendar grid: slow in jsdom when the machine is busy.
describe('new booking page (the draft)', { timeout: 60_000 }, () => {
  it('adds items from the calendar, shows each price and the section 9 totals, and keeps them in localStorage', async () => {
    mockApi();
    const user = userEvent.setup();
    renderBooking('/booking/new-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeInTheDocument();
    expect(document.title).toBe('New booking · Samaj');
    expect(screen.getByText(/No dates yet/)).toBeInTheDocument();

    await addDates(user, 'Main Hall', 'Evening', ['Saturday, 5 December 2026', 'Sunday, 6 December 2026']);
    expect(await screen.findByLabelText('Main Hall — Evening', { selector: 'li' })).toBeInTheDocument();
    await addDates(user, 'Garden Hall', 'Morning', ['Thursday, 10 December 2026']);

    const main = item('Main Hall — Evening');
    expect(within(main).getByText('2 dates')).toBeInTheDocument();
    // Each item says its price only; what is paid now is the summary's alone.
    expect(within(main).getByTestId('item-price')).toHaveTextContent(
      'Price: 2 dates × (₹1,00,000 rent + ₹25,000 refundable deposit) = ₹2,50,000',
    );
    expect(within(main).queryByText(/Pay now|Paid now|Listed booking amount/)).not.toBeInTheDocument();
    const garden = item('Garden Hall — Morning');
    expect(within(garden).getByTestId('item-price')).toHaveTextContent(
      'Price: 1 date × (₹40,000 rent + ₹10,000 refundable deposit) = ₹50,000',
    );

    const totals = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(totals).getByText('2 items, 3 dates')).toBeInTheDocument();
    expect(
      within(totals).getByRole('row', { name: 'Total: rent + refundable deposit ₹3,00,000' }),
    ).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Pay now ₹3,00,000' })).toBeInTheDocument();
    // The listed booking amount (₹3,60,000) is for the office's records, not shown to the family.
    expect(screen.queryByText(/₹3,60,000/)).not.toBeInTheDocument();

    // The user type sets the price: Non Cutchi Memon pays (1,40,000 + 30,000) × 2 + (55,000 + 15,000) × 1.
    await user.click(screen.getByRole('radio', { name: 'Non Cutchi Memon (NCM)' }));
    expect(within(totals).getByTestId('amount-to-pay')).toHaveTextContent('₹4,10,000');

    await user.type(screen.getByRole('textbox', { name: /Event name/ }), 'Walima');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.bookingDraft) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toMatchObject({
      booking_user_type: 'NCM',
      event_name: 'Walima',
      items: [
        { hall_id: mainHall.id, slot: 'E', booking_dates: ['2026-12-05', '2026-12-06'] },
        { hall_id: gardenHall.id, slot: 'M', booking_dates: ['2026-12-10'] },
      ],
    });
  });

  it('after Enter on "Add to booking" the focus is on what was added, not lost to the top', async () => {
    mockApi();
    const user = userEvent.setup();
    renderBooking('/booking/new-booking');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Hall' }), 'Main Hall');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Slot' }), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByText(/free dates? in December 2026/);
    await user.click(day('Saturday, 5 December 2026'));
    const add = screen.getByRole('button', { name: 'Add to booking' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Main Hall — Evening', { selector: 'li' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    const message = screen.getAllByText('Added 1 date for Main Hall, Evening to your booking.');
    expect(message).toContain(document.activeElement);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('removes the last item, any item, and single dates', async () => {
    mockApi();
    useBookingDraft.setState({
      items: [
        { hall_id: mainHall.id, slot: 'E', booking_dates: ['2026-12-05', '2026-12-06'] },
        { hall_id: gardenHall.id, slot: 'M', booking_dates: ['2026-12-10'] },
        { hall_id: gardenHall.id, slot: 'E', booking_dates: ['2026-12-11'] },
      ],
    });
    const user = userEvent.setup();
    renderBooking('/booking/new-booking');

    await screen.findByLabelText('Garden Hall — Evening', { selector: 'li' });
    await user.click(screen.getByRole('button', { name: 'Remove last item' }));
    expect(screen.queryByLabelText('Garden Hall — Evening', { selector: 'li' })).not.toBeInTheDocument();
    expect(screen.getByText('Removed Garden Hall — Evening from your booking.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Main Hall — Evening' }));
    expect(screen.queryByLabelText('Main Hall — Evening', { selector: 'li' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove 10 Dec 2026 from Garden Hall — Morning' }));
    expect(screen.getByText(/No dates yet/)).toBeInTheDocument();
    expect(useBookingDraft.getState().items).toEqual([]);
  });

  it('asks before clearing the whole draft', async () => {
    mockApi();
    useBookingDraft.setState({ items: [{ hall_id: mainHall.id, slot: 'B', booking_dates: ['2026-12-05'] }] });
    const user = userEvent.setup();
    renderBooking('/booking/new-booking');
    await user.click(await screen.findByRole('button', { name: 'Clear booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(useBookingDraft.getState().items).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear booking' }));
    expect(useBookingDraft.getState().items).toEqual([]);
  });

  it('offers only the member type the office confirmed, and books at it', async () => {
    mockApi();
    expect(useBookingDraft.getState().booking_user_type).toBe('CM');
    renderBooking('/booking/new-booking', { member_type: 'NCM' });
    expect(await screen.findByTestId('confirmed-user-type')).toHaveTextContent('Non Cutchi Memon (NCM)');
    expect(screen.getByText(/Confirmed by the jamat office/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await expect.poll(() => useBookingDraft.getState().booking_user_type).toBe('NCM');
  });
});
