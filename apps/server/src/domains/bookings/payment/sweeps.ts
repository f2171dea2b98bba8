import { addDays } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import type { AppDeps } from '../../../deps.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { notify } from '../../notifications/service.ts';
import { confirmPaidOrder } from './capture.ts';
import { moneyOf } from './presenter.ts';
import { daysBetween } from './money.ts';
import { paymentMethodOf, payments } from './service.ts';
import {
  claimBalanceReminder,
  claimEventReminders,
  claimOrdersToReconcile,
  confirmedStartingBetween,
  confirmedWithBalanceBy,
  itemsOf,
  refundsOf,
  type BookingRow,
} from '../repository.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * The booking sweeps: each is safe on several servers (claims are conditional UPDATEs or SKIP LOCKED
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
    const result = await confirmPaidOrder(deps, {
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

const whatOf = async (deps: AppDeps, row: BookingRow, firstDate: string) => {
  const { items } = await itemsOf(deps.database.db, [row.id]);
  return msg('bookingWhat', { hall: items[0]?.hallName ?? 'the hall', date: firstDate });
};

/** REMINDER_DAYS before the first date (7 and 1 by default): one notice per band, once. */
export async function remindEvents(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const today = todayInIndia(deps.clock);
  const days = deps.config.REMINDER_DAYS;
  if (days.length === 0) return 0;
  const rows = await confirmedStartingBetween(ctx.db, today, addDays(today, Math.max(...days)));
  let told = 0;
  for (const { booking, firstDate } of rows) {
    const left = daysBetween(today, firstDate);
    const due = days.filter((d) => left <= d && !booking.eventRemindersSent.includes(d));
    if (due.length === 0 || !booking.userId) continue;
    // Every band reached is marked at once: a family told 1 day before is not told "7 days" after it.
    if (!(await claimEventReminders(ctx.db, booking, [...booking.eventRemindersSent, ...due]))) continue;
    await notify(ctx, {
      userId: booking.userId,
      type: 'booking.reminder',
      title: { id: 'bookingReminderTitle' },
      body: {
        id: 'bookingReminderBody',
        params: { what: await whatOf(deps, booking, firstDate), days: left },
      },
      data: { type: 'booking', id: booking.id },
    });
    told += 1;
  }
  return told;
}

async function owed(deps: AppDeps, row: BookingRow) {
  const db = deps.database.db;
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
    const balance = await owed(deps, row);
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
export async function overdueBalances(deps: AppDeps): Promise<BookingRow[]> {
  const yesterday = addDays(todayInIndia(deps.clock), -1);
  const rows = await confirmedWithBalanceBy(deps.database.db, yesterday, false);
  const out: BookingRow[] = [];
  for (const row of rows) if ((await owed(deps, row)) > 0) out.push(row);
  return out;
}
