import {
  addDays,
  BOOKING_HORIZON_DAYS,
  BOOKING_USER_TYPE_LABELS,
  ERROR_CODES,
  type BookingUserType,
  datesInRange,
  daysBetweenInclusive,
  monthRange,
  priceBooking,
  SLOT_LABELS,
  slotHalves,
  slotsConflict,
  type AdminBooking,
  type BlockedDate,
  type Booking,
  type BookingStatus,
  type CalendarEntry,
  type CreateBlockedDatesInput,
  type Hall,
  type NewBookingBody,
  type PaymentOrder,
  type PaymentSuccessBody,
  type Slot,
} from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { getHallsByIds } from '../halls/service.ts';
import { payments, toBookingPayment, type PaymentRow } from '../payments/service.ts';
import { pushToUser } from '../push/service.ts';
import {
  blockedIn,
  bookingsOfUser,
  claimBlockHalves,
  calendarRows,
  deleteBlocked,
  deleteBooking,
  deleteSlotsOf,
  expireHolds,
  findBooking,
  heldSlotCount,
  hallOccupancy as hallOccupancyRow,
  insertBlockedDates,
  insertBooking,
  insertDates,
  insertItem,
  insertSlots,
  itemsOf,
  listForAdmin,
  liveSlots,
  lockBooking,
  lockUser,
  openHolds,
  reclaimBlockHalves,
  slotRows,
  tryAdvisoryXactLock,
  updateBooking,
  usersOf,
  type BookingRow,
  type SlotKey,
} from './repository.ts';

type UserRow = AuthContext['user'];

/** A family may hold this many unpaid bookings at once (a hold blocks dates for everyone else). */
export const MAX_OPEN_HOLDS = 3;
const SWEEP_LOCK_KEY = 727_001;
const MY_BOOKINGS_LIMIT = 200;

// ---------------------------------------------------------------- helpers

