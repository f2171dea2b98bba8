import { addDays, BOOKING_HORIZON_DAYS, type Slot } from '@samaj/shared';
import { type Ctx, withTx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import {
  blockedIn,
  expireHolds,
  hallOccupancy as hallOccupancyRow,
  liveSlots,
  tryAdvisoryXactLock,
} from '../repository.ts';

/** Holds: releasing the ones that ran out, and what occupies the halls (for availability). */

const SWEEP_LOCK_KEY = 727_001;

/**
 * Expires every unpaid booking whose hold has run out and frees its dates (status and slot rows change
 * in one transaction). Safe to run on several servers at once; on PostgreSQL an advisory lock lets one
 * sweep at a time and the others return at once. Answers how many bookings it expired. A job of
 * scheduler.ts (every 30 s, and at start-up), and called inline before a booking's insert, the office's
 * calendar and a closure of dates: a hold past its time still has its slot rows until it is released,
 * and they would refuse the insert (reads need no sweep: they compare hold_expires_at with now).
 */
export async function releaseExpiredHolds(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const ids = await withTx(ctx, async (txCtx) => {
    if (deps.database.kind === 'postgres' && !(await tryAdvisoryXactLock(txCtx.db, SWEEP_LOCK_KEY)))
      return [];
    return expireHolds(txCtx.db, now);
  });
  // One line per release, so the logs of several servers show each hold was released once.
  if (ids.length > 0) deps.log?.info({ bookings: ids }, 'released expired holds');
  return ids.length;
}

/** What occupies these halls in a date range: live halves and blocked slots (for availability). */
export async function occupancy(ctx: Ctx, q: { hallIds: string[]; from: string; to: string }) {
  const [taken, blocked] = await Promise.all([
    liveSlots(ctx.db, { ...q, now: ctx.deps.clock.now() }),
    blockedIn(ctx.db, q),
  ]);
  return {
    taken: taken.map((t) => ({ hall_id: t.hallId, date: t.date, half: t.half as 'M' | 'E' })),
    blocked: blocked.map((b) => ({ hall_id: b.hallId, date: b.date, slot: b.slot as Slot })),
  };
}

/** One hall's occupancy over a range, like occupancy(), in one query; null when there is no such hall. */
export async function hallOccupancy(ctx: Ctx, q: { hallId: string; from: string; to: string }) {
  const found = await hallOccupancyRow(ctx.db, { ...q, now: ctx.deps.clock.now() });
  if (!found.hallExists) return null;
  return {
    taken: found.taken.map((t) => ({ hall_id: q.hallId, date: t.date, half: t.half as 'M' | 'E' })),
    blocked: found.blocked.map((b) => ({ hall_id: q.hallId, date: b.date, slot: b.slot as Slot })),
    nextHoldExpiry: found.nextHoldExpiry ? new Date(found.nextHoldExpiry) : null,
  };
}

/** The last date that can be booked today. */
export function bookingHorizon(ctx: Ctx): string {
  return addDays(todayInIndia(ctx.deps.clock), BOOKING_HORIZON_DAYS);
}
