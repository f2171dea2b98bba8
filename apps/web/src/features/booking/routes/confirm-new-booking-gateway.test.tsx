import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  bookingId,
  freezeToday,
  mainHall,
  halls,
  makeBooking,
  simulatedPayment,
} from '../../../test/fixtures/booking.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { renderBooking } from '../testing/render.tsx';

// The payment gateway took the order and said nothing in time (docs/api.md, Identity and abuse): the server answers
// 503 `payment_gateway_unavailable` with the booking, made and holding its dates.

beforeEach(() => {
  freezeToday();
  useBookingDraft.setState({
    booking_user_type: 'CM',
    event_name: 'Walima',
    items: [{ hall_id: mainHall.id, slot: 'E', booking_dates: ['2026-12-05', '2026-12-06'] }],
  });
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  useBookingDraft.getState().clearDraft();
});

describe('confirm new booking page, payment service silent', { timeout: 60_000 }, () => {
  it('a payment service that did not answer: says so, keeps the booking held, and Pay now makes the order', async () => {
    const calls: string[] = [];
    let gatewayUp = false;
    mockFetch({
      'GET /api/hall': () => json(halls),
      // The server made the booking, then the gateway said nothing: 503 with the booking, still held.
      'POST /api/booking/new-booking': () => {
        calls.push('new-booking');
        return json(
          {
            message: 'The payment service did not answer, so nothing was charged. Please try paying again.',
            code: 'payment_gateway_unavailable',
            booking: makeBooking(),
          },
          503,
        );
      },
      [`GET /api/booking/show/${bookingId}`]: () => json(makeBooking()),
      [`POST /api/booking/${bookingId}/pay`]: () => {
        calls.push('pay');
        if (!gatewayUp) {
          return json(
            {
              message: 'The payment service did not answer, so nothing was charged. Please try paying again.',
              code: 'payment_gateway_unavailable',
              booking: makeBooking(),
            },
            503,
          );
        }
        return json({ booking: makeBooking(), payment: simulatedPayment });
      },
    });
    const user = userEvent.setup();
    renderBooking('/booking/confirm-new-booking');
    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }));

    const said =
      'The payment service did not answer, so nothing was charged. Your dates are still held: please try paying again.';
    expect(await screen.findByText(said)).toHaveAttribute('role', 'alert');
    // Held, not refused: the hold notice with its time, no "change your booking" errors, no second Pay.
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByText('Time left: 15:00')).toBeInTheDocument();
    expect(useBookingDraft.getState()).toMatchObject({ pending: { booking_id: bookingId }, errors: null });
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();

    // Still silent: the same words again, from the booking's own checkout.
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(calls).toEqual(['new-booking', 'pay']));
    expect(await screen.findByText(said)).toHaveAttribute('role', 'alert');

    // The gateway is back: Pay now opens the checkout of the same booking; no second booking is made.
    gatewayUp = true;
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Test payment — no money is taken' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['new-booking', 'pay', 'pay']);
    expect(screen.queryByText(said)).not.toBeInTheDocument();
  });
});
