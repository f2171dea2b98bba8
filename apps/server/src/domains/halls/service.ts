import { BOOKING_USER_TYPES, type Hall } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
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
  };
}

export async function listHalls(deps: AppDeps): Promise<Hall[]> {
  const rows = await listHallRows(deps.database.db);
  return rows.map(({ hall, prices }) => toHall(hall, prices));
}

/** The halls with these ids (unknown ids are simply absent), with their current prices. */
export async function getHallsByIds(deps: AppDeps, ids: string[]): Promise<Hall[]> {
  const rows = await findHallRows(deps.database.db, [...new Set(ids)]);
  return rows.map(({ hall, prices }) => toHall(hall, prices));
}
