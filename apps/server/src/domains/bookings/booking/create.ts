import {
  type BookingUserType,
  priceBooking,
  slotHalves,
  type Booking,
  type NewBookingBody,
  type PaymentOrder,
} from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { AppError, summarise } from '../../../lib/errors.ts';
import { getHallsByIds } from '../../halls/service.ts';
import {
  blockedIn,
  heldSlotCount,
  insertBooking,
  insertDates,
  insertItem,
  insertSlots,
  nextNumber,
  openHolds,
  releasedBy,
  updateBooking,
  slotRows,
  type BookingRow,
  type SlotKey,
} from '../repository.ts';
import { lockUser, requireMobileVerified } from '../../users/service.ts';
import { accountLimitError } from './account-limits.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { bookingAnswer } from './read.ts';
import { notifyConfirmed } from './notices.ts';
import { ensurePaymentOrder } from '../payment/checkout.ts';
import { label, sortSlotRows } from '../common.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { blockedMessages, checkItems, rangeOf, type Wanted } from './check-items.ts';
import { bookingHorizon, releaseExpiredHolds } from './holds.ts';
import { coolingDown, cooldownError } from './hold-cooldown.ts';
import { advancePlan } from '../payment/money.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * POST /api/booking/new-booking, one step a function: check the request (pure checks, then the
 * closed dates), price it, hold the dates in one transaction under the family's row lock, then open
 * the payment order (a free booking is confirmed at once).
 */
export async function createBooking(
  ctx: Ctx,
  input: NewBookingBody,
): Promise<{ booking: Booking; payment: PaymentOrder | null }> {
  await requireMobileVerified(ctx.db, userIdOf(ctx));
  const checked = await checkRequest(ctx, input);
  // Holds that ran out must not stand in the way of this insert: their slot rows stay until released,
  // and the scheduler's run may be up to 30 s away (holds.ts).
  await releaseExpiredHolds(ctx);
  const row = await holdDates(ctx, input, checked);

  if (row.status === 'confirmed') {
    await notifyConfirmed(ctx, row);
    return { booking: await bookingAnswer(ctx, row), payment: null };
  }
  // A gateway that fails or does not answer is a 503 carrying the booking: it keeps its hold and
  // POST /{id}/pay makes the order when the gateway is back (payment/checkout.ts).
  return ensurePaymentOrder(ctx, { booking: row });
}

type Checked = {
  wanted: Wanted[];
  range: ReturnType<typeof rangeOf>;
  priced: ReturnType<typeof priceBooking>;
  plan: ReturnType<typeof advancePlan>;
  today: string;
};

/** 422 for what is wrong with the request itself (items, dates, halls) or for dates the office closed. */
async function checkRequest(ctx: Ctx, input: NewBookingBody): Promise<Checked> {
  const today = todayInIndia(ctx.deps.clock);
  const horizon = bookingHorizon(ctx);
  const halls = await getHallsByIds(ctx, { ids: input.booking_items.map((i) => i.hall_id) });
  const hallById = new Map(halls.map((h) => [h.id, h]));

  const { wanted, errors } = checkItems({ items: input.booking_items, hallById, today, horizon });
  if (Object.keys(errors).length > 0) {
    throw new AppError(
      'validation',
      summarise(errors, { empty: msg('invalidBooking'), pluralForOne: true }),
      { errors },
    );
  }
  const range = rangeOf(wanted);
  const closed = blockedMessages(wanted, await blockedIn(ctx.db, range));
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
  const plan = advancePlan(
    input.booking_items.map((item, i) => {
      const hall = hallById.get(item.hall_id)!;
      return {
        amountToPay: priced.lines[i]!.amount_to_pay,
        advancePercent: hall.advance_percent,
        balanceDueDays: hall.balance_due_days,
      };
    }),
    range.from,
    today,
  );
  return { wanted, range, priced, plan, today };
}

/**
 * The transaction: the family's limits under its row lock (account-limits.ts), then the booking, its
 * items, dates and slot rows. A slot row another booking holds fails the insert (unique): 409 naming
 * the dates taken.
 */
async function holdDates(ctx: Ctx, input: NewBookingBody, checked: Checked): Promise<BookingRow> {
  const { deps } = ctx;
  const userId = userIdOf(ctx);
  const now = deps.clock.now();
  const { priced, wanted } = checked;
  const free = priced.amount_to_pay === 0;
  try {
    return await withTx(ctx, async ({ db: tx }) => {
      const locked = await lockUser(tx, userId);
      const cooldownMs = deps.config.HOLD_COOLDOWN_MINUTES * 60_000;
      if (cooldownMs > 0) {
        const released = await releasedBy(tx, userId, new Date(now.getTime() - cooldownMs), checked.range);
        const clashes = coolingDown(wanted, released, cooldownMs, now);
        if (clashes.length > 0) throw cooldownError(clashes);
      }
      const memberType = (locked?.memberType ?? null) as BookingUserType | null;
      const holds = await openHolds(tx, userId, now);
      const refused = accountLimitError(
        {
          memberType,
          holdsEndAt: holds.map((h) => h.holdExpiresAt!),
          heldSlots: free ? 0 : await heldSlotCount(tx, userId, now),
        },
        {
          userType: input.booking.booking_user_type,
          slots: wanted.length,
          free,
          cap: deps.config.HELD_SLOTS_PER_ACCOUNT,
          now,
        },
      );
      if (refused) throw refused;
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
        advanceAmount: checked.plan.balanceDueOn ? checked.plan.advance : null,
        balanceDueOn: checked.plan.balanceDueOn,
        createdAt: now,
        updatedAt: now,
      });
      await insertLines(tx, booking.id, input, priced);
      // Numbered last, so the counter's row lock is held only until this commit.
      const year = checked.today.slice(0, 4);
      const n = await nextNumber(tx, 'booking', year);
      return updateBooking(tx, booking.id, { reference: `SMJ-${year}-${String(n).padStart(6, '0')}` });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await takenConflict(ctx, wanted, checked.range);
  }
}

/** The booking's items with their prices, their dates, and the slot rows that claim each half. */
async function insertLines(
  tx: DbOrTx,
  bookingId: string,
  input: NewBookingBody,
  priced: Checked['priced'],
): Promise<void> {
  const slots: (SlotKey & { bookingId: string; slot: string })[] = [];
  for (const [i, item] of input.booking_items.entries()) {
    const line = priced.lines[i]!;
    const itemId = await insertItem(tx, {
      bookingId,
      position: i,
      hallId: item.hall_id,
      slot: item.slot,
      bookingAmount: line.booking_amount,
      amount: line.amount,
      deposit: line.deposit,
    });
    await insertDates(
      tx,
      item.booking_dates.map((date) => ({ itemId, bookingId, date })),
    );
    for (const date of item.booking_dates) {
      for (const half of slotHalves(item.slot)) {
        slots.push({ hallId: item.hall_id, date, half, bookingId, slot: item.slot });
      }
    }
  }
  // In a fixed order, so two bookings claiming the same halves never deadlock (sortSlotRows).
  await insertSlots(tx, sortSlotRows(slots));
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
    const what = label(w.date, w.hall.name, w.slot);
    return [
      found.some((blocked) => blocked)
        ? msg('notOpenForBooking', { what })
        : msg('noLongerAvailable', { what }),
    ];
  });
  if (messages.length === 0) {
    // The holder let go between our insert and this read: still a conflict for this attempt.
    messages = [msg('datesRace')];
  }
  return new AppError('conflict', msg('datesTaken'), {
    errors: { booking_dates: messages },
  });
}
