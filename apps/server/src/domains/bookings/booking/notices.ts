import type { Ctx } from '../../../context.ts';
import { type Localized, msg, type ParamValue } from '../../../i18n/translate.ts';
import { notify } from '../../notifications/service.ts';
import { bookingAnswer } from './read.ts';
import type { BookingRow } from '../repository.ts';

/** What the family is told about its booking: a notification (and a push) for each change. */

type BookingEvent = 'confirmed' | 'cancelled' | 'refunded';

/** The catalogue's messages (i18n/messages.ts): written in the family's language by notify(). */
const TEXTS: Record<
  BookingEvent,
  (what: ParamValue, reason: string | null) => { title: Localized; body: Localized }
> = {
  confirmed: (what) => ({
    title: { id: 'bookingConfirmedTitle' },
    body: { id: 'bookingConfirmedBody', params: { what } },
  }),
  cancelled: (what, reason): { title: Localized; body: Localized } => ({
    title: { id: 'bookingCancelledTitle' },
    body: reason
      ? { id: 'bookingCancelledReasonBody', params: { what, reason } }
      : { id: 'bookingCancelledBody', params: { what } },
  }),
  refunded: (what) => ({
    title: { id: 'bookingRefundedTitle' },
    body: { id: 'bookingRefundedBody', params: { what } },
  }),
};

/** Tells the booking's family; in ctx's transaction when one is open (the push follows the commit). */
export async function noticeOfBooking(ctx: Ctx, booking: BookingRow, event: BookingEvent): Promise<void> {
  if (!booking.userId) return; // the account was deleted: nobody to tell
  const answer = await bookingAnswer(ctx, booking);
  const first = answer.items[0];
  // "Main Hall on 2026-12-05" (or "the hall") by id: the family's language, the date written its way.
  const what = first
    ? msg('bookingWhat', { hall: first.hall_name, date: first.booking_dates[0]! })
    : 'the hall';
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
