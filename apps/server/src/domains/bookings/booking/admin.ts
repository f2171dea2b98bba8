import { DELETED_ACCOUNT } from '@samaj/shared';
import {
  monthRange,
  type AdminBooking,
  type BookingStatus,
  type CalendarEntry,
  type Slot,
} from '@samaj/shared';
import { afterCommit, contextOf, type Ctx, record, withTx } from '../../../context.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { decodeCursor, isUuid, type PageInput, type Slice, sliceOf } from '../../../lib/pagination.ts';
import { payments, type PaymentRow } from '../payment/service.ts';
import {
  blockedIn,
  calendarRows,
  deleteSlotsOf,
  findBooking,
  listForAdmin,
  lockBooking,
  updateBooking,
} from '../repository.ts';
import { adminBookingAnswers } from './read.ts';
import { releaseExpiredHolds } from './holds.ts';
import { offerFreedSlots } from '../waitlist/waitlist.ts';
import { noticeOfBooking } from './notices.ts';
import { msg } from '../../../i18n/translate.ts';

/** The office's booking work (wired to /api/admin routes by the admin area). */

export async function getBookingForAdmin(ctx: Ctx, input: { id: string }): Promise<AdminBooking> {
  if (!isUuid(input.id)) throw notFound('Booking');
  const row = await findBooking(ctx.db, input.id);
  if (!row) throw notFound('Booking');
  return (await adminBookingAnswers(ctx, [row]))[0]!;
}

/** Cursor page of bookings, newest first; `from`/`to` keep bookings with a date in that range. */
export async function listBookingsForAdmin(
  ctx: Ctx,
  input: PageInput & { status?: BookingStatus; from?: string; to?: string },
): Promise<Slice<AdminBooking>> {
  const { cursors } = ctx.deps;
  const { perPage } = input;
  const after = decodeCursor(cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await listForAdmin(ctx.db, {
    status: input.status,
    from: input.from,
    to: input.to,
    after: after ? { createdAt: new Date(after.created_at), id: after.id } : null,
    limit: perPage + 1,
  });
  const page = sliceOf(
    cursors,
    rows,
    perPage,
    (r) => r.booking,
    (r) => ({ created_at: r.booking.createdAt.toISOString(), id: r.booking.id }),
  );
  return { ...page, data: await adminBookingAnswers(ctx, page.data) };
}

/**
 * Every hall, date and slot of a month that is held or owned, with its booking, and every one the office
 * has blocked, with its reason: two queries, whatever the month holds.
 */
export async function bookingsCalendar(
  ctx: Ctx,
  input: { year: number; month: number },
): Promise<CalendarEntry[]> {
  const { year, month } = input;
  if (!Number.isInteger(year) || year < 2000 || year > 2200) throw fieldError('year', 'invalidYear');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw fieldError('month', 'invalidMonth');
  const { start, end } = monthRange(year, month);
  // The system's work, not the office's change: in a context of its own (no audit record).
  await releaseExpiredHolds(contextOf(ctx.deps));
  const rows = await calendarRows(ctx.db, start, end);
  const blocks = await blockedIn(ctx.db, { from: start, to: end });
  const booked: CalendarEntry[] = rows.map((r) => ({
    kind: 'booking',
    hall_id: r.hallId,
    hall_name: r.hallName,
    date: r.date,
    slot: r.slot as Slot,
    booking: {
      id: r.bookingId,
      status: r.status as BookingStatus,
      event_name: r.eventName,
      user: { id: r.userId, name: r.userName ?? DELETED_ACCOUNT, mobile: r.userMobile },
    },
  }));
  const blocked: CalendarEntry[] = blocks.map((b) => ({
    kind: 'blocked',
    hall_id: b.hallId,
    hall_name: b.hallName,
    date: b.date,
    slot: b.slot as Slot,
    blocked: { id: b.id, reason: b.reason },
  }));
  // Both lists come by date (then hall, then slot); a stable sort keeps that order within a date.
  return [...booked, ...blocked].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The office cancels a booking (held or paid); its dates are free at once; a paid one gets
 * refund_due. Recorded (ctx.audit) in the same transaction.
 */
export async function cancelBookingByAdmin(
  ctx: Ctx,
  input: { id: string; reason: string },
): Promise<AdminBooking> {
  if (!isUuid(input.id)) throw notFound('Booking');
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const booking = await lockBooking(txCtx.db, input.id);
    if (!booking) throw notFound('Booking');
    if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') {
      const message = msg('bookingAlreadyStatus', { status: booking.status });
      throw new AppError('conflict', message, { field: 'status' });
    }
    const [before] = await adminBookingAnswers(txCtx, [booking]);
    const paid = (await payments.ofBookings(txCtx.db, [booking.id])).some((p) => p.status === 'captured');
    await deleteSlotsOf(txCtx.db, booking.id);
    const row = await updateBooking(txCtx.db, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: input.reason,
      refundDue: booking.refundDue || paid,
      updatedAt: now,
    });
    const [after] = await adminBookingAnswers(txCtx, [row]);
    await record(txCtx, { action: 'booking.cancel', entity: { type: 'booking', id: row.id }, before, after });
    await noticeOfBooking(txCtx, row, 'cancelled');
    await afterCommit(txCtx, () => offerFreedSlots(contextOf(ctx.deps)).then(() => undefined));
    return after!;
  });
}

