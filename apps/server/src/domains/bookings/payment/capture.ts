import { type Booking, type PaymentSuccessBody } from '@samaj/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { payments, type PaymentMethodOf } from './service.ts';
import { notifyConfirmed } from '../booking/notices.ts';
import { insertSlots, lockBooking, updateBooking, type BookingRow } from '../repository.ts';
import { bookingAnswer } from '../booking/read.ts';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { label, slotRowsOf } from '../common.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { nextReceiptNumber } from '../document/numbers.ts';
import { msg } from '../../../i18n/translate.ts';

/** A captured payment, from checkout or the webhook, settles its booking. */

type CaptureResult =
  | { kind: 'unknown_order' }
  | { kind: 'other_payment'; booking: BookingRow }
  | { kind: 'already'; booking: BookingRow }
  | { kind: 'amount_mismatch'; booking: BookingRow }
  | { kind: 'balance_paid'; booking: BookingRow }
  | { kind: 'applied'; booking: BookingRow; confirmed: boolean };

/** What the gateway says it captured (webhooks carry it; checkout's signature covers only the ids). */
export interface Captured {
  amountPaise: number | undefined;
  currency: string | undefined;
}

/**
 * Records a captured payment for an order and settles its booking, in one transaction: a hold (even
 * one past its time that no sweep has released yet) is confirmed; an expired booking is confirmed if
 * its dates can be taken again, otherwise it stays expired with refund_due; a cancelled one gets
 * refund_due. The same payment again changes nothing. A capture whose amount or currency is not the
 * order's confirms nothing: the booking is flagged amount_mismatch with refund_due for the office.
 */
async function applyCapture(
  ctx: Ctx,
  input: {
    orderId: string;
    paymentId: string;
    raw: unknown;
    captured?: Captured;
    /** How it was paid, when the gateway said (kept for the family's receipt and payments table). */
    method?: PaymentMethodOf | null;
  },
): Promise<CaptureResult> {
  const now = ctx.deps.clock.now();
  const method = input.method ? { method: input.method.method, methodDetail: input.method.detail } : {};
  return withTx(ctx, async ({ db: tx }): Promise<CaptureResult> => {
    const payment = await payments.lockByOrderId(tx, input.orderId);
    if (!payment) return { kind: 'unknown_order' };
    const booking = await lockBooking(tx, payment.bookingId);
    if (!booking) return { kind: 'unknown_order' };
    if (payment.status === 'captured' || payment.status === 'refunded') {
      if (payment.paymentId !== input.paymentId) return { kind: 'other_payment', booking };
      // The same payment again: the webhook after checkout brings the method checkout could not get.
      if (!payment.method && input.method) await payments.update(tx, payment.id, method);
      return { kind: 'already', booking };
    }
    const captured = input.captured;
    if (
      captured &&
      (captured.amountPaise !== payment.amountPaise || captured.currency?.toUpperCase() !== payment.currency)
    ) {
      await payments.update(tx, payment.id, {
        status: 'captured',
        paymentId: input.paymentId,
        ...method,
        capturedPaise: captured.amountPaise ?? null,
        receiptNumber: await nextReceiptNumber(tx, now),
        raw: input.raw,
        updatedAt: now,
      });
      const flagged = await updateBooking(tx, booking.id, {
        amountMismatch: true,
        refundDue: true,
        updatedAt: now,
      });
      return { kind: 'amount_mismatch', booking: flagged };
    }
    await payments.update(tx, payment.id, {
      status: 'captured',
      paymentId: input.paymentId,
      ...method,
      receiptNumber: await nextReceiptNumber(tx, now),
      raw: input.raw,
      updatedAt: now,
    });
    // The balance of a confirmed booking: the money is where it belongs.
    if (booking.status === 'confirmed' && payment.kind === 'balance') {
      return { kind: 'balance_paid', booking: await updateBooking(tx, booking.id, { updatedAt: now }) };
    }
    const confirm = () =>
      updateBooking(tx, booking.id, { status: 'confirmed', confirmedAt: now, updatedAt: now });
    const refundDue = () => updateBooking(tx, booking.id, { refundDue: true, updatedAt: now });

    if (booking.status === 'pending_payment') {
      return { kind: 'applied', booking: await confirm(), confirmed: true };
    }
    if (booking.status === 'expired') {
      const rows = await slotRowsOf(tx, booking.id);
      try {
        // A savepoint: a clash rolls back only the re-insert, not the payment record.
        await tx.transaction(async (sp) => insertSlots(sp, rows));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { kind: 'applied', booking: await refundDue(), confirmed: false };
      }
      return { kind: 'applied', booking: await confirm(), confirmed: true };
    }
    // Cancelled (or, impossibly, confirmed by another order): the money has nowhere to go.
    return { kind: 'applied', booking: await refundDue(), confirmed: false };
  });
}

