import { advancePlan, priceBooking, type BookingUserType, type Hall } from '@samaj/shared';
import type { Booking } from '../api/types.ts';
import type { DraftItem } from '../stores/booking-draft.ts';

/**
 * The figures of the money summary, the same five wherever a booking's money is shown (rupees). Before
 * the booking exists they come from the shared pricing the server charges by (priceBooking and
 * advancePlan); once it exists, from the server's answer. Nothing else in the web adds them up.
 *
 * The hall's `booking_amount` (total_booking_amount) is not among them: it is the listed figure of the
 * old price list that product spec section 9 keeps for the office's records, never charged on top of
 * the rent and deposit. Shown beside what is paid it read as a second, smaller price (decision 063),
 * so the family's screens leave it out.
 */
export interface MoneyFigures {
  /** Rent + refundable deposit, every item and date. */
  total: number;
  /** Captured so far. */
  paid: number;
  /** Given back so far (processed refunds). */
  refunded: number;
  /** What the next payment asks now: the advance, or everything; 0 once the first payment came in. */
  payNow: number;
  /** What is left after payNow and what was paid. */
  balance: number;
  /** The last day for the balance (null when there is none). */
  balanceDueOn: string | null;
}

/** Today's date in India, as the server counts due dates. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/** A draft's figures: what the server will ask when the family presses Pay. */
export function draftFigures(
  items: readonly DraftItem[],
  halls: readonly Hall[],
  userType: BookingUserType,
): MoneyFigures {
  const priced = items.flatMap((item) => {
    const hall = halls.find((candidate) => candidate.id === item.hall_id);
    return hall ? [{ hall, booking_dates: item.booking_dates }] : [];
  });
  const totals = priceBooking(priced, userType);
  const first = priced.flatMap((p) => p.booking_dates).sort()[0];
  const plan = first
    ? advancePlan(
        priced.map((p, i) => ({
          amountToPay: totals.lines[i]!.amount_to_pay,
          advancePercent: p.hall.advance_percent,
          balanceDueDays: p.hall.balance_due_days,
        })),
        first,
        todayInIndia(),
      )
    : { advance: totals.amount_to_pay, balanceDueOn: null };
  return {
    total: totals.amount_to_pay,
    paid: 0,
    refunded: 0,
    payNow: plan.advance,
    balance: totals.amount_to_pay - plan.advance,
    balanceDueOn: plan.balanceDueOn,
  };
}

/** A booking's figures, as the server answered them. */
export function bookingFigures(booking: Booking): MoneyFigures {
  const waiting = booking.status === 'pending_payment';
  // While the first payment is awaited, it asks the advance and the rest is the balance; afterwards the
  // server's balance_due says what is still owed (nothing once cancelled or expired).
  const balance = waiting
    ? booking.amount_to_pay - booking.advance_amount
    : booking.status === 'confirmed'
      ? booking.balance_due
      : 0;
  return {
    total: booking.amount_to_pay,
    paid: booking.amount_paid,
    refunded: booking.amount_refunded,
    payNow: waiting ? booking.advance_amount : 0,
    balance,
    balanceDueOn: balance > 0 ? booking.balance_due_on : null,
  };
}
