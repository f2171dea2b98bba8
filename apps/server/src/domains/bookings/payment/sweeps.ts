import { addDays } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { notify } from '../../notifications/service.ts';
import { confirmPaidOrder } from './capture.ts';
import { moneyOf } from './presenter.ts';
import { paymentMethodOf, payments } from './service.ts';
import {
  claimBalanceReminder,
  claimOrdersToReconcile,
  confirmedWithBalanceBy,
  refundsOf,
  type BookingRow,
} from '../repository.ts';

/**
 * The payment sweeps (the event reminders are booking/reminders.ts): each is safe on several servers (claims are conditional UPDATEs or SKIP LOCKED
 * rows) and is tested by calling it with the clock moved on. scheduler.ts runs them in turn, every
 * BOOKING_SWEEP_MINUTES.
 */

/** Minutes an order may wait for its webhook before the gateway is asked about it. */
const RECONCILE_AFTER_MS = 10 * 60_000;
/** Days before balance_due_on when the family is reminded of its balance. */
export const BALANCE_REMINDER_DAYS = 7;

/**
 * Asks the gateway about orders whose webhook never came: a payment it captured settles the booking
 * exactly as the webhook would have (capture.ts; the same payment twice changes nothing).
 */
export async function reconcileOrders(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const orders = await claimOrdersToReconcile(deps.database.db, before, now, 50);
  let settled = 0;
  for (const order of orders) {
    let found;
    try {
      found = await deps.payments.paymentsOfOrder(order.orderId);
    } catch (err) {
      deps.log?.warn({ err, orderId: order.orderId }, 'reconciliation: the gateway did not answer');
      continue;
    }
    const captured = found.find((p) => p.status === 'captured');
    if (!captured) continue;
    const result = await confirmPaidOrder(ctx, {
      orderId: order.orderId,
      paymentId: captured.id,
      raw: { source: 'reconciliation', payment: captured.raw ?? captured },
      captured: { amountPaise: captured.amountPaise, currency: captured.currency },
      method: paymentMethodOf(captured.raw),
    });
    deps.log?.info({ orderId: order.orderId, result }, 'reconciled an order whose webhook never came');
    settled += 1;
  }
  return settled;
}

async function owed(ctx: Ctx, row: BookingRow) {
  const { db } = ctx;
  const [paid, out] = await Promise.all([payments.ofBookings(db, [row.id]), refundsOf(db, [row.id])]);
  return moneyOf(row, paid, out).balance_due;
}

/** BALANCE_REMINDER_DAYS before balance_due_on, a booking that still owes its balance is reminded once. */
export async function remindBalances(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const today = todayInIndia(deps.clock);
  const rows = await confirmedWithBalanceBy(ctx.db, addDays(today, BALANCE_REMINDER_DAYS), true);
  let told = 0;
  for (const row of rows) {
    const balance = await owed(ctx, row);
    if (balance <= 0 || !row.userId) continue;
    if (!(await claimBalanceReminder(ctx.db, row.id, deps.clock.now()))) continue;
    await notify(ctx, {
      userId: row.userId,
      type: 'booking.balance_due',
      title: { id: 'bookingBalanceTitle' },
      body: { id: 'bookingBalanceBody', params: { amount: balance, date: row.balanceDueOn! } },
      data: { type: 'booking', id: row.id },
    });
    told += 1;
  }
  return told;
}

/** Confirmed bookings whose balance date has passed and still owe (the office's list). */
export async function overdueBalances(ctx: Ctx): Promise<BookingRow[]> {
  const yesterday = addDays(todayInIndia(ctx.deps.clock), -1);
  const rows = await confirmedWithBalanceBy(ctx.db, yesterday, false);
  const out: BookingRow[] = [];
  for (const row of rows) if ((await owed(ctx, row)) > 0) out.push(row);
  return out;
}
