import { createHash } from 'node:crypto';
import type { Ctx } from '../../../context.ts';
import { AppError } from '../../../lib/errors.ts';
import { confirmPaidOrder } from './capture.ts';
import { claimWebhook, recordFailedPayment, releaseWebhook } from './service.ts';
import { paymentMethodOf } from './payment-method.ts';
import { settleRefundEvent } from '../refund/send.ts';
import { msg } from '../../../i18n/translate.ts';

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    order?: { entity?: { id?: unknown } };
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown } };
    refund?: {
      entity?: {
        id?: unknown;
        status?: unknown;
        notes?: { refund_id?: unknown } | unknown[];
        error_description?: unknown;
      };
    };
  };
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/**
 * POST /api/payments/razorpay/webhook. The signature is checked on the raw bytes (a re-serialised body
 * would not match); each signed event (its name, order id and payment id) is handled once. Any validly signed event answers 200, so the
 * gateway stops retrying, except when handling it failed here (then it is released and retried).
 */
export async function handleRazorpayWebhook(
  ctx: Ctx,
  input: { rawBody: Buffer; signature: string | undefined },
): Promise<{ status: 'handled' | 'duplicate' | 'ignored' }> {
  const { deps } = ctx;
  if (!input.signature || !deps.payments.verifyWebhookSignature(input.rawBody, input.signature)) {
    throw new AppError('validation', msg('webhookSignatureInvalid'), {
      errors: { 'x-razorpay-signature': [msg('webhookSignatureInvalid')] },
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
  const payment = body.payload?.payment?.entity;
  const paymentId = str(payment?.id);
  const orderId = event === 'order.paid' ? str(body.payload?.order?.entity?.id) : str(payment?.order_id);
  // De-duplicated on what the signature covers: the header's event id is not signed, so a replay
  // with a new header must not count as a new event.
  const refund = body.payload?.refund?.entity;
  const refundId = event.startsWith('refund.') ? str(refund?.id) : undefined;
  const eventId = refundId
    ? `${event}:${refundId}`
    : paymentId || orderId
      ? `${event}:${orderId ?? ''}:${paymentId ?? ''}`
      : `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;

  const { db } = deps.database;
  if (!(await claimWebhook(db, eventId, event, deps.clock.now()))) return { status: 'duplicate' };
  try {
    if (event === 'order.paid' || event === 'payment.captured') {
      const amountPaise = Number.isSafeInteger(payment?.amount) ? (payment!.amount as number) : undefined;
      const currency = str(payment?.currency);
      if (!orderId || !paymentId || amountPaise === undefined || !currency) {
        deps.log?.warn({ event, orderId, paymentId }, 'signed payment event without ids, amount or currency');
        return { status: 'ignored' };
      }
      const result = await confirmPaidOrder(ctx, {
        orderId,
        paymentId,
        raw: body,
        captured: { amountPaise, currency },
        // The payment entity carries its method, card (last4), vpa, bank and wallet.
        method: paymentMethodOf(payment),
      });
      if (result === 'other_payment')
        deps.log?.warn({ orderId, paymentId }, 'second payment for a paid order');
      if (result === 'amount_mismatch')
        deps.log?.warn(
          { orderId, paymentId, amountPaise, currency },
          'captured amount differs from the order',
        );
      return { status: result === 'unknown_order' ? 'ignored' : 'handled' };
    }
    if ((event === 'refund.processed' || event === 'refund.failed') && refundId) {
      const notes = refund?.notes;
      const found = await settleRefundEvent(ctx, {
        gatewayRefundId: refundId,
        ourId: notes && !Array.isArray(notes) ? str((notes as { refund_id?: unknown }).refund_id) : undefined,
        status: event === 'refund.processed' ? 'processed' : 'failed',
        raw: body,
        reason: str(refund?.error_description),
      });
      return { status: found ? 'handled' : 'ignored' };
    }
    if (event === 'payment.failed') {
      if (orderId) await recordFailedPayment(ctx, { orderId, raw: body });
      return { status: orderId ? 'handled' : 'ignored' };
    }
    return { status: 'ignored' };
  } catch (error) {
    // Not handled after all: forget the event so the gateway's retry is processed.
    await releaseWebhook(db, eventId).catch(() => {});
    throw error;
  }
}
