import {
  type AdminHall,
  type AdminHallCreate,
  type AdminHallUpdate,
  BOOKING_USER_TYPES,
  DEFAULT_SLOT_HOURS,
  keptTranslations,
} from '@samaj/shared';
import { type Ctx, record, withTx } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import {
  insertHall,
  lockHall,
  nextHallSortOrder,
  replaceHallPrices,
  updateHall as updateHallRow,
} from './repository.ts';
import { toAdminHall } from './list.ts';

/** The office's changes to halls and their prices, each recorded (ctx.audit) in its transaction. */

const priceRows = (p: AdminHallCreate['payment_amount']) =>
  BOOKING_USER_TYPES.map((t) => ({ userType: t, amount: p[t].amount, deposit: p[t].deposit }));

export async function createHall(ctx: Ctx, input: AdminHallCreate): Promise<AdminHall> {
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const hall = await insertHall(txCtx.db, {
      name: input.name,
      shortName: input.short_name,
      description: input.description,
      capacity: input.capacity,
      bookingAmount: input.booking_amount,
      advancePercent: input.advance_percent,
      balanceDueDays: input.balance_due_days,
      address: input.address,
      slotHours: input.slot_hours ?? DEFAULT_SLOT_HOURS,
      translations: keptTranslations(input.translations),
      sortOrder: await nextHallSortOrder(txCtx.db),
      createdAt: now,
      updatedAt: now,
    });
    const prices = await replaceHallPrices(txCtx.db, hall.id, priceRows(input.payment_amount));
    const after = toAdminHall(hall, prices);
    await record(txCtx, { action: 'hall.create', entity: { type: 'hall', id: hall.id }, after });
    return after;
  });
}

/** Changes the fields given; payment_amount replaces all three prices, translations all the versions. */
export async function updateHall(ctx: Ctx, input: AdminHallUpdate & { id: string }): Promise<AdminHall> {
  if (!isUuid(input.id)) throw notFound('Hall');
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const found = await lockHall(txCtx.db, input.id);
    if (!found) throw notFound('Hall');
    const hall = await updateHallRow(txCtx.db, input.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.short_name !== undefined && { shortName: input.short_name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.capacity !== undefined && { capacity: input.capacity }),
      ...(input.booking_amount !== undefined && { bookingAmount: input.booking_amount }),
      ...(input.advance_percent !== undefined && { advancePercent: input.advance_percent }),
      ...(input.balance_due_days !== undefined && { balanceDueDays: input.balance_due_days }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.slot_hours !== undefined && { slotHours: input.slot_hours }),
      ...(input.translations !== undefined && { translations: keptTranslations(input.translations) }),
      updatedAt: now,
    });
    const prices = input.payment_amount
      ? await replaceHallPrices(txCtx.db, input.id, priceRows(input.payment_amount))
      : found.prices;
    const after = toAdminHall(hall, prices);
    await record(txCtx, {
      action: 'hall.update',
      entity: { type: 'hall', id: input.id },
      before: toAdminHall(found.hall, found.prices),
      after,
    });
    return after;
  });
}