async function refundDueError(ctx: Ctx, booking: BookingRow): Promise<AppError> {
  const answer = await bookingAnswer(ctx, booking);
  const taken = answer.items.flatMap((i) =>
    i.booking_dates.map((d) => msg('noLongerAvailable', { what: label(d, i.hall_name, i.slot) })),
  );
  return new AppError(
    'conflict',
    booking.status === 'cancelled' ? msg('refundCancelled') : msg('refundLate'),
    { errors: { booking_dates: taken } },
  );
}

/**
 * How checkout's payment was made, asked of the gateway (checkout hands over only the ids). A gateway
 * that fails or is slow does not hold the confirmation up: the webhook brings the method as well.
 */
async function methodOf(deps: AppDeps, paymentId: string): Promise<PaymentMethodOf | null> {
  try {
    return await deps.payments.paymentMethod(paymentId);
  } catch (err) {
    deps.log?.warn({ err, paymentId }, 'the gateway did not say how a payment was made');
    return null;
  }
}

/** POST /api/booking/payment-success: checkout's signature, checked against the order stored here. */
export async function confirmPayment(ctx: Ctx, input: PaymentSuccessBody): Promise<Booking> {
  const { deps } = ctx;
  const found = await payments.findByOrderId(ctx.db, input.order_id);
  if (!found) throw notFound('Payment order');
  if (found.userId !== userIdOf(ctx)) throw notFound('Payment order');
  const valid = deps.payments.verifyPaymentSignature(
    found.payment.orderId,
    input.payment_id,
    input.razorpay_signature,
  );
  if (!valid) throw fieldError('razorpay_signature', 'paymentSignatureInvalid');

  const result = await applyCapture(ctx, {
    orderId: found.payment.orderId,
    paymentId: input.payment_id,
    raw: { source: 'checkout', ...input },
    method: await methodOf(deps, input.payment_id),
  });
  if (result.kind === 'unknown_order') throw notFound('Payment order');
  if (result.kind === 'other_payment') {
    throw new AppError('conflict', msg('orderPaidOtherwise'), {
      field: 'payment_id',
    });
  }
  if (result.kind === 'applied' && result.confirmed) await notifyConfirmed(ctx, result.booking);
  if (result.booking.status !== 'confirmed' && result.booking.refundDue) {
    throw await refundDueError(ctx, result.booking);
  }
  return bookingAnswer(ctx, result.booking);
}

/** A payment reported by the gateway's webhook (signature already checked on the raw body). */
export async function confirmPaidOrder(
  ctx: Ctx,
  input: {
    orderId: string;
    paymentId: string;
    raw: unknown;
    captured: Captured;
    method: PaymentMethodOf | null;
  },
): Promise<
  | 'unknown_order'
  | 'other_payment'
  | 'already'
  | 'amount_mismatch'
  | 'balance_paid'
  | 'confirmed'
  | 'refund_due'
> {
  const result = await applyCapture(ctx, input);
  if (result.kind !== 'applied') return result.kind;
  if (result.confirmed) await notifyConfirmed(ctx, result.booking);
  return result.confirmed ? 'confirmed' : 'refund_due';
}
