import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import {
  bookingId,
  freezeToday,
  makeBooking,
  makePaymentRecord,
  simulatedPayment,
} from '../../../test/fixtures/booking.ts';
import { hall } from '../../../test/fixtures/halls.ts';
import { renderBooking } from '../testing/render.tsx';

beforeEach(() => freezeToday());
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  useBookingDraft.setState({ pending: null });
});

const path = `/booking/view-booking/${bookingId}`;

describe('view booking page', { timeout: 60_000 }, () => {
  it('shows a confirmed booking as a printable receipt', async () => {
    mockFetch({
      'GET /api/hall': () =>
        json([
          hall({
            slot_hours: {
              M: { from: '09:00', to: '15:00' },
              E: { from: '18:30', to: '23:30' },
              B: { from: '09:00', to: '23:30' },
            },
          }),
        ]),
      [`GET /api/booking/show/${bookingId}`]: () =>
        json(
          makeBooking({
            status: 'confirmed',
            hold_expires_at: null,
            amount_paid: 375000,
            balance_due: 0,
            payments: [
              makePaymentRecord({
                status: 'captured',
                method: 'card',
                method_detail: '4242',
                receipt_number: 'RCT/2026-27/000001',
              }),
            ],
          }),
        ),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderBooking(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding of Ayesha' })).toBeInTheDocument();
    expect(document.title).toBe('Booking: Wedding of Ayesha · Samaj');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Halls and dates' });
    expect(within(items).getByRole('rowheader', { name: 'Main Hall' })).toBeInTheDocument();
    // The slot with the hall's hours for it (the halls' answer), on the language's clock.
    const hours = await within(items).findByText(/^6:30\s?–\s?11:30\spm$/);
    expect(hours.closest('td')).toHaveTextContent(/^Evening6:30/);
    expect(within(items).getByText('5 Dec 2026, 6 Dec 2026, 7 Dec 2026')).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(money).getByText('Booking user type: Cutchi Memon (CM)')).toBeInTheDocument();
    expect(
      within(money).getByRole('row', { name: 'Total: rent + refundable deposit ₹3,75,000' }),
    ).toBeInTheDocument();
    expect(within(money).getByRole('row', { name: 'Paid so far ₹3,75,000' })).toBeInTheDocument();
    expect(within(money).getByText('Paid in full')).toBeInTheDocument();
    // The listed booking amount is the office's record, not a second price for the family.
    expect(screen.queryByText('₹4,50,000')).not.toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    // How it was paid, never the gateway's ids.
    expect(within(payments).getByText('Card ending 4242')).toBeInTheDocument();
    expect(within(payments).queryByText(/pay_|order_|simulated/)).not.toBeInTheDocument();
    expect(within(payments).getByText('RCT/2026-27/000001')).toBeInTheDocument();
    expect(within(payments).getByText('Paid')).toBeInTheDocument(); // captured
    // A confirmed booking is cancelled with its refund (view-booking-money.test.tsx).
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending booking only after confirmation', async () => {
    let status: 'pending_payment' | 'cancelled' = 'pending_payment';
    const cancel = vi.fn(() => {
      status = 'cancelled';
      return json(makeBooking({ status }));
    });
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking({ status })),
      [`POST /api/booking/cancel/${bookingId}`]: cancel,
      'GET /api/booking/my-bookings': never,
      'POST /api/hall/check-availablility-month': never,
    });
    useBookingDraft.setState({
      pending: { booking_id: 'another-booking', hold_expires_at: '2026-11-20T06:15:00Z', amount_to_pay: 1 },
    });
    const user = userEvent.setup();
    renderBooking(path);

    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('Time left: 15:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(cancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    // Another booking's draft is not this one's to clear.
    expect(useBookingDraft.getState().pending?.booking_id).toBe('another-booking');
  });

  it('cancelling the booking a draft became clears that draft on this device', async () => {
    let status: 'pending_payment' | 'cancelled' = 'pending_payment';
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking({ status })),
      [`POST /api/booking/cancel/${bookingId}`]: () => {
        status = 'cancelled';
        return json(makeBooking({ status }));
      },
      'GET /api/booking/my-bookings': never,
      'POST /api/hall/check-availablility-month': never,
    });
    useBookingDraft.setState({
      event_name: 'Wedding of Ayesha',
      items: [{ hall_id: 'h1', slot: 'E', booking_dates: ['2026-12-05'] }],
      pending: { booking_id: bookingId, hold_expires_at: '2026-11-20T06:15:00Z', amount_to_pay: 375000 },
    });
    const user = userEvent.setup();
    renderBooking(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(useBookingDraft.getState()).toMatchObject({ items: [], pending: null, event_name: '' });
  });

  it('a cancelled booking shows its unpaid checkout as "Not paid" and offers no receipt', async () => {
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () =>
        json(
          makeBooking({
            status: 'cancelled',
            hold_expires_at: null,
            payments: [makePaymentRecord({ status: 'created', method: null })],
          }),
        ),
    });
    renderBooking(path);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Not paid')).toBeInTheDocument();
    expect(within(payments).queryByText('Started')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
    expect(screen.getByText(/there is no receipt/)).toBeInTheDocument();
  });

  it('offers no Pay now once the hold has expired', async () => {
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () =>
        json(makeBooking({ hold_expires_at: '2026-11-20T05:59:00Z' })),
    });
    renderBooking(path);
    expect(await screen.findByText('The hold has ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('pays a pending booking from its own page with the order the server gives', async () => {
    const calls: string[] = [];
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking({ payments: [] })),
      [`POST /api/booking/${bookingId}/pay`]: () => {
        calls.push('pay');
        return json({
          booking: makeBooking({ payments: [makePaymentRecord()] }),
          payment: { ...simulatedPayment, order_id: 'order_sim_9' },
        });
      },
      'POST /api/dev/payments/simulate': ({ body }) => {
        calls.push(`simulate ${(body as { order_id: string }).order_id}`);
        return json({ order_id: 'order_sim_9', payment_id: 'pay_9', razorpay_signature: 'sig' });
      },
      'POST /api/booking/payment-success': () => {
        calls.push('payment-success');
        return json({ booking: makeBooking({ status: 'confirmed' }) });
      },
      'GET /api/booking/my-bookings': never,
      'POST /api/hall/check-availablility-month': never,
    });
    const user = userEvent.setup();
    renderBooking(path);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment — no money is taken' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(calls).toEqual(['pay', 'simulate order_sim_9', 'payment-success']);
  });

  it('says why when the server will not open a checkout (the hold ended meanwhile)', async () => {
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking()),
      [`POST /api/booking/${bookingId}/pay`]: () =>
        json(
          {
            message: 'The hold on these dates has ended. Please make a new booking.',
            errors: { status: ['The hold on these dates has ended. Please make a new booking.'] },
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderBooking(path);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByText('The hold on these dates has ended. Please make a new booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows not found for a booking that is not there', async () => {
    mockFetch({ [`GET /api/booking/show/${bookingId}`]: () => json({ message: 'Not found.' }, 404) });
    renderBooking(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
  });
});
