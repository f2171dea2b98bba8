import { contextOf, type Ctx, withTx } from '../../../context.ts';
import { nextCreditNoteNumber } from '../document/numbers.ts';
import { noticeOfBooking } from '../booking/notices.ts';
import { payments } from '../payment/service.ts';
import {
  claimUnsentRefunds,
  lockBooking,
  lockRefund,
  lockRefundByGatewayId,
  refundsOf,
  updateBooking,
  updateRefund,
  type RefundRow,
} from '../repository.ts';

/**
 * Sending refunds to the gateway and settling them. A refund row is written pending before any call;
 * its id is the idempotency key, so however often it is sent (a retry, a second server, a restart
 * after a crash mid-call) the gateway refunds it once. The call is made under the row's lock, so two
 * senders on one database wait for each other and the second sees it already sent.
 */

/** Sends each pending refund not yet acknowledged; never throws (the sweep retries what failed). */
export async function sendRefunds(ctx: Ctx, input: { ids: string[] }): Promise<void> {
  const { deps } = ctx;
  for (const id of input.ids) {
    // Each send is its own transaction, as the system (after the change that wrote the refund).
    await sendOne(contextOf(deps), id).catch((err: unknown) =>
      deps.log?.warn({ err, refund: id }, 'refund not sent yet; the sweep will retry'),
    );
  }
}

async function sendOne(ctx: Ctx, id: string): Promise<void> {
  await withTx(ctx, async (txCtx) => {
    const refund = await lockRefund(txCtx.db, id);
    if (!refund || refund.status !== 'pending' || refund.gatewayRefundId) return;
    const [payment] = (await payments.ofBookings(txCtx.db, [refund.bookingId])).filter(
      (p) => p.id === refund.paymentId,
    );
    if (!payment?.paymentId) return;
    let answer;
    try {
      answer = await txCtx.deps.payments.refund({
        paymentId: payment.paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { refund_id: refund.id, booking_id: refund.bookingId },
      });
    } catch (error) {
      await updateRefund(txCtx.db, refund.id, {
        attempts: refund.attempts + 1,
        failureReason: error instanceof Error ? error.message.slice(0, 500) : 'gateway error',
        updatedAt: txCtx.deps.clock.now(),
      });
      txCtx.deps.log?.warn({ err: error, refund: refund.id }, 'refund call failed; will retry');
      return;
    }
    const sent = await updateRefund(txCtx.db, refund.id, {
      gatewayRefundId: answer.refund_id,
      attempts: refund.attempts + 1,
      raw: answer.raw ?? null,
      updatedAt: txCtx.deps.clock.now(),
    });
    if (answer.status !== 'pending') await settle(txCtx, sent, answer.status, answer.raw);
  });
}

/** processed: its credit note is numbered and the family told; failed: the office must look at it. */
async function settle(
  ctx: Ctx,
  refund: RefundRow,
  status: 'processed' | 'failed',
  raw: unknown,
  reason?: string,
) {
  const now = ctx.deps.clock.now();
  if (status === 'processed') {
    await updateRefund(ctx.db, refund.id, {
      status: 'processed',
      processedAt: now,
      creditNoteNumber: await nextCreditNoteNumber(ctx.db, now),
      failureReason: null,
      raw: raw ?? refund.raw,
      updatedAt: now,
    });
  } else {
    await updateRefund(ctx.db, refund.id, {
      status: 'failed',
      failureReason: reason ?? 'refund failed at the gateway',
      raw: raw ?? refund.raw,
      updatedAt: now,
    });
  }
  const booking = await lockBooking(ctx.db, refund.bookingId);
  if (!booking) return;
  if (status === 'failed') {
    await updateBooking(ctx.db, booking.id, { refundDue: true, updatedAt: now });
    return;
  }
  const others = await refundsOf(ctx.db, [booking.id]);
  const done = others.every((r) => r.id === refund.id || r.status !== 'pending');
  const row = await updateBooking(ctx.db, booking.id, {
    ...(done && { refundedAt: now }),
    updatedAt: now,
  });
  // One notice when the last pending part of a refund is through.
  if (done) await noticeOfBooking(ctx, row, 'refunded');
}

/**
 * refund.processed / refund.failed from the webhook (signature checked): finds the refund by the
 * gateway's id or, when the webhook beat our own record of that id, by the refund id we sent in its
 * notes. A refund already settled is left as it is. Answers whether a refund was found.
 */
export async function settleRefundEvent(
  ctx: Ctx,
  input: {
    gatewayRefundId: string;
    ourId?: string;
    status: 'processed' | 'failed';
    raw: unknown;
    reason?: string;
  },
): Promise<boolean> {
  return withTx(ctx, async (txCtx) => {
    let refund = await lockRefundByGatewayId(txCtx.db, input.gatewayRefundId);
    if (!refund && input.ourId && /^[0-9a-f-]{36}$/i.test(input.ourId)) {
      refund = await lockRefund(txCtx.db, input.ourId);
      if (refund?.gatewayRefundId && refund.gatewayRefundId !== input.gatewayRefundId) refund = undefined;
      if (refund && !refund.gatewayRefundId) {
        refund = await updateRefund(txCtx.db, refund.id, { gatewayRefundId: input.gatewayRefundId });
      }
    }
    if (!refund) return false;
    if (refund.status === 'pending') await settle(txCtx, refund, input.status, input.raw, input.reason);
    return true;
  });
}

/** The sweep: refunds written but never acknowledged by the gateway (older than a minute) are sent again. */
export async function retryUnsentRefunds(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const before = new Date(deps.clock.now().getTime() - 60_000);
  const rows = await deps.database.db.transaction((tx) => claimUnsentRefunds(tx, before, 50));
  await sendRefunds(ctx, { ids: rows.map((r) => r.id) });
  return rows.length;
}
