import type { Ctx } from '../../context.ts';
import { BOOKING_USER_TYPES, type Hall } from '@samaj/shared';
import { findHallRows, listHallRows, type HallPriceRow, type HallRow } from './repository.ts';

export function toHall(hall: HallRow, prices: HallPriceRow[]): Hall {
  const priceOf = (type: string) => {
    const p = prices.find((x) => x.userType === type);
    return { amount: p?.amount ?? 0, deposit: p?.deposit ?? 0 };
  };
  return {
    id: hall.id,
    name: hall.name,
    short_name: hall.shortName,
    description: hall.description,
    capacity: hall.capacity,
    booking_amount: hall.bookingAmount,
    payment_amount: Object.fromEntries(
      BOOKING_USER_TYPES.map((t) => [t, priceOf(t)]),
    ) as Hall['payment_amount'],
    advance_percent: hall.advancePercent,
    balance_due_days: hall.balanceDueDays,
  };
}

export async function listHalls(ctx: Ctx): Promise<Hall[]> {
  const rows = await listHallRows(ctx.db);
  return rows.map(({ hall, prices }) => toHall(hall, prices));
}

/** The halls with these ids (unknown ids are simply absent), with their current prices. */
export async function getHallsByIds(ctx: Ctx, input: { ids: string[] }): Promise<Hall[]> {
  const rows = await findHallRows(ctx.db, [...new Set(input.ids)]);
  return rows.map(({ hall, prices }) => toHall(hall, prices));
}
