import {
  BOOKING_USER_TYPE_LABELS,
  ERROR_CODES,
  type BookingUserType,
  priceBooking,
  slotHalves,
  type Booking,
  type NewBookingBody,
  type PaymentOrder,
} from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../context.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { getHallsByIds } from '../halls/service.ts';
import {
  blockedIn,
  deleteBooking,
  heldSlotCount,
  insertBooking,
  insertDates,
  insertItem,
  insertSlots,
  openHolds,
  slotRows,
  type BookingRow,
  type SlotKey,
} from './repository.ts';
import { lockUser } from '../users/service.ts';
import { toBooking } from './answers.ts';
import { notifyConfirmed } from './capture.ts';
import { ensurePaymentOrder } from './checkout.ts';
import { label, sortSlotRows, isUniqueViolation } from './common.ts';
import { blockedMessages, checkItems, rangeOf, type Wanted } from './check-items.ts';
import { bookingHorizon, releaseExpiredHolds } from './holds.ts';

/** POST /api/booking/new-booking: the checks, the transaction that holds the dates, the order. */

/** A family may hold this many unpaid bookings at once (a hold blocks dates for everyone else). */
export const MAX_OPEN_HOLDS = 3;

export async function createBooking(
  ctx: Ctx,
  input: NewBookingBody,
): Promise<{ booking: Booking; payment: PaymentOrder | null }> {
  const { deps, db } = ctx;
  const userId = userIdOf(ctx);
  const today = todayInIndia(deps.clock);
  const horizon = bookingHorizon(deps);

  const halls = await getHallsByIds(ctx, { ids: input.booking_items.map((i) => i.hall_id) });
  const hallById = new Map(halls.map((h) => [h.id, h]));

  const { wanted, errors } = checkItems({ items: input.booking_items, hallById, today, horizon });
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', summariseFirst(errors), { errors });
  }
  const range = rangeOf(wanted);
  const closed = blockedMessages(wanted, await blockedIn(db, range));
  if (closed.length > 0) {
    throw new AppError('validation', closed[0]!, { errors: { booking_dates: closed } });
  }

  const priced = priceBooking(
    input.booking_items.map((item) => ({
      hall: hallById.get(item.hall_id)!,
      booking_dates: item.booking_dates,
    })),
    input.booking.booking_user_type,
  );

  // Holds that ran out must not stand in the way of this insert.
  await releaseExpiredHolds(deps);

  const now = deps.clock.now();
  const free = priced.amount_to_pay === 0;
  let row: BookingRow;
  try {
    row = await withTx(ctx, async ({ db: tx }) => {
      const locked = await lockUser(tx, userId);
      const memberType = (locked?.memberType ?? null) as BookingUserType | null;
      if (memberType && memberType !== input.booking.booking_user_type) {
        const message = `Your membership is confirmed as ${BOOKING_USER_TYPE_LABELS[memberType]} (${memberType}): book as ${memberType}, or ask the office to correct it.`;
        throw fieldError('booking.booking_user_type', message);
      }
      const holds = await openHolds(tx, userId, now);
      if (holds.length >= MAX_OPEN_HOLDS) {
        const first = holds[0]!.holdExpiresAt!.getTime();
        throw new AppError(
          'too_many_requests',
          `You already have ${holds.length} bookings waiting for payment. Pay for or cancel one first.`,
          { retryAfterSeconds: (first - now.getTime()) / 1000 },
        );
      }
      if (!free) {
        const cap = deps.config.HELD_SLOTS_PER_ACCOUNT;
        const held = await heldSlotCount(tx, userId, now);
        if (held + wanted.length > cap) {
          const message =
            held === 0
              ? `One booking can hold at most ${cap} hall dates until it is paid; this one asks for ${wanted.length}. Book fewer dates at a time.`
              : `You can hold at most ${cap} hall dates at a time until they are paid; you hold ${held} and this booking adds ${wanted.length}. Pay for or cancel a booking first.`;
          throw new AppError('validation', message, {
            errors: { booking_items: [message] },
            code: ERROR_CODES.heldSlotsLimit,
          });
        }
      }
      const booking = await insertBooking(tx, {
        userId,
        bookingUserType: input.booking.booking_user_type,
        memberTypeUnverified: memberType === null,
        eventName: input.booking.event_name || null,
        notes: input.booking.notes || null,
        status: free ? 'confirmed' : 'pending_payment',
        totalBookingAmount: priced.total_booking_amount,
        amountToPay: priced.amount_to_pay,
        holdExpiresAt: free ? null : new Date(now.getTime() + deps.config.HOLD_MINUTES * 60_000),
        confirmedAt: free ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      const slots: (SlotKey & { bookingId: string; slot: string })[] = [];
      for (const [i, item] of input.booking_items.entries()) {
        const line = priced.lines[i]!;
        const itemId = await insertItem(tx, {
          bookingId: booking.id,
          position: i,
          hallId: item.hall_id,
          slot: item.slot,
          bookingAmount: line.booking_amount,
          amount: line.amount,
          deposit: line.deposit,
        });
        await insertDates(
          tx,
          item.booking_dates.map((date) => ({ itemId, bookingId: booking.id, date })),
        );
        for (const date of item.booking_dates) {
          for (const half of slotHalves(item.slot)) {
            slots.push({ hallId: item.hall_id, date, half, bookingId: booking.id, slot: item.slot });
          }
        }
      }
      await insertSlots(tx, sortSlotRows(slots));
      return booking;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await takenConflict(ctx, wanted, range);
  }

  if (free) {
    await notifyConfirmed(deps, row);
    return { booking: await toBooking(db, row), payment: null };
  }

  try {
    return await ensurePaymentOrder(ctx, { booking: row });
  } catch (error) {
    // No order, no way to pay: give the dates back at once rather than holding them for nothing.
    if (error instanceof AppError && error.kind === 'unavailable') await deleteBooking(db, row.id);
    throw error;
  }
}

function summariseFirst(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  return all.length > 1 ? `${all[0]} (and ${all.length - 1} more errors)` : (all[0] ?? 'Invalid booking.');
}

/** The 409 after a unique violation: names the dates that are taken now (read after the rollback). */
async function takenConflict(
  ctx: Ctx,
  wanted: Wanted[],
  range: { hallIds: string[]; from: string; to: string },
): Promise<AppError> {
  const rows = await slotRows(ctx.db, range);
  const holder = new Map(rows.map((r) => [`${r.hallId}|${r.date}|${r.half}`, r.blocked]));
  let messages = wanted.flatMap((w) => {
    const found = slotHalves(w.slot)
      .map((h) => holder.get(`${w.hall.id}|${w.date}|${h}`))
      .filter((b) => b !== undefined);
    if (found.length === 0) return [];
    const what = found.some((blocked) => blocked) ? 'is not open for booking' : 'is no longer available';
    return [`${label(w.date, w.hall.name, w.slot)} ${what}.`];
  });
  if (messages.length === 0) {
    // The holder let go between our insert and this read: still a conflict for this attempt.
    messages = [
      'Some of these dates were being booked by someone else at the same moment. Please try again.',
    ];
  }
  return new AppError('conflict', 'Some of the dates you chose are no longer available.', {
    errors: { booking_dates: messages },
  });
}
