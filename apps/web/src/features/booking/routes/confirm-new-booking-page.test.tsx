import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import {
  bookingId,
  freezeToday,
  gardenHall,
  halls,
  mainHall,
  makeBooking,
  simulatedPayment,
} from '../../../test/fixtures/booking.ts';
import { renderBooking } from '../testing/render.tsx';

const draftItems = [
  { hall_id: mainHall.id, slot: 'E' as const, booking_dates: ['2026-12-05', '2026-12-06'] },
  { hall_id: gardenHall.id, slot: 'M' as const, booking_dates: ['2026-12-10'] },
];

beforeEach(() => {
  freezeToday();
  useBookingDraft.setState({ booking_user_type: 'CM', event_name: 'Walima', items: draftItems });
});
afterEach(() => {
  vi.useRealTimers();
  // Mantine keeps its notifications in a module-level store: one test's toast would show in the next.
  notifications.clean();
  useBookingDraft.getState().clearDraft();
});

const item = (name: string) => screen.getByLabelText(name, { selector: 'li' });

describe('confirm new booking page', { timeout: 60_000 }, () => {
  it('sends the draft, then pays through the simulated checkout: simulate, then payment-success', async () => {
    const calls: string[] = [];
    let paid = false;
    const fetchSpy = mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/booking/new-booking': () => {
        calls.push('new-booking');
        return json({ booking: makeBooking(), payment: simulatedPayment }, 201);
      },
      'POST /api/dev/payments/simulate': () => {
        calls.push('simulate');
        return json({ order_id: 'order_sim_1', payment_id: 'pay_sim_1', razorpay_signature: 'sig' });
      },
      'POST /api/booking/payment-success': () => {
        calls.push('payment-success');
        paid = true;
        return json({ booking: makeBooking({ status: 'confirmed', hold_expires_at: null }) });
      },
      [`GET /api/booking/show/${bookingId}`]: () =>
        json(makeBooking({ status: paid ? 'confirmed' : 'pending_payment' })),
    });
    const user = userEvent.setup();
    const { router } = renderBooking('/booking/confirm-new-booking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeInTheDocument();
    expect(
      within(await screen.findByLabelText('Main Hall — Evening', { selector: 'li' })).getByText('2 dates'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹3,00,000');
    // The summary names the field without the form's "(optional)".
    expect(screen.getByText('Event name:').closest('li')).toHaveTextContent(/^Event name: Walima$/);
    expect(screen.queryByText(/\(optional\)/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,00,000' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money is taken' });
    expect(within(dialog).getByText('Amount: ₹3,75,000')).toBeInTheDocument();
    const sent = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/new-booking'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      booking: { booking_user_type: 'CM', event_name: 'Walima' },
      booking_items: draftItems,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/view-booking/${bookingId}`));
    expect(calls).toEqual(['new-booking', 'simulate', 'payment-success']);
    const confirmation = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/payment-success'));
    expect(JSON.parse(String(confirmation?.[1]?.body))).toEqual({
      order_id: 'order_sim_1',
      payment_id: 'pay_sim_1',
      razorpay_signature: 'sig',
    });
    // The draft is done with.
    expect(useBookingDraft.getState()).toMatchObject({ items: [], pending: null, event_name: '' });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
  });

  it('a cancelled checkout leaves the booking held, with the time and a Pay now button', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/booking/new-booking': () => json({ booking: makeBooking(), payment: simulatedPayment }, 201),
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking()),
      [`POST /api/booking/${bookingId}/pay`]: () => {
        calls.push('pay');
        return json({ booking: makeBooking(), payment: simulatedPayment });
      },
      'POST /api/dev/payments/simulate': () => {
        calls.push('simulate');
        return json({ order_id: 'order_sim_1', payment_id: 'pay_sim_1', razorpay_signature: 'sig' });
      },
    });
    const user = userEvent.setup();
    renderBooking('/booking/confirm-new-booking');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹3,00,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money is taken' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByText(/Your dates are held until/)).toBeInTheDocument();
    expect(screen.getByText('Time left: 15:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
    expect(useBookingDraft.getState().pending).toMatchObject({ booking_id: bookingId });

    // Pay now asks the server for the checkout of the same booking; no second booking is made.
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Test payment — no money is taken' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['pay']);
  });

  it('offers no Pay for a draft whose booking was cancelled meanwhile, and clears the draft', async () => {
    // What another tab or device leaves behind: this device still remembers the booking.
    useBookingDraft.setState({
      pending: { booking_id: bookingId, hold_expires_at: '2026-11-20T06:15:00Z', amount_to_pay: 375000 },
    });
    const pay = vi.fn(() => json({ message: 'no' }, 409));
    mockFetch({
      'GET /api/hall': () => json(halls),
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking({ status: 'cancelled' })),
      [`POST /api/booking/${bookingId}/pay`]: pay,
    });
    renderBooking('/booking/confirm-new-booking');
    expect(await screen.findByText('There is nothing to confirm yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
    expect(useBookingDraft.getState()).toMatchObject({ items: [], pending: null, event_name: '' });
    expect(pay).not.toHaveBeenCalled();
  });

  it('says why when the server refuses the checkout (cancelled elsewhere), and opens none', async () => {
    useBookingDraft.setState({
      pending: { booking_id: bookingId, hold_expires_at: '2026-11-20T06:15:00Z', amount_to_pay: 375000 },
    });
    let status: 'pending_payment' | 'cancelled' = 'pending_payment';
    const simulate = vi.fn(() => json({}));
    mockFetch({
      'GET /api/hall': () => json(halls),
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking({ status })),
      [`POST /api/booking/${bookingId}/pay`]: () => {
        status = 'cancelled';
        return json(
          {
            message: 'This booking was cancelled, so it cannot be paid.',
            errors: { status: ['This booking was cancelled, so it cannot be paid.'] },
            code: 'booking_not_payable',
          },
          409,
        );
      },
      'POST /api/dev/payments/simulate': simulate,
    });
    const user = userEvent.setup();
    renderBooking('/booking/confirm-new-booking');
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking was cancelled, so it cannot be paid.',
    );
    expect(await screen.findByText('There is nothing to confirm yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(simulate).not.toHaveBeenCalled();
  });

  it('a 422 is stored as the booking errors and shown on the draft items', async () => {
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/booking/new-booking': () =>
        json(
          {
            message: 'The given data was invalid.',
            errors: { 'booking_items.1.booking_dates': ['Garden Hall is closed for repairs in December.'] },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderBooking('/booking/confirm-new-booking');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹3,00,000' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking could not be made');
    expect(alert).toHaveTextContent('The given data was invalid.');
    expect(alert).toHaveFocus();
    expect(
      within(item('Garden Hall — Morning')).getByText('Garden Hall is closed for repairs in December.'),
    ).toBeInTheDocument();
    expect(useBookingDraft.getState().errors).toEqual({
      status: 422,
      message: 'The given data was invalid.',
      errors: { 'booking_items.1.booking_dates': ['Garden Hall is closed for repairs in December.'] },
    });
    expect(screen.getByRole('link', { name: 'Change the booking' })).toHaveAttribute(
      'href',
      '/booking/new-booking',
    );
  });

  it('a 409 marks the taken dates, on this page and on the draft page', async () => {
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/hall/check-availablility-month': () => json([]),
      'POST /api/booking/new-booking': () =>
        json(
          {
            message: 'Some of these dates were just booked by someone else.',
            errors: { booking_dates: ['2026-12-06 (Main Hall, Evening) is no longer available.'] },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    const { router } = renderBooking('/booking/confirm-new-booking');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹3,00,000' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some dates are no longer free');
    // The server's 2026-12-06 reads as every other date of the app.
    expect(alert).toHaveTextContent('6 Dec 2026 (Main Hall, Evening) is no longer available.');
    expect(alert).not.toHaveTextContent('2026-12-06');
    expect(within(item('Main Hall — Evening')).getByText('6 Dec 2026 · taken')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Change the booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/new-booking'));
    expect(
      await screen.findByText('6 Dec 2026 (Main Hall, Evening) is no longer available.'),
    ).toBeInTheDocument();
    // Removing the taken date edits the draft, and the stale errors go.
    await user.click(screen.getByRole('button', { name: 'Remove 6 Dec 2026 from Main Hall — Evening' }));
    expect(
      screen.queryByText('6 Dec 2026 (Main Hall, Evening) is no longer available.'),
    ).not.toBeInTheDocument();
    expect(useBookingDraft.getState().errors).toBeNull();
  });

  it('a taken-date refusal clears itself once that date is free again', async () => {
    let free: string[] = [];
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/hall/check-availablility-month': () => json(free),
    });
    useBookingDraft.setState({
      errors: {
        status: 409,
        message: 'Some of these dates were just booked by someone else.',
        errors: { booking_dates: ['2026-12-06 (Main Hall, Evening) is no longer available.'] },
      },
    });
    renderBooking('/booking/confirm-new-booking');
    expect(
      await screen.findByText('6 Dec 2026 (Main Hall, Evening) is no longer available.'),
    ).toBeInTheDocument();
    expect(within(item('Main Hall — Evening')).getByText('6 Dec 2026 · taken')).toBeInTheDocument();

    // The other family's hold ran out: the month's answer now has the date free.
    free = ['2026-12-06'];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(useBookingDraft.getState().errors).toBeNull());
    expect(screen.queryByText(/is no longer available/)).not.toBeInTheDocument();
    expect(within(item('Main Hall — Evening')).getByText('6 Dec 2026')).toBeInTheDocument();
  });

  it('has nothing to confirm without a draft', async () => {
    useBookingDraft.getState().clearDraft();
    mockFetch({ 'GET /api/hall': () => json(halls) });
    renderBooking('/booking/confirm-new-booking');
    expect(await screen.findByText('There is nothing to confirm yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a booking' })).toHaveAttribute(
      'href',
      '/booking/new-booking',
    );
  });
});