/** A PostgreSQL unique violation, whether the driver's error comes bare or wrapped (drizzle's cause). */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const label = (date: string, hallName: string, slot: Slot) => `${date} (${hallName}, ${SLOT_LABELS[slot]})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function toBookings(db: DbOrTx, rows: BookingRow[]): Promise<Booking[]> {
  const ids = rows.map((r) => r.id);
  const [{ items, dates }, paymentRows] = await Promise.all([itemsOf(db, ids), payments.ofBookings(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    booking_user_type: row.bookingUserType as Booking['booking_user_type'],
    event_name: row.eventName,
    notes: row.notes,
    status: row.status as BookingStatus,
    total_booking_amount: row.totalBookingAmount,
    amount_to_pay: row.amountToPay,
    hold_expires_at: iso(row.holdExpiresAt),
    refund_due: row.refundDue,
    items: items
      .filter((i) => i.item.bookingId === row.id)
      .map((i) => ({
        hall_id: i.item.hallId,
        hall_name: i.hallName,
        slot: i.item.slot as Slot,
        booking_dates: dates.filter((d) => d.itemId === i.item.id).map((d) => d.date),
      })),
    payments: paymentRows.filter((p) => p.bookingId === row.id).map(toBookingPayment),
    created_at: row.createdAt.toISOString(),
  }));
}

async function toBooking(db: DbOrTx, row: BookingRow): Promise<Booking> {
  return (await toBookings(db, [row]))[0]!;
}

/** The slot rows a booking holds: each item's dates, each slot's halves. */
async function slotRowsOf(db: DbOrTx, bookingId: string) {
  const { items, dates } = await itemsOf(db, [bookingId]);
  return sortSlotRows(
    items.flatMap(({ item }) =>
      dates
        .filter((d) => d.itemId === item.id)
        .flatMap((d) =>
          slotHalves(item.slot as Slot).map((half) => ({
            hallId: item.hallId,
            date: d.date,
            half,
            bookingId,
            slot: item.slot,
          })),
        ),
    ),
  );
}

/** One order for every insert, so two bookings that overlap on several dates cannot deadlock. */
function sortSlotRows<T extends SlotKey>(rows: T[]): T[] {
  return [...rows].sort((a, b) =>
    a.hallId !== b.hallId
      ? a.hallId < b.hallId
        ? -1
        : 1
      : a.date !== b.date
        ? a.date < b.date
          ? -1
          : 1
        : a.half < b.half
          ? -1
          : a.half > b.half
            ? 1
            : 0,
  );
}

// ---------------------------------------------------------------- holds

/**
 * Expires every unpaid booking whose hold has run out and frees its dates (status and slot rows change
 * in one transaction). Safe to run on several servers at once; on PostgreSQL an advisory lock lets one
 * sweep at a time and the others return at once. Answers how many bookings it expired.
 */
export async function releaseExpiredHolds(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const ids = await deps.database.db.transaction(async (tx) => {
    if (deps.database.kind === 'postgres' && !(await tryAdvisoryXactLock(tx, SWEEP_LOCK_KEY))) return [];
    return expireHolds(tx, now);
  });
  // One line per release, so the logs of several servers show each hold was released once.
  if (ids.length > 0) deps.log?.info({ bookings: ids }, 'released expired holds');
  return ids.length;
}

/** What occupies these halls in a date range: live halves and blocked slots (for availability). */
export async function occupancy(deps: AppDeps, q: { hallIds: string[]; from: string; to: string }) {
  const [taken, blocked] = await Promise.all([
    liveSlots(deps.database.db, { ...q, now: deps.clock.now() }),
    blockedIn(deps.database.db, q),
  ]);
  return {
    taken: taken.map((t) => ({ hall_id: t.hallId, date: t.date, half: t.half as 'M' | 'E' })),
    blocked: blocked.map((b) => ({ hall_id: b.hallId, date: b.date, slot: b.slot as Slot })),
  };
}

/** One hall's occupancy over a range, like occupancy(), in one query; null when there is no such hall. */
export async function hallOccupancy(deps: AppDeps, q: { hallId: string; from: string; to: string }) {
  const found = await hallOccupancyRow(deps.database.db, { ...q, now: deps.clock.now() });
  if (!found.hallExists) return null;
  return {
    taken: found.taken.map((t) => ({ hall_id: q.hallId, date: t.date, half: t.half as 'M' | 'E' })),
    blocked: found.blocked.map((b) => ({ hall_id: q.hallId, date: b.date, slot: b.slot as Slot })),
    nextHoldExpiry: found.nextHoldExpiry ? new Date(found.nextHoldExpiry) : null,
  };
}

/** The last date that can be booked today. */
export function bookingHorizon(deps: AppDeps): string {
  return addDays(todayInIndia(deps.clock), BOOKING_HORIZON_DAYS);
}

// ---------------------------------------------------------------- new booking

interface Wanted {
  item: number;
  hall: Hall;
  slot: Slot;
  date: string;
}

export async function createBooking(
  deps: AppDeps,
  user: UserRow,
  input: NewBookingBody,
): Promise<{ booking: Booking; payment: PaymentOrder | null }> {
  const { db } = deps.database;
  const today = todayInIndia(deps.clock);
  const horizon = bookingHorizon(deps);

  const halls = await getHallsByIds(
    deps,
    input.booking_items.map((i) => i.hall_id),
  );
  const hallById = new Map(halls.map((h) => [h.id, h]));

  // Every rule that needs no lock, reported together the way Laravel does.
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const wanted: Wanted[] = [];
  const seen = new Map<string, string>();
  input.booking_items.forEach((item, i) => {
    const hall = hallById.get(item.hall_id);
    if (!hall) {
      add(`booking_items.${i}.hall_id`, 'The selected hall does not exist.');
      return;
    }
    item.booking_dates.forEach((date, j) => {
      const field = `booking_items.${i}.booking_dates.${j}`;
      if (date < today) return add(field, `${date} is in the past.`);
      if (date > horizon)
        return add(field, `${date} is too far ahead: bookings open ${BOOKING_HORIZON_DAYS} days ahead.`);
      for (const half of slotHalves(item.slot)) {
        const key = `${hall.id}|${date}|${half}`;
        const first = seen.get(key);
        if (first) {
          return add(field, `${label(date, hall.name, item.slot)} overlaps ${first} in this booking.`);
        }
      }
      for (const half of slotHalves(item.slot))
        seen.set(`${hall.id}|${date}|${half}`, label(date, hall.name, item.slot));
      wanted.push({ item: i, hall, slot: item.slot, date });
    });
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', summariseFirst(errors), { errors });
  }

  const hallIds = [...new Set(wanted.map((w) => w.hall.id))];
  const dates = wanted.map((w) => w.date).sort();
  const range = { hallIds, from: dates[0]!, to: dates[dates.length - 1]! };

  const blocked = await blockedIn(db, range);
  const blockedMessages = wanted
    .filter((w) =>
      blocked.some(
        (b) => b.hallId === w.hall.id && b.date === w.date && slotsConflict(w.slot, b.slot as Slot),
      ),
    )
    .map((w) => `${label(w.date, w.hall.name, w.slot)} is not open for booking.`);
  if (blockedMessages.length > 0) {
    throw new AppError('validation', blockedMessages[0]!, { errors: { booking_dates: blockedMessages } });
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
    row = await db.transaction(async (tx) => {
      const locked = await lockUser(tx, user.id);
      const memberType = (locked?.memberType ?? null) as BookingUserType | null;
      if (memberType && memberType !== input.booking.booking_user_type) {
        const message = `Your membership is confirmed as ${BOOKING_USER_TYPE_LABELS[memberType]} (${memberType}): book as ${memberType}, or ask the office to correct it.`;
        throw fieldError('booking.booking_user_type', message);
      }
      const holds = await openHolds(tx, user.id, now);
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
        const held = await heldSlotCount(tx, user.id, now);
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
        userId: user.id,
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
    throw await takenConflict(deps, wanted, range);
  }

  if (free) {
    await notifyConfirmed(deps, row);
    return { booking: await toBooking(db, row), payment: null };
  }

  let payment: PaymentOrder;
  try {
    payment = await ensurePaymentOrder(deps, user, row);
  } catch (error) {
    // No order, no way to pay: give the dates back at once rather than holding them for nothing.
    if (error instanceof AppError && error.kind === 'unavailable') await deleteBooking(db, row.id);
    throw error;
  }
  return { booking: await toBooking(db, row), payment };
}

/**
 * The checkout of an unpaid booking: its open order at this gateway for the booking's amount (one a
 * family closed or failed may be paid again), or a new order made now. A booking whose order was never
 * recorded (a server stopped between the two) gets one here, so a hold is always payable.
 */
async function ensurePaymentOrder(deps: AppDeps, user: UserRow, row: BookingRow): Promise<PaymentOrder> {
  const { db } = deps.database;
  const amountPaise = row.amountToPay * 100;
  const [answer, existing] = await Promise.all([toBooking(db, row), payments.ofBookings(db, [row.id])]);
  const open = existing.findLast(
    (p) =>
      p.provider === deps.payments.provider &&
      (p.status === 'created' || p.status === 'failed') &&
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
      deps.log?.error({ err: error }, 'payment order could not be created');
      throw new AppError('unavailable', 'The payment service is not reachable right now. Please try again.');
    }
    const now = deps.clock.now();
    await payments.insert(db, {
      bookingId: row.id,
      provider: deps.payments.provider,
      orderId,
      amountPaise,
      currency: 'INR',
      status: 'created',
      raw,
      createdAt: now,
      updatedAt: now,
    });
  }
  const hallNames = [...new Set(answer.items.map((i) => i.hall_name))].join(', ');
  const count = answer.items.reduce((n, i) => n + i.booking_dates.length, 0);
  return {
    provider: deps.payments.provider,
    key_id: deps.payments.keyId,
    order_id: orderId,
    amount: amountPaise,
    currency: 'INR',
    name: 'Samaj Banquet Halls',
    description: `${hallNames}: ${count} date${count > 1 ? 's' : ''}`,
    prefill: { name: user.name, email: user.email ?? '', contact: user.mobile },
  };
}

/** POST /api/booking/{id}/pay: the checkout of the caller's booking that is still holding its dates. */
export async function payBooking(
  deps: AppDeps,
  user: UserRow,
  id: string,
): Promise<{ booking: Booking; payment: PaymentOrder }> {
  if (!isUuid(id)) throw notFound('Booking');
  const { db } = deps.database;
  const row = await findBooking(db, id);
  if (!row) throw notFound('Booking');
  if (row.userId !== user.id) throw forbidden('This booking is not yours.');
  const holding =
    row.status === 'pending_payment' &&
    row.holdExpiresAt !== null &&
    row.holdExpiresAt.getTime() > deps.clock.now().getTime();
  if (!holding) {
    const message =
      row.status === 'confirmed'
        ? 'This booking is already paid.'
        : row.status === 'cancelled'
          ? 'This booking was cancelled.'
          : 'The hold on these dates has ended. Please make a new booking.';
    throw new AppError('conflict', message, { errors: { status: [message] } });
  }
  const payment = await ensurePaymentOrder(deps, user, row);
  return { booking: await toBooking(db, row), payment };
}

function summariseFirst(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  return all.length > 1 ? `${all[0]} (and ${all.length - 1} more errors)` : (all[0] ?? 'Invalid booking.');
}

/** The 409 after a unique violation: names the dates that are taken now (read after the rollback). */
async function takenConflict(
  deps: AppDeps,
  wanted: Wanted[],
  range: { hallIds: string[]; from: string; to: string },
): Promise<AppError> {
  const rows = await slotRows(deps.database.db, range);
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

// ---------------------------------------------------------------- payment

type CaptureResult =
  | { kind: 'unknown_order' }
  | { kind: 'other_payment'; booking: BookingRow }
  | { kind: 'already'; booking: BookingRow }
  | { kind: 'amount_mismatch'; booking: BookingRow }
  | { kind: 'applied'; booking: BookingRow; confirmed: boolean };

/** What the gateway says it captured (webhooks carry it; checkout's signature covers only the ids). */
export interface Captured {
  amountPaise: number | undefined;
  currency: string | undefined;
}

/**
 * Records a captured payment for an order and settles its booking, in one transaction: a hold (even
 * one past its time that no sweep has released yet) is confirmed; an expired booking is confirmed if
 * its dates can be taken again, otherwise it stays expired with refund_due; a cancelled one gets
 * refund_due. The same payment again changes nothing. A capture whose amount or currency is not the
 * order's confirms nothing: the booking is flagged amount_mismatch with refund_due for the office.
 */
async function applyCapture(
  deps: AppDeps,
  input: { orderId: string; paymentId: string; raw: unknown; captured?: Captured },
): Promise<CaptureResult> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx): Promise<CaptureResult> => {
    const payment = await payments.lockByOrderId(tx, input.orderId);
    if (!payment) return { kind: 'unknown_order' };
    const booking = await lockBooking(tx, payment.bookingId);
    if (!booking) return { kind: 'unknown_order' };
    if (payment.status === 'captured' || payment.status === 'refunded') {
      return payment.paymentId === input.paymentId
        ? { kind: 'already', booking }
        : { kind: 'other_payment', booking };
    }
    const captured = input.captured;
    if (
      captured &&
      (captured.amountPaise !== payment.amountPaise || captured.currency?.toUpperCase() !== payment.currency)
    ) {
      await payments.update(tx, payment.id, {
        status: 'captured',
        paymentId: input.paymentId,
        capturedPaise: captured.amountPaise ?? null,
        raw: input.raw,
        updatedAt: now,
      });
      const flagged = await updateBooking(tx, booking.id, {
        amountMismatch: true,
        refundDue: true,
        updatedAt: now,
      });
      return { kind: 'amount_mismatch', booking: flagged };
    }
    await payments.update(tx, payment.id, {
      status: 'captured',
      paymentId: input.paymentId,
      raw: input.raw,
      updatedAt: now,
    });
    const confirm = () =>
      updateBooking(tx, booking.id, { status: 'confirmed', confirmedAt: now, updatedAt: now });
    const refundDue = () => updateBooking(tx, booking.id, { refundDue: true, updatedAt: now });

    if (booking.status === 'pending_payment') {
      return { kind: 'applied', booking: await confirm(), confirmed: true };
    }
    if (booking.status === 'expired') {
      const rows = await slotRowsOf(tx, booking.id);
      try {
        // A savepoint: a clash rolls back only the re-insert, not the payment record.
        await tx.transaction(async (sp) => insertSlots(sp, rows));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { kind: 'applied', booking: await refundDue(), confirmed: false };
      }
      return { kind: 'applied', booking: await confirm(), confirmed: true };
    }
    // Cancelled (or, impossibly, confirmed by another order): the money has nowhere to go.
    return { kind: 'applied', booking: await refundDue(), confirmed: false };
  });
}

/** A courtesy push; never throws (the booking is confirmed whatever happens to the push). */
async function notifyConfirmed(deps: AppDeps, booking: BookingRow) {
  const answer = await toBooking(deps.database.db, booking).catch(() => undefined);
  const first = answer?.items[0];
  const what = first ? `${first.hall_name} on ${first.booking_dates[0]}` : 'the hall';
  await pushToUser(deps, booking.userId, {
    title: 'Booking confirmed',
    body: `Your booking of ${what} is confirmed. Thank you!`,
    data: { type: 'booking', id: booking.id },
  });
}

async function refundDueError(deps: AppDeps, booking: BookingRow): Promise<AppError> {
  const answer = await toBooking(deps.database.db, booking);
  const taken = answer.items.flatMap((i) =>
    i.booking_dates.map((d) => `${label(d, i.hall_name, i.slot)} is no longer available.`),
  );
  return new AppError(
    'conflict',
    booking.status === 'cancelled'
      ? 'This booking was cancelled before the payment arrived. The payment will be refunded.'
      : 'The payment arrived after the hold ended and the dates were booked by someone else. The payment will be refunded.',
    { errors: { booking_dates: taken }, code: ERROR_CODES.refundDue },
  );
}

/** POST /api/booking/payment-success: checkout's signature, checked against the order stored here. */
export async function confirmPayment(
  deps: AppDeps,
  user: UserRow,
  input: PaymentSuccessBody,
): Promise<Booking> {
  const found = await payments.findByOrderId(deps.database.db, input.order_id);
  if (!found) throw notFound('Payment order');
  if (found.userId !== user.id) throw forbidden('This booking is not yours.');
  const valid = deps.payments.verifyPaymentSignature(
    found.payment.orderId,
    input.payment_id,
    input.razorpay_signature,
  );
  if (!valid) throw fieldError('razorpay_signature', 'The payment signature is invalid.');

  const result = await applyCapture(deps, {
    orderId: found.payment.orderId,
    paymentId: input.payment_id,
    raw: { source: 'checkout', ...input },
  });
  if (result.kind === 'unknown_order') throw notFound('Payment order');
  if (result.kind === 'other_payment') {
    throw new AppError('conflict', 'This order has already been paid with another payment.', {
      errors: { payment_id: ['This order has already been paid with another payment.'] },
    });
  }
  if (result.kind === 'applied' && result.confirmed) await notifyConfirmed(deps, result.booking);
  if (result.booking.status !== 'confirmed' && result.booking.refundDue) {
    throw await refundDueError(deps, result.booking);
  }
  return toBooking(deps.database.db, result.booking);
}

/** A payment reported by the gateway's webhook (signature already checked on the raw body). */
export async function confirmPaidOrder(
  deps: AppDeps,
  input: { orderId: string; paymentId: string; raw: unknown; captured: Captured },
): Promise<'unknown_order' | 'other_payment' | 'already' | 'amount_mismatch' | 'confirmed' | 'refund_due'> {
  const result = await applyCapture(deps, input);
  if (result.kind !== 'applied') return result.kind;
  if (result.confirmed) await notifyConfirmed(deps, result.booking);
  return result.confirmed ? 'confirmed' : 'refund_due';
}

// ---------------------------------------------------------------- reading and cancelling

export async function listMyBookings(deps: AppDeps, user: UserRow): Promise<Booking[]> {
  const rows = await bookingsOfUser(deps.database.db, user.id, MY_BOOKINGS_LIMIT);
  return toBookings(deps.database.db, rows);
}

export async function showBooking(deps: AppDeps, user: UserRow, id: string): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(deps.database.db, id);
  if (!row) throw notFound('Booking');
  if (row.userId !== user.id && !user.isAdmin) throw forbidden('This booking is not yours.');
  return toBooking(deps.database.db, row);
}

/** The owner gives up an unpaid booking: its dates are free at once. */
export async function cancelBooking(deps: AppDeps, user: UserRow, id: string): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking');
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound('Booking');
    if (booking.userId !== user.id) throw forbidden('This booking is not yours.');
    if (booking.status !== 'pending_payment') {
      const message =
        booking.status === 'confirmed'
          ? 'A paid booking can only be cancelled by the office. Please contact them.'
          : `This booking is already ${booking.status}.`;
      throw new AppError('conflict', message, { errors: { status: [message] } });
    }
    await deleteSlotsOf(tx, booking.id);
    return updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: 'Cancelled by the customer.',
      updatedAt: now,
    });
  });
  return toBooking(deps.database.db, row);
}

// ---------------------------------------------------------------- admin (routes wired by the admin area)

async function toAdminBookings(db: DbOrTx, rows: BookingRow[]): Promise<AdminBooking[]> {
  const [answers, owners] = await Promise.all([
    toBookings(db, rows),
    usersOf(db, [...new Set(rows.map((r) => r.userId))]),
  ]);
  return rows.map((row, i) => {
    const owner = owners.find((u) => u.id === row.userId)!;
    return {
      ...answers[i]!,
      user: { id: owner.id, name: owner.name, mobile: owner.mobile, email: owner.email },
      confirmed_at: iso(row.confirmedAt),
      cancelled_at: iso(row.cancelledAt),
      cancel_reason: row.cancelReason,
      refunded_at: iso(row.refundedAt),
      member_type_unverified: row.memberTypeUnverified,
      amount_mismatch: row.amountMismatch,
    };
  });
}

export async function getBookingForAdmin(deps: AppDeps, id: string): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(deps.database.db, id);
  if (!row) throw notFound('Booking');
  return (await toAdminBookings(deps.database.db, [row]))[0]!;
}

/** Cursor page of bookings, newest first; `from`/`to` keep bookings with a date in that range. */
export async function listBookingsForAdmin(
  deps: AppDeps,
  input: { status?: BookingStatus; from?: string; to?: string; cursor?: string; perPage?: number; url: URL },
) {
  const perPage = input.perPage ?? 20;
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await listForAdmin(deps.database.db, {
    status: input.status,
    from: input.from,
    to: input.to,
    after: after ? { createdAt: new Date(after.created_at), id: after.id } : null,
    limit: perPage + 1,
  });
  const page = buildCursorPage(
    deps.cursors,
    rows,
    perPage,
    input.url,
    (r) => r.booking,
    (r) => ({ created_at: r.booking.createdAt.toISOString(), id: r.booking.id }),
  );
  return { ...page, data: await toAdminBookings(deps.database.db, page.data) };
}

/** Every hall, date and slot held or owned in a month, with its booking. */
export async function bookingsCalendar(deps: AppDeps, year: number, month: number): Promise<CalendarEntry[]> {
  if (!Number.isInteger(year) || year < 2000 || year > 2200) throw fieldError('year', 'Invalid year.');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw fieldError('month', 'Invalid month.');
  const { start, end } = monthRange(year, month);
  await releaseExpiredHolds(deps);
  const rows = await calendarRows(deps.database.db, start, end);
  return rows.map((r) => ({
    hall_id: r.hallId,
    hall_name: r.hallName,
    date: r.date,
    slot: r.slot as Slot,
    booking: {
      id: r.bookingId,
      status: r.status as BookingStatus,
      event_name: r.eventName,
      user: { id: r.userId, name: r.userName, mobile: r.userMobile },
    },
  }));
}

/** The office cancels a booking (held or paid); its dates are free at once; a paid one gets refund_due. */
export async function cancelBookingByAdmin(deps: AppDeps, id: string, reason: string): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking');
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound('Booking');
    if (booking.status !== 'pending_payment' && booking.status !== 'confirmed') {
      const message = `This booking is already ${booking.status}.`;
      throw new AppError('conflict', message, { errors: { status: [message] } });
    }
    const paid = (await payments.ofBookings(tx, [booking.id])).some((p) => p.status === 'captured');
    await deleteSlotsOf(tx, booking.id);
    return updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      refundDue: booking.refundDue || paid,
      updatedAt: now,
    });
  });
  return (await toAdminBookings(deps.database.db, [row]))[0]!;
}

/**
 * Settles a booking's refund_due. By default the captured payments are refunded through the gateway;
 * `{ viaGateway: false }` only records a refund the office made another way.
 */
export async function markRefunded(
  deps: AppDeps,
  id: string,
  options: { viaGateway?: boolean } = {},
): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking');
  const { db } = deps.database;
  const booking = await findBooking(db, id);
  if (!booking) throw notFound('Booking');
  if (!booking.refundDue) {
    const message = 'This booking has no refund due.';
    throw new AppError('conflict', message, { errors: { status: [message] } });
  }
  // A confirmed booking keeps the payment that pays for it: only a mismatched capture goes back.
  const captured = (await payments.ofBookings(db, [id])).filter(
    (p) => p.status === 'captured' && (booking.status !== 'confirmed' || p.capturedPaise !== null),
  );
  const refunds: { payment: PaymentRow; raw: unknown }[] = [];
  if (options.viaGateway ?? true) {
    for (const payment of captured) {
      try {
        const refund = await deps.payments.refund(
          payment.paymentId!,
          payment.capturedPaise ?? payment.amountPaise,
        );
        refunds.push({ payment, raw: { refund_id: refund.refund_id, refund: refund.raw ?? null } });
      } catch (error) {
        deps.log?.error({ err: error }, 'refund failed');
        throw new AppError('unavailable', 'The payment service could not make the refund. Please try again.');
      }
    }
  } else {
    for (const payment of captured) refunds.push({ payment, raw: { refunded: 'outside the gateway' } });
  }
  const now = deps.clock.now();
  const row = await db.transaction(async (tx) => {
    for (const r of refunds) {
      await payments.update(tx, r.payment.id, {
        status: 'refunded',
        raw: { captured: r.payment.raw, refund: r.raw },
        updatedAt: now,
      });
    }
    return updateBooking(tx, id, { refundDue: false, refundedAt: now, updatedAt: now });
  });
  return (await toAdminBookings(db, [row]))[0]!;
}

// ---------------------------------------------------------------- blocked dates

export async function listBlockedDates(
  deps: AppDeps,
  q: { hall_id?: string; from?: string; to?: string } = {},
): Promise<BlockedDate[]> {
  const rows = await blockedIn(deps.database.db, {
    hallIds: q.hall_id ? [q.hall_id] : undefined,
    from: q.from,
    to: q.to,
  });
  return rows.map((r) => ({
    id: r.id,
    hall_id: r.hallId,
    hall_name: r.hallName,
    slot: r.slot as Slot,
    date: r.date,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * Closes every date from `from` to `to` for a hall and slot. Dates already held or booked are refused
 * (409 naming them): the office cancels those bookings first, so no family loses a date silently. The
 * blocks claim their halves in booking_slots in the same transaction, so a booking made at the same
 * moment either lands first (and the block is refused) or is refused itself.
 */
export async function createBlockedDates(
  deps: AppDeps,
  input: CreateBlockedDatesInput,
  createdBy?: string,
): Promise<BlockedDate[]> {
  const [hall] = await getHallsByIds(deps, isUuid(input.hall_id) ? [input.hall_id] : []);
  if (!hall) throw fieldError('hall_id', 'The selected hall does not exist.');
  if (input.to < input.from) throw fieldError('to', 'The end date must be on or after the start date.');
  if (daysBetweenInclusive(input.from, input.to) > 366)
    throw fieldError('to', 'Block at most 366 days at once.');
  await releaseExpiredHolds(deps);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const added = await insertBlockedDates(
      tx,
      datesInRange(input.from, input.to).map((date) => ({
        hallId: hall.id,
        slot: input.slot,
        date,
        reason: input.reason,
        createdBy: createdBy ?? null,
        createdAt: now,
      })),
    );
    const held = await claimBlockHalves(tx, added);
    if (held.length > 0) {
      const clashes = [...new Set(held.map((h) => h.date))]
        .sort()
        .map((d) => `${label(d, hall.name, input.slot)} is already booked; cancel that booking first.`);
      throw new AppError('conflict', clashes[0]!, { errors: { booking_dates: clashes } });
    }
  });
  const all = await listBlockedDates(deps, { hall_id: hall.id, from: input.from, to: input.to });
  return all.filter((b) => b.slot === input.slot);
}

export async function deleteBlockedDate(deps: AppDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Blocked date');
  const found = await deps.database.db.transaction(async (tx) => {
    const deleted = await deleteBlocked(tx, id);
    // Another block of the same date (a morning inside a full day) keeps its halves closed.
    if (deleted) await reclaimBlockHalves(tx, deleted.hallId, deleted.date);
    return deleted !== undefined;
  });
  if (!found) throw notFound('Blocked date');
}
