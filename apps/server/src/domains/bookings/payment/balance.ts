import { type Booking, type PaymentOrder } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { AppError } from '../../../lib/errors.ts';
import { callersBooking, ensurePaymentOrder } from './checkout.ts';
import { payments } from './service.ts';
import { refundsOf } from '../repository.ts';
import { moneyOf } from './presenter.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * POST /api/booking/{id}/pay-balance: the checkout of what a confirmed booking still owes (its open
 * balance order, or a new one). 409 when nothing is owed or the booking is not confirmed. A balance
 * paid after balance_due_on is still taken: the office decides what an overdue balance means.
 */
export async function payBalance(
  ctx: Ctx,
  input: { id: string },
): Promise<{ booking: Booking; payment: PaymentOrder }> {
  const row = await callersBooking(ctx, input.id);
  const [paid, refunds] = await Promise.all([
    payments.ofBookings(ctx.db, [row.id]),
    refundsOf(ctx.db, [row.id]),
  ]);
  const { balance_due } = moneyOf(row, paid, refunds);
  if (row.status !== 'confirmed' || balance_due <= 0) {
    const message = row.status === 'confirmed' ? msg('bookingNoBalance') : msg('bookingBalanceNotConfirmed');
    throw new AppError('conflict', message, {
      field: 'status',
    });
  }
  return ensurePaymentOrder(ctx, { booking: row, balance: { amount: balance_due } });
}
