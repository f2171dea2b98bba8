import { SLOT_LABELS, type Slot, type WaitlistEntry } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { getHallsByIds } from '../../halls/service.ts';
import { notify } from '../../notifications/service.ts';
import { requireMobileVerified } from '../../users/service.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import {
  claimWaitlistOffer,
  deleteWaitlist,
  firstInLineOfFreeSlots,
  insertWaitlist,
  slotTaken,
  waitlistOfUser,
} from '../repository.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * The waitlist: a family waits for a taken hall, date and slot; when it frees (a hold expires, a
 * booking is cancelled, a block is removed) the first in line is told. The next in line is told a day
 * later if the slot is still free, so the first has time to book it.
 */

const OFFER_QUIET_MS = 24 * 60 * 60_000;

export async function joinWaitlist(
  ctx: Ctx,
  input: { hall_id: string; slot: Slot; date: string },
): Promise<WaitlistEntry> {
  const userId = userIdOf(ctx);
  await requireMobileVerified(ctx.db, userId);
  const today = todayInIndia(ctx.deps.clock);
  if (input.date < today) throw fieldError('date', 'dateTodayOrLater');
  const [hall] = await getHallsByIds(ctx, { ids: [input.hall_id] });
  if (!hall) throw fieldError('hall_id', 'hallNotExist');
  if (!(await slotTaken(ctx.db, { hallId: input.hall_id, date: input.date, slot: input.slot }))) {
    throw fieldError('date', 'waitlistSlotFree');
  }
  try {
    await insertWaitlist(ctx.db, {
      userId,
      hallId: input.hall_id,
      slot: input.slot,
      date: input.date,
      createdAt: ctx.deps.clock.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = msg('waitlistAlready');
    throw new AppError('conflict', message, { field: 'date' });
  }
  const mine = await listWaitlist(ctx);
  return mine.find((e) => e.hall_id === input.hall_id && e.date === input.date && e.slot === input.slot)!;
}

export async function listWaitlist(ctx: Ctx): Promise<WaitlistEntry[]> {
  const rows = await waitlistOfUser(ctx.db, userIdOf(ctx), todayInIndia(ctx.deps.clock));
  return rows.map(({ entry, hallName, position }) => ({
    id: entry.id,
    hall_id: entry.hallId,
    hall_name: hallName,
    slot: entry.slot as Slot,
    date: entry.date,
    position: Number(position),
    notified_at: entry.notifiedAt?.toISOString() ?? null,
    created_at: entry.createdAt.toISOString(),
  }));
}

export async function leaveWaitlist(ctx: Ctx, input: { id: string }): Promise<void> {
  if (!isUuid(input.id) || !(await deleteWaitlist(ctx.db, input.id, userIdOf(ctx)))) {
    throw notFound('Waitlist entry');
  }
}

/**
 * Tells the first in line of every slot that is free again. Safe on several servers: an entry is
 * claimed (notified_at set where it was null) before its notice, so each is told once.
 */
export async function offerFreedSlots(ctx: Ctx): Promise<number> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const rows = await firstInLineOfFreeSlots(
    ctx.db,
    todayInIndia(deps.clock),
    new Date(now.getTime() - OFFER_QUIET_MS),
  );
  let told = 0;
  for (const row of rows) {
    if (!(await claimWaitlistOffer(ctx.db, row.id, now))) continue;
    const [hall] = await getHallsByIds(ctx, { ids: [row.hallId] });
    await notify(ctx, {
      userId: row.userId,
      type: 'booking.waitlist',
      title: { id: 'waitlistFreeTitle' },
      body: {
        id: 'waitlistFreeBody',
        params: {
          what: msg('bookingWhat', { hall: hall?.name ?? 'The hall', date: row.date }),
          slot: SLOT_LABELS[row.slot as Slot],
        },
      },
      data: { type: 'waitlist', id: row.id },
    });
    told += 1;
  }
  return told;
}