/**
 * Settles a booking's refund_due. By default the captured payments are refunded through the gateway
 * (before the transaction: no lock is held across a network call); `viaGateway: false` only records a
 * refund the office made another way. The settlement and its record commit together.
 */
export async function markRefunded(
  ctx: Ctx,
  input: { id: string; viaGateway?: boolean },
): Promise<AdminBooking> {
  const { deps } = ctx;
  if (!isUuid(input.id)) throw notFound('Booking');
  const booking = await findBooking(ctx.db, input.id);
  if (!booking) throw notFound('Booking');
  if (!booking.refundDue) {
    const message = msg('noRefundDue');
    throw new AppError('conflict', message, { field: 'status' });
  }
  const [before] = await adminBookingAnswers(ctx, [booking]);
  // A confirmed booking keeps the payment that pays for it: only a mismatched capture goes back.
  const captured = (await payments.ofBookings(ctx.db, [booking.id])).filter(
    (p) => p.status === 'captured' && (booking.status !== 'confirmed' || p.capturedPaise !== null),
  );
  const viaGateway = input.viaGateway ?? true;
  const refunds: { payment: PaymentRow; raw: unknown }[] = [];
  if (viaGateway) {
    for (const payment of captured) {
      try {
        const refund = await deps.payments.refund({
          paymentId: payment.paymentId!,
          amountPaise: payment.capturedPaise ?? payment.amountPaise,
          idempotencyKey: `refund-due-${payment.id}`,
        });
        refunds.push({ payment, raw: { refund_id: refund.refund_id, refund: refund.raw ?? null } });
      } catch (error) {
        deps.log?.error({ err: error }, 'refund failed');
        throw new AppError('unavailable', msg('refundFailed'));
      }
    }
  } else {
    for (const payment of captured) refunds.push({ payment, raw: { refunded: 'outside the gateway' } });
  }
  const now = deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    for (const r of refunds) {
      await payments.update(txCtx.db, r.payment.id, {
        status: 'refunded',
        raw: { captured: r.payment.raw, refund: r.raw },
        updatedAt: now,
      });
    }
    const row = await updateBooking(txCtx.db, booking.id, {
      refundDue: false,
      refundedAt: now,
      updatedAt: now,
    });
    const [after] = await adminBookingAnswers(txCtx, [row]);
    await record(txCtx, {
      action: 'booking.refund',
      entity: { type: 'booking', id: row.id },
      before,
      after: { ...after, via_gateway: viaGateway },
    });
    await noticeOfBooking(txCtx, row, 'refunded');
    return after!;
  });
}
