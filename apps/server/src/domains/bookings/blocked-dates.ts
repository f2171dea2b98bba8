import {
  datesInRange,
  daysBetweenInclusive,
  type BlockedDate,
  type CreateBlockedDatesInput,
  type Slot,
} from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { getHallsByIds } from '../halls/service.ts';
import {
  blockedIn,
  claimBlockHalves,
  deleteBlocked,
  insertBlockedDates,
  reclaimBlockHalves,
} from './repository.ts';
import { label } from './common.ts';
import { releaseExpiredHolds } from './holds.ts';

/** Dates the office closes; each block claims its halves in booking_slots (decision 019). */

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
