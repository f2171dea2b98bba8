import type { Ctx } from '../../context.ts';
import {
  type AdminHall,
  BOOKING_USER_TYPES,
  type HallAnswer,
  HALL_TEXT_FIELDS,
  inLanguage,
  type Language,
  ORIGINAL_LANGUAGE,
  slotHoursOf,
} from '@samaj/shared';
import { findHallRows, listHallRows, type HallPriceRow, type HallRow } from './repository.ts';

/** The hall as the office wrote it (the English original), with its versions. */
export function toAdminHall(hall: HallRow, prices: HallPriceRow[]): AdminHall {
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
    ) as AdminHall['payment_amount'],
    advance_percent: hall.advancePercent,
    balance_due_days: hall.balanceDueDays,
    address: hall.address,
    slot_hours: slotHoursOf(hall.slotHours),
    translations: hall.translations,
  };
}

/** The hall in the reader's language when the office wrote that version, else the original. */
export function toHall(
  hall: HallRow,
  prices: HallPriceRow[],
  lang: Language = ORIGINAL_LANGUAGE,
): HallAnswer {
  const { translations, ...original } = toAdminHall(hall, prices);
  return inLanguage(original, translations, HALL_TEXT_FIELDS, lang);
}

export async function listHalls(ctx: Ctx, input: { lang?: Language } = {}): Promise<HallAnswer[]> {
  const rows = await listHallRows(ctx.db);
  return rows.map(({ hall, prices }) => toHall(hall, prices, input.lang));
}

/** Every hall as the office edits it. */
export async function listHallsForAdmin(ctx: Ctx): Promise<AdminHall[]> {
  const rows = await listHallRows(ctx.db);
  return rows.map(({ hall, prices }) => toAdminHall(hall, prices));
}

/** The halls with these ids (unknown ids are simply absent), with their current prices. */
export async function getHallsByIds(ctx: Ctx, input: { ids: string[] }): Promise<HallAnswer[]> {
  const rows = await findHallRows(ctx.db, [...new Set(input.ids)]);
  return rows.map(({ hall, prices }) => toHall(hall, prices));
}
