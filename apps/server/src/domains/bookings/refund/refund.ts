import { type Booking, type RefundPreview } from '@samaj/shared';
import { type Ctx, afterCommit, contextOf, record, userIdOf, withTx } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { findUserById } from '../../users/service.ts';
import { bookingAnswer } from '../booking/read.ts';
import { capturedPaiseOf, outPaiseOf } from '../payment/presenter.ts';
import { allocateRefund, refundFor } from '../payment/money.ts';
import { noticeOfBooking } from '../booking/notices.ts';
import { payments } from '../payment/service.ts';
import {
  CANCELLED_BY_CUSTOMER,
  deleteSlotsOf,
  findBooking,
  insertRefund,
  itemsOf,
  lockBooking,
  refundsOf,
  updateBooking,
  type BookingRow,
} from '../repository.ts';
import { sendRefunds } from './send.ts';
import { offerFreedSlots } from '../waitlist/waitlist.ts';
import { msg } from '../../../i18n/translate.ts';

/** Refunds: the preview by notice, the owner's cancellation of a paid booking, the office's refund. */

/** What a booking's money stands at: rent, deposit, paid, out, and each payment's refundable rest. */
async function ledgerOf(db: DbOrTx, booking: BookingRow) {
  const [{ items, dates }, paid, out] = await Promise.all([
    itemsOf(db, [booking.id]),
    payments.ofBookings(db, [booking.id]),
    refundsOf(db, [booking.id]),
  ]);
  let rent = 0;
  let deposit = 0;
  for (const { item } of items) {
    const n = dates.filter((d) => d.itemId === item.id).length;
    rent += item.amount * n;
    deposit += item.deposit * n;
  }
  const firstDate = dates.map((d) => d.date).sort()[0] ?? '9999-12-31';
  const captured = paid.filter((p) => capturedPaiseOf(p) > 0 && p.paymentId);
  // A payment the office settled whole with mark-refunded has nothing left to give back.
  const settledPaise = captured
    .filter((p) => p.status === 'refunded')
    .reduce((s, p) => s + capturedPaiseOf(p), 0);
  const left = captured.map((p) => ({
    id: p.id,
    leftPaise:
      p.status === 'refunded'
        ? 0
        : capturedPaiseOf(p) - out.filter((r) => r.paymentId === p.id).reduce((s, r) => s + outPaiseOf(r), 0),
  }));
  return {
    rent,
    deposit,
    firstDate,
    paidPaise: captured.reduce((s, p) => s + capturedPaiseOf(p), 0),
    outPaise: out.reduce((s, r) => s + outPaiseOf(r), 0) + settledPaise,
    left,
  };
}

function previewOf(ctx: Ctx, ledger: Awaited<ReturnType<typeof ledgerOf>>): RefundPreview {
  return refundFor({
    rent: ledger.rent,
    deposit: ledger.deposit,
    paid: Math.floor(ledger.paidPaise / 100),
    refunded: Math.ceil(ledger.outPaise / 100),
    firstDate: ledger.firstDate,
    today: todayInIndia(ctx.deps.clock),
    policy: ctx.deps.config.REFUND_POLICY,
  });
}

async function ownBooking(ctx: Ctx, id: string, lock: boolean): Promise<BookingRow> {
  if (!isUuid(id)) throw notFound('Booking');
  const row = lock ? await lockBooking(ctx.db, id) : await findBooking(ctx.db, id);
  if (!row) throw notFound('Booking');
  if (row.userId !== userIdOf(ctx) && !(await findUserById(ctx.db, userIdOf(ctx)))?.isAdmin) {
    throw notFound('Booking');
  }
  return row;
}

/** GET /api/booking/{id}/refund-preview: what cancelling now would give back (owner or admin). */
export async function previewRefund(ctx: Ctx, input: { id: string }): Promise<RefundPreview> {
  const booking = await ownBooking(ctx, input.id, false);
  if (booking.status !== 'confirmed') {
    const message = msg('refundPreviewNotConfirmed');
    throw new AppError('conflict', message, { field: 'status' });
  }
  return previewOf(ctx, await ledgerOf(ctx.db, booking));
}

