import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, gardenHall, mainHall, makeBooking } from '../../../test/fixtures/booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { bookingFigures, draftFigures, type MoneyFigures } from '../utils/money-figures.ts';
import { MoneySummary } from './money-summary.tsx';

beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

const showSummary = async (figures: MoneyFigures) => {
  renderRoutes([{ path: '/', Component: () => <MoneySummary figures={figures} /> }]);
  return screen.findByRole('region', { name: 'Payment summary' });
};

// Two halls taking a 25% advance, the balance due 30 days before the first date (1 March 2027).
const advanceHalls = [
  { ...mainHall, advance_percent: 25, balance_due_days: 30 },
  { ...gardenHall, advance_percent: 25, balance_due_days: 30 },
];
const twoItems = [
  { hall_id: mainHall.id, slot: 'E' as const, booking_dates: ['2027-03-01', '2027-03-02'] },
  { hall_id: gardenHall.id, slot: 'M' as const, booking_dates: ['2027-03-03'] },
];

describe('the money summary', () => {
  it('with a 25% advance: the total, the advance to pay now, the balance and its day, once', async () => {
    // CM: (1,00,000 + 25,000) × 2 + (40,000 + 10,000) × 1 = 3,00,000; 25% of each line = 75,000.
    const figures = draftFigures(twoItems, advanceHalls, 'CM');
    expect(figures).toEqual({
      total: 300000,
      paid: 0,
      refunded: 0,
      payNow: 75000,
      balance: 225000,
      balanceDueOn: '2027-01-30',
    });
    const summary = await showSummary(figures);
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Total: rent + refundable deposit₹3,00,000',
      'Pay now (advance)₹75,000',
      'Balance, to pay by 30 Jan 2027₹2,25,000',
    ]);
  });

  it('the booking the server made of that draft says the same, before and after the advance', async () => {
    const waiting = makeBooking({
      amount_to_pay: 300000,
      advance_amount: 75000,
      balance_due: 300000,
      balance_due_on: '2027-01-30',
    });
    expect(bookingFigures(waiting)).toEqual(draftFigures(twoItems, advanceHalls, 'CM'));

    const advancePaid = bookingFigures({
      ...waiting,
      status: 'confirmed',
      amount_paid: 75000,
      balance_due: 225000,
    });
    expect(advancePaid).toMatchObject({
      paid: 75000,
      payNow: 0,
      balance: 225000,
      balanceDueOn: '2027-01-30',
    });
    const summary = await showSummary(advancePaid);
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Total: rent + refundable deposit₹3,00,000',
      'Paid so far₹75,000',
      'Balance, to pay by 30 Jan 2027₹2,25,000',
    ]);
  });

  it('paid in full: everything now, no balance; then paid in full', async () => {
    const fullHalls = advanceHalls.map((hall) => ({ ...hall, advance_percent: 100 }));
    const figures = draftFigures(twoItems, fullHalls, 'CM');
    expect(figures).toMatchObject({ total: 300000, payNow: 300000, balance: 0, balanceDueOn: null });
    const { unmount } = renderRoutes([{ path: '/', Component: () => <MoneySummary figures={figures} /> }]);
    const summary = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByRole('row', { name: 'Pay now ₹3,00,000' })).toBeInTheDocument();
    expect(within(summary).queryByText(/advance|Balance|Paid/)).not.toBeInTheDocument();
    unmount();

    const paid = bookingFigures(
      makeBooking({
        status: 'confirmed',
        amount_to_pay: 300000,
        amount_paid: 300000,
        balance_due: 0,
        advance_amount: 300000,
      }),
    );
    expect(paid).toEqual({
      total: 300000,
      paid: 300000,
      refunded: 0,
      payNow: 0,
      balance: 0,
      balanceDueOn: null,
    });
    const after = await showSummary(paid);
    expect(within(after).getByRole('row', { name: 'Paid so far ₹3,00,000' })).toBeInTheDocument();
    expect(within(after).getByText('Paid in full')).toBeInTheDocument();
    expect(within(after).queryByText(/Pay now|Balance/)).not.toBeInTheDocument();
  });
});
