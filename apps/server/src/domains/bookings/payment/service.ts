import type { AdminBookingPayment, Booking, PaymentMethod } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { SimulatedGateway } from './gateway.ts';
import {
  claimWebhookEvent,
  findPaymentByOrderId,
  insertPayment,
  lockPaymentByOrderId,
  markOrderFailed,
  paymentsOfBookings,
  releaseWebhookEvent,
  updatePayment,
  type PaymentRow,
} from './repository.ts';
import { msg } from '../../../i18n/translate.ts';

export type { PaymentRow };
type BookingPayment = Booking['payments'][number];
export { paymentMethodOf, type PaymentMethodOf } from './payment-method.ts';
export { type SimulatedGateway } from './gateway.ts';

/**
 * The payments table is written by the booking flows inside their own transactions, so these take
 * the transaction (`db`) rather than deps: a payment and its booking change together or not at all.
 */
export const payments = {
  insert: insertPayment,
  findByOrderId: findPaymentByOrderId,
  lockByOrderId: lockPaymentByOrderId,
  update: updatePayment,
  ofBookings: paymentsOfBookings,
};

/** A payment as the family reads it: how it was paid, never the gateway's ids (decision 063). */
export function toBookingPayment(row: PaymentRow): BookingPayment {
  return {
    id: row.id,
    method: row.method ? (row.method as PaymentMethod) : null,
    method_detail: row.methodDetail,
    amount: Math.round(row.amountPaise / 100),
    currency: row.currency,
    status: row.status as 'created' | 'captured' | 'failed' | 'refunded',
    kind: row.kind as 'full' | 'advance' | 'balance',
    receipt_number: row.receiptNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The office's view adds the gateway's name and ids, to find the payment on its dashboard. */
export function toAdminBookingPayment(row: PaymentRow): AdminBookingPayment {
  return {
    ...toBookingPayment(row),
    provider: row.provider as AdminBookingPayment['provider'],
    order_id: row.orderId,
    payment_id: row.paymentId,
  };
}

/** A failed attempt leaves the order open (the family may try again while the hold lasts). */
export async function recordFailedPayment(ctx: Ctx, input: { orderId: string; raw: unknown }): Promise<void> {
  await markOrderFailed(ctx.db, input.orderId, input.raw, ctx.deps.clock.now());
}

export async function claimWebhook(db: DbOrTx, id: string, event: string, now: Date) {
  return claimWebhookEvent(db, { id, provider: 'razorpay', event, receivedAt: now });
}
export const releaseWebhook = releaseWebhookEvent;

/**
 * Development checkout: signs a payment for the caller's own order with the simulated gateway's secret.
 * Refused when the app uses the real gateway.
 */
export async function simulatePayment(ctx: Ctx, input: { orderId: string }) {
  const gateway = ctx.deps.payments;
  if (!(gateway instanceof SimulatedGateway)) {
    throw new AppError('forbidden', msg('paymentsNotSimulated'));
  }
  const found = await findPaymentByOrderId(ctx.db, input.orderId);
  if (!found || found.payment.provider !== 'simulated') throw notFound('Payment order');
  if (found.userId !== userIdOf(ctx)) throw notFound('Payment order');
  return gateway.simulatePayment(input.orderId);
}
