import { type Booking, type Language, type PaymentOrder } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { notPayable } from './payable.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { payments } from './service.ts';
import { findBooking, type BookingRow } from '../repository.ts';
import { bookingAnswer } from '../booking/read.ts';
import { findUserById } from '../../users/service.ts';
import { languageOf, t } from '../../../i18n/translate.ts';
import { msg } from '../../../i18n/translate.ts';

/** The checkout of a booking that holds its dates: its open payment order, or a new one. */

/**
 * The checkout of an unpaid booking: its open order at this gateway for the booking's amount (one a
 * family closed or failed may be paid again), or a new order made now. A booking whose order was never
 * recorded (a server stopped between the two, a gateway that failed or did not answer in time) gets
 * one here, so a hold is always payable. Answers the booking as it is then (with that order among its
 * payments) and the checkout; a gateway failure is a 503 `payment_gateway_unavailable` that carries
 * the booking, still payable.
 */
export async function ensurePaymentOrder(
  ctx: Ctx,
  input: { booking: BookingRow; balance?: { amount: number } },
): Promise<{ booking: Booking; payment: PaymentOrder }> {
  const { deps, db } = ctx;
  const row = input.booking;
  // The first payment is the advance (the whole amount when the halls take it in full).
  const kind = input.balance ? 'balance' : row.advanceAmount !== null ? 'advance' : 'full';
  const amountPaise = (input.balance ? input.balance.amount : (row.advanceAmount ?? row.amountToPay)) * 100;
  const existing = await payments.ofBookings(db, [row.id]);
  const open = existing.findLast(
    (p) =>
      p.provider === deps.payments.provider &&
      (p.status === 'created' || p.status === 'failed') &&
      p.kind === kind &&
      p.amountPaise === amountPaise &&
      p.currency === 'INR',
  );
  let orderId = open?.orderId;
  if (!orderId) {
    let raw: unknown;
    try {
      const order = await deps.payments.createOrder({
        amountPaise,
        receipt: row.id,
        notes: { booking_id: row.id },
      });
      orderId = order.order_id;
      raw = order.raw ?? null;
    } catch (error) {
      // Nothing was recorded, so nothing half-made stands in the way: the booking keeps its hold and
      // the next checkout (POST /{id}/pay, pay-balance) asks the gateway for an order again.
      deps.log?.error({ err: error, booking: row.id }, 'payment order could not be created');
      throw new AppError('unavailable', msg('paymentGatewayUnavailable'), {
        details: { booking: await bookingAnswer(ctx, row) },
      });
    }
    const now = deps.clock.now();
    await payments.insert(db, {
      bookingId: row.id,
      provider: deps.payments.provider,
      orderId,
      amountPaise,
      currency: 'INR',
      status: 'created',
      kind,
      raw,
      createdAt: now,
      updatedAt: now,
    });
  }
  const booking = await bookingAnswer(ctx, row);
  const user = row.userId ? await findUserById(db, row.userId) : undefined;
  const hallNames = [...new Set(booking.items.map((i) => i.hall_name))].join(', ');
  const count = booking.items.reduce((n, i) => n + i.booking_dates.length, 0);
  const payment: PaymentOrder = {
    provider: deps.payments.provider,
    key_id: deps.payments.keyId,
    order_id: orderId,
    amount: amountPaise,
    currency: 'INR',
    name: deps.config.ORG_NAME,
    description: checkoutDescription(languageOf(undefined, user?.language), {
      halls: hallNames,
      count,
      balance: Boolean(input.balance),
    }),
    prefill: { name: user?.name ?? '', email: user?.email ?? '', contact: user?.mobile ?? '' },
  };
  return { booking, payment };
}

/** What the checkout (Razorpay's, or the simulated one) says is being paid, in the payer's language. */
function checkoutDescription(lang: Language, input: { halls: string; count: number; balance: boolean }) {
  const dates =
    input.count === 1
      ? t(lang, 'checkoutOneDate', { halls: input.halls })
      : t(lang, 'checkoutDates', { halls: input.halls, count: input.count });
  return input.balance ? t(lang, 'checkoutBalance', { description: dates }) : dates;
}

/**
 * The caller's own booking that a checkout is for; another family's is not found, as a missing one is
 * (docs/api.md): its id says nothing.
 */
export async function callersBooking(ctx: Ctx, id: string) {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(ctx.db, id);
  if (!row || row.userId !== userIdOf(ctx)) throw notFound('Booking');
  return row;
}

/** POST /api/booking/{id}/pay: the checkout of the caller's booking that is still holding its dates. */
export async function payBooking(
  ctx: Ctx,
  input: { id: string },
): Promise<{ booking: Booking; payment: PaymentOrder }> {
  const row = await callersBooking(ctx, input.id);
  const refused = notPayable(row, ctx.deps.clock.now());
  if (refused) throw refused;
  return ensurePaymentOrder(ctx, { booking: row });
}
