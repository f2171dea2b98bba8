import type { BookingUserType } from './enums.ts';

export interface HallPrices {
  booking_amount: number;
  payment_amount: Record<BookingUserType, { amount: number; deposit: number }>;
}

export interface PricedItem {
  hall: HallPrices;
  booking_dates: readonly string[];
}

export interface ItemBreakdown {
  dates: number;
  booking_amount: number;
  amount: number;
  deposit: number;
  total_booking_amount: number;
  amount_to_pay: number;
}

/** One item's share: booking_amount × dates, and (amount + deposit) × dates for the user type. */
export function priceItem(item: PricedItem, userType: BookingUserType): ItemBreakdown {
  const dates = item.booking_dates.length;
  const { amount, deposit } = item.hall.payment_amount[userType];
  return {
    dates,
    booking_amount: item.hall.booking_amount,
    amount,
    deposit,
    total_booking_amount: item.hall.booking_amount * dates,
    amount_to_pay: (amount + deposit) * dates,
  };
}

/** Product spec section 9: both totals are sums over the items, in integer rupees. */
export function priceBooking(items: readonly PricedItem[], userType: BookingUserType) {
  const lines = items.map((item) => priceItem(item, userType));
  return {
    lines,
    total_booking_amount: lines.reduce((sum, l) => sum + l.total_booking_amount, 0),
    amount_to_pay: lines.reduce((sum, l) => sum + l.amount_to_pay, 0),
  };
}
