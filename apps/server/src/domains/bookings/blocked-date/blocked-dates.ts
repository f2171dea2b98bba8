import { todayInIndia } from '../../../lib/clock.ts';
import {
  datesInRange,
  daysBetweenInclusive,
  type BlockedDate,
  type CreateBlockedDatesInput,
  type Slot,
} from '@samaj/shared';
import { contextOf, type Ctx, record, withTx } from '../../../context.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { getHallsByIds } from '../../halls/service.ts';
import {
  blockedIn,
  claimBlockHalves,
  deleteBlocked,
  insertBlockedDates,
  reclaimBlockHalves,
} from '../repository.ts';
import { label } from '../common.ts';
import { releaseExpiredHolds } from '../booking/holds.ts';
import { msg } from '../../../i18n/translate.ts';

/** Dates the office closes; each block claims its halves in booking_slots (decision 019). */

export async function listBlockedDates(
  ctx: Ctx,
  q: { hall_id?: string; from?: string; to?: string } = {},
): Promise<BlockedDate[]> {
  const rows = await blockedIn(ctx.db, {
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
export async function createBlockedDates(ctx: Ctx, input: CreateBlockedDatesInput): Promise<BlockedDate[]> {
  const { deps } = ctx;
  const [hall] = await getHallsByIds(ctx, { ids: isUuid(input.hall_id) ? [input.hall_id] : [] });
  if (!hall) throw fieldError('hall_id', 'hallNotExist');
  if (input.from < todayInIndia(deps.clock)) {
    throw fieldError('from', 'blockDatePassed');
  }
  if (input.to < input.from) throw fieldError('to', 'endAfterStart');
  if (daysBetweenInclusive(input.from, input.to) > 366)
    throw fieldError('to', 'blockAtMostDays', { max: '366' });
  // The system's work, not the office's change: in a context of its own (no audit record).
  await releaseExpiredHolds(contextOf(deps));
  const now = deps.clock.now();
  await withTx(ctx, async (txCtx) => {
    const added = await insertBlockedDates(
      txCtx.db,
      datesInRange(input.from, input.to).map((date) => ({
        hallId: hall.id,
        slot: input.slot,
        date,
        reason: input.reason,
        createdBy: ctx.actor,
        createdAt: now,
      })),
    );
    const held = await claimBlockHalves(txCtx.db, added);
    if (held.length > 0) {
      const clashes = [...new Set(held.map((h) => h.date))]
        .sort()
        .map((d) => msg('alreadyBookedCancelFirst', { what: label(d, hall.name, input.slot) }));
      throw new AppError('conflict', clashes[0]!, { errors: { booking_dates: clashes } });
    }
    // One record for the whole range, naming the dates this call closed.
    await record(txCtx, {
      action: 'blocked_dates.create',
      entity: { type: 'hall', id: hall.id },
      after: { ...input, dates: added.map((b) => ({ id: b.id, date: b.date, slot: b.slot })) },
    });
  });
  const all = await listBlockedDates(ctx, { hall_id: hall.id, from: input.from, to: input.to });
  return all.filter((b) => b.slot === input.slot);
}

export async function deleteBlockedDate(ctx: Ctx, input: { id: string }): Promise<void> {
  if (!isUuid(input.id)) throw notFound('Blocked date');
  const found = await withTx(ctx, async (txCtx) => {
    const deleted = await deleteBlocked(txCtx.db, input.id);
    if (!deleted) return false;
    // Another block of the same date (a morning inside a full day) keeps its halves closed.
    await reclaimBlockHalves(txCtx.db, deleted.hallId, deleted.date);
    await record(txCtx, {
      action: 'blocked_date.delete',
      entity: { type: 'blocked_date', id: deleted.id },
      before: {
        id: deleted.id,
        hall_id: deleted.hallId,
        slot: deleted.slot,
        date: deleted.date,
        reason: deleted.reason,
      },
    });
    return true;
  });
  if (!found) throw notFound('Blocked date');
}
