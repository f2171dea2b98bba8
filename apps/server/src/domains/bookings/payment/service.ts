import { type Ctx, userIdOf } from '../../../context.ts';
import type { AppDeps } from '../../../deps.ts';
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

export function toBookingPayment(row: PaymentRow) {
  return {
    id: row.id,
    provider: row.provider as 'razorpay' | 'simulated',
    order_id: row.orderId,
    payment_id: row.paymentId,
    amount: Math.round(row.amountPaise / 100),
    currency: row.currency,
    status: row.status as 'created' | 'captured' | 'failed' | 'refunded',
    kind: row.kind as 'full' | 'advance' | 'balance',
    receipt_number: row.receiptNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A failed attempt leaves the order open (the family may try again while the hold lasts). */
export async function recordFailedPayment(deps: AppDeps, orderId: string, raw: unknown): Promise<void> {
  await markOrderFailed(deps.database.db, orderId, raw, deps.clock.now());
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