/**
 * The owner cancels a confirmed booking: under the booking's row lock the refund is decided by the
 * notice rule and written as pending refund rows (one per payment it comes from), the dates are
 * freed and the family told, all in one transaction; the gateway is called after the commit with
 * each row's id as the idempotency key (the sweep retries any call that did not get through).
 */
export async function cancelConfirmed(ctx: Ctx, input: { id: string }): Promise<Booking> {
  const now = ctx.deps.clock.now();
  const { row, refundIds } = await withTx(ctx, async (txCtx) => {
    const booking = await ownBooking(txCtx, input.id, true);
    if (booking.userId !== userIdOf(ctx)) throw notFound('Booking');
    if (booking.status !== 'confirmed') {
      const message = msg('bookingAlreadyStatus', { status: booking.status });
      throw new AppError('conflict', message, { field: 'status' });
    }
    const ledger = await ledgerOf(txCtx.db, booking);
    const preview = previewOf(txCtx, ledger);
    const refunds = await writeRefunds(txCtx, booking, ledger.left, preview.total * 100, {
      kind: 'cancellation',
      reason: 'Cancelled by the customer.',
      rule: preview.rule,
    });
    await deleteSlotsOf(txCtx.db, booking.id);
    const updated = await updateBooking(txCtx.db, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: CANCELLED_BY_CUSTOMER,
      updatedAt: now,
    });
    await record(txCtx, {
      action: 'booking.cancel',
      entity: { type: 'booking', id: booking.id },
      after: { refund: preview },
    });
    await noticeOfBooking(txCtx, updated, 'cancelled');
    await afterCommit(txCtx, () => offerFreedSlots(contextOf(ctx.deps)).then(() => undefined));
    return { row: updated, refundIds: refunds };
  });
  await sendRefunds(ctx, { ids: refundIds });
  return bookingAnswer(ctx, (await findBooking(ctx.db, row.id)) ?? row);
}

async function writeRefunds(
  ctx: Ctx,
  booking: BookingRow,
  left: { id: string; leftPaise: number }[],
  amountPaise: number,
  what: { kind: 'cancellation' | 'office'; reason: string; rule: string | null },
): Promise<string[]> {
  const now = ctx.deps.clock.now();
  const ids: string[] = [];
  for (const part of allocateRefund(amountPaise, left)) {
    const row = await insertRefund(ctx.db, {
      bookingId: booking.id,
      paymentId: part.paymentId,
      amountPaise: part.amountPaise,
      kind: what.kind,
      reason: what.reason,
      rule: what.rule,
      status: 'pending',
      createdBy: ctx.actor,
      createdAt: now,
      updatedAt: now,
    });
    ids.push(row.id);
  }
  return ids;
}

/**
 * POST /api/admin/bookings/{id}/refund {amount, reason}: the office gives back part of what was paid
 * (a deposit kept for damage, say). Never more than paid minus what is already refunded or on its
 * way (422 on amount), decided under the booking's row lock so two requests cannot both take it.
 */
export async function refundByAdmin(
  ctx: Ctx,
  input: { id: string; amount: number; reason: string },
): Promise<Booking> {
  if (!isUuid(input.id)) throw notFound('Booking');
  const ids = await withTx(ctx, async (txCtx) => {
    const booking = await lockBooking(txCtx.db, input.id);
    if (!booking) throw notFound('Booking');
    const ledger = await ledgerOf(txCtx.db, booking);
    const refundable = Math.floor((ledger.paidPaise - ledger.outPaise) / 100);
    if (input.amount > refundable) {
      throw fieldError(
        'amount',
        refundable > 0 ? msg('refundAtMost', { amount: refundable }) : msg('refundNothingLeft'),
      );
    }
    const written = await writeRefunds(txCtx, booking, ledger.left, input.amount * 100, {
      kind: 'office',
      reason: input.reason,
      rule: null,
    });
    await record(txCtx, {
      action: 'booking.partial_refund',
      entity: { type: 'booking', id: booking.id },
      after: { amount: input.amount, reason: input.reason, refunds: written },
    });
    return written;
  });
  await sendRefunds(ctx, { ids });
  const row = await findBooking(ctx.db, input.id);
  return bookingAnswer(ctx, row!);
}
