import {
  AVAILABILITY_MAX_COMBINATIONS,
  AVAILABILITY_MAX_DAYS,
  datesInRange,
  daysBetweenInclusive,
  isSlotFree,
  monthAvailabilityAnswer,
  monthAvailabilityBody,
  monthRange,
  type Half,
  type Slot,
} from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { fieldError } from '../../../lib/errors.ts';
import { fixedAnswer, type CachedAnswer } from '../../../lib/public-cache.ts';
import { getHallsByIds, listHalls } from '../../halls/service.ts';
import { bookingHorizon, hallOccupancy, occupancy } from '../booking/holds.ts';

/**
 * A "is this free?" function for these halls over a date range: a date is free for a slot when it is
 * today or later (India), within the booking horizon, not blocked for a clashing slot, and no live
 * booking (confirmed, or a hold not yet past its time) holds a clashing half.
 */
async function freeChecker(ctx: Ctx, q: { hallIds: string[]; from: string; to: string }) {
  return checkerOf(ctx, await occupancy(ctx, q));
}

function checkerOf(ctx: Ctx, { taken, blocked }: Awaited<ReturnType<typeof occupancy>>) {
  const today = todayInIndia(ctx.deps.clock);
  const horizon = bookingHorizon(ctx);
  const halves = new Map<string, Half[]>();
  for (const t of taken) {
    const key = `${t.hall_id}|${t.date}`;
    halves.set(key, [...(halves.get(key) ?? []), t.half]);
  }
  const blocks = new Map<string, Slot[]>();
  for (const b of blocked) {
    const key = `${b.hall_id}|${b.date}`;
    blocks.set(key, [...(blocks.get(key) ?? []), b.slot]);
  }
  return (hallId: string, date: string, slot: Slot) =>
    date >= today &&
    date <= horizon &&
    isSlotFree(slot, halves.get(`${hallId}|${date}`) ?? [], blocks.get(`${hallId}|${date}`) ?? []);
}

function checkRange(start: string, end: string) {
  if (end < start) throw fieldError('end', 'endAfterStart');
  const days = daysBetweenInclusive(start, end);
  if (days > AVAILABILITY_MAX_DAYS) throw fieldError('end', 'askAtMostDays', { max: AVAILABILITY_MAX_DAYS });
  return days;
}

const noDates = fixedAnswer('[]');

/**
 * POST /api/hall/check-availablility-month: the free dates of a month, today on. Any failure, bad input
 * included, answers [] (the clients treat an empty list as "nothing to offer"). The answer is kept in
 * the public cache until a write, its lifetime, or the first hold in it lapsing, whichever comes first.
 */
export async function freeDatesOfMonth(ctx: Ctx, body: unknown): Promise<CachedAnswer> {
  const { deps } = ctx;
  const parsed = monthAvailabilityBody.safeParse(body);
  if (!parsed.success) return noDates;
  const { hall_id, slot, year, month } = parsed.data;
  const today = todayInIndia(deps.clock);
  try {
    return await deps.cache.get(
      `availability ${hall_id} ${slot} ${year}-${month} ${today}`,
      monthAvailabilityAnswer,
      async () => {
        const { start, end } = monthRange(year, month);
        const from = start < today ? today : start;
        if (from > end) return { value: [] };
        // The hall's existence and its month's bookings and blocks come in one query.
        const found = await hallOccupancy(ctx, { hallId: hall_id, from, to: end });
        if (!found) return { value: [] };
        const isFree = checkerOf(ctx, found);
        return {
          value: datesInRange(from, end).filter((d) => isFree(hall_id, d, slot)),
          validUntil: found.nextHoldExpiry,
        };
      },
    );
  } catch (error) {
    deps.log?.warn({ err: error }, 'month availability failed');
    return noDates;
  }
}

/** POST /api/hall/check-availablility: every hall × date × slot asked for, with whether it is free. */
export async function availabilityGrid(
  ctx: Ctx,
  input: { halls: string[]; start: string; end: string; slots: Slot[] },
) {
  const days = checkRange(input.start, input.end);
  const hallIds = [...new Set(input.halls)];
  const slots = [...new Set(input.slots)];
  if (days * hallIds.length * slots.length > AVAILABILITY_MAX_COMBINATIONS) {
    throw fieldError('end', 'tooManyCombinations', {
      count: days * hallIds.length * slots.length,
      max: AVAILABILITY_MAX_COMBINATIONS,
    });
  }
  const known = new Set((await getHallsByIds(ctx, { ids: hallIds })).map((h) => h.id));
  const unknown = hallIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('halls', 'unknownHall', { list: unknown.join(', ') });
  const isFree = await freeChecker(ctx, { hallIds, from: input.start, to: input.end });
  const dates = datesInRange(input.start, input.end);
  return {
    data: hallIds.flatMap((hallId) =>
      dates.flatMap((date) =>
        slots.map((slot) => ({ hall_id: hallId, date, slot, available: isFree(hallId, date, slot) })),
      ),
    ),
  };
}

/** POST /api/hall/check-availablility-new: for every hall, its free dates in the range for one slot. */
export async function availabilityByHall(
  ctx: Ctx,
  input: { start: string; end: string; selected_slot: Slot },
) {
  checkRange(input.start, input.end);
  const halls = await listHalls(ctx);
  const isFree = await freeChecker(ctx, {
    hallIds: halls.map((h) => h.id),
    from: input.start,
    to: input.end,
  });
  const dates = datesInRange(input.start, input.end);
  return {
    data: halls.map((hall) => {
      const available = dates.filter((d) => isFree(hall.id, d, input.selected_slot));
      return { hall, available_dates: available, fully_available: available.length === dates.length };
    }),
  };
}
