import type { Ctx } from '../../context.ts';
import { notify } from '../notifications/service.ts';
import { toBooking } from './answers.ts';
import type { BookingRow } from './repository.ts';

/** What the family is told about its booking: a notification (and a push) for each change. */

type BookingEvent = 'confirmed' | 'cancelled' | 'refunded';

const TEXTS: Record<BookingEvent, (what: string, reason: string | null) => { title: string; body: string }> =
  {
    confirmed: (what) => ({
      title: 'Booking confirmed',
      body: `Your booking of ${what} is confirmed. Thank you!`,
    }),
    cancelled: (what, reason) => ({
      title: 'Booking cancelled',
      body: `The office cancelled your booking of ${what}${reason ? `: ${reason}` : '.'}`,
    }),
    refunded: (what) => ({ title: 'Refund made', body: `The payment for ${what} has been refunded.` }),
  };

/** Tells the booking's family; in ctx's transaction when one is open (the push follows the commit). */
export async function noticeOfBooking(ctx: Ctx, booking: BookingRow, event: BookingEvent): Promise<void> {
  const answer = await toBooking(ctx.db, booking);
  const first = answer.items[0];
  const what = first ? `${first.hall_name} on ${first.booking_dates[0]}` : 'the hall';
  await notify(ctx, {
    userId: booking.userId,
    type: `booking.${event}`,
    ...TEXTS[event](what, booking.cancelReason),
    data: { type: 'booking', id: booking.id },
  });
}

/** The confirmation, once the payment is settled: never throws (the booking stands whatever happens). */
export async function notifyConfirmed(ctx: Ctx, booking: BookingRow): Promise<void> {
  try {
    await noticeOfBooking(ctx, booking, 'confirmed');
  } catch (error) {
    ctx.deps.log?.warn({ err: error }, 'booking confirmation notice failed');
  }
}
