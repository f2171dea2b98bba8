import { describe, expect, it } from 'vitest';
import { priceBooking } from './pricing.ts';

const hall = (booking_amount: number, amount: number, deposit: number) => ({
  booking_amount,
  payment_amount: {
    CM: { amount, deposit },
    M: { amount: amount * 2, deposit },
    NCM: { amount: amount * 3, deposit: deposit * 2 },
  },
});

describe('priceBooking', () => {
  it('multiplies each item by its number of dates and sums the items', () => {
    const result = priceBooking(
      [
        { hall: hall(1000, 20000, 5000), booking_dates: ['2030-01-01', '2030-01-02'] },
        { hall: hall(500, 10000, 2000), booking_dates: ['2030-01-03'] },
      ],
      'CM',
    );
    expect(result.total_booking_amount).toBe(1000 * 2 + 500);
    expect(result.amount_to_pay).toBe((20000 + 5000) * 2 + (10000 + 2000));
  });

  it('uses the prices of the booking user type', () => {
    const result = priceBooking([{ hall: hall(1000, 20000, 5000), booking_dates: ['2030-01-01'] }], 'NCM');
    expect(result.amount_to_pay).toBe(60000 + 10000);
    expect(result.total_booking_amount).toBe(1000);
  });

  it('is zero for no items', () => {
    expect(priceBooking([], 'M')).toMatchObject({ total_booking_amount: 0, amount_to_pay: 0 });
  });
});
