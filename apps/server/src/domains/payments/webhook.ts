import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { confirmPaidOrder } from '../bookings/service.ts';
import { claimWebhook, recordFailedPayment, releaseWebhook } from './service.ts';

interface RazorpayEvent {
  id?: unknown;
  event?: unknown;
  payload?: {
    order?: { entity?: { id?: unknown } };
    payment?: { entity?: { id?: unknown; order_id?: unknown } };
  };
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/**
 * POST /api/payments/razorpay/webhook. The signature is checked on the raw bytes (a re-serialised body
 * would not match); each event id is handled once. Any validly signed event answers 200, so the
 * gateway stops retrying, except when handling it failed here (then it is released and retried).
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<{ status: 'handled' | 'duplicate' | 'ignored' }> {
  if (!input.signature || !deps.payments.verifyWebhookSignature(input.rawBody, input.signature)) {
    throw new AppError('validation', 'The webhook signature is invalid.', {
      errors: { 'x-razorpay-signature': ['The webhook signature is invalid.'] },
    });
  }
  let body: RazorpayEvent;
  try {
    body = JSON.parse(input.rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    return { status: 'ignored' };
  }
  if (!body || typeof body !== 'object') return { status: 'ignored' };
  const event = str(body.event) ?? 'unknown';
  const eventId =
    str(input.eventId) ??
    str(body.id) ??
    `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;

  const { db } = deps.database;
  if (!(await claimWebhook(db, eventId, event, deps.clock.now()))) return { status: 'duplicate' };
  try {
    const payment = body.payload?.payment?.entity;
    const paymentId = str(payment?.id);
    if (event === 'order.paid' || event === 'payment.captured') {
      const orderId = event === 'order.paid' ? str(body.payload?.order?.entity?.id) : str(payment?.order_id);
      if (!orderId || !paymentId) return { status: 'ignored' };
      const result = await confirmPaidOrder(deps, { orderId, paymentId, raw: body });
      if (result === 'other_payment')
        deps.log?.warn({ orderId, paymentId }, 'second payment for a paid order');
      return { status: result === 'unknown_order' ? 'ignored' : 'handled' };
    }
    if (event === 'payment.failed') {
      const orderId = str(payment?.order_id);
      if (orderId) await recordFailedPayment(deps, orderId, body);
      return { status: orderId ? 'handled' : 'ignored' };
    }
    return { status: 'ignored' };
  } catch (error) {
    // Not handled after all: forget the event so the gateway's retry is processed.
    await releaseWebhook(db, eventId).catch(() => {});
    throw error;
  }
}
