import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeToday, mainHall } from '../../../test/fixtures/booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DraftTotals } from './draft-totals.tsx';

beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

const render = (hall: typeof mainHall, dates: string[]) =>
  renderRoutes([
    {
      path: '/',
      Component: () => (
        <DraftTotals
          items={[{ hall_id: hall.id, slot: 'B', booking_dates: dates }]}
          halls={[hall]}
          userType="CM"
        />
      ),
    },
  ]);

describe('draft totals', () => {
  it('asks the hall’s advance now and shows the balance with its date', async () => {
    render({ ...mainHall, advance_percent: 25, balance_due_days: 30 }, ['2027-03-01']);
    // CM: 100000 + 25000 deposit; 25% = 31250 now, 93750 by 30 days before.
    const summary = await screen.findByRole('region', { name: 'Payment summary' });
    expect(
      within(summary).getByRole('row', { name: 'Total: rent + refundable deposit ₹1,25,000' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('row', { name: 'Pay now (advance) ₹31,250' })).toBeInTheDocument();
    expect(
      within(summary).getByRole('row', { name: 'Balance, to pay by 30 Jan 2027 ₹93,750' }),
    ).toBeInTheDocument();
    // Nothing paid yet on a draft, and the listed booking amount is not a figure of the summary.
    expect(within(summary).queryByText(/Paid so far|Listed/)).not.toBeInTheDocument();
  });

  it('asks everything at once when the hall takes it in full or the date is near', async () => {
    render({ ...mainHall, advance_percent: 25, balance_due_days: 30 }, ['2026-12-01']);
    const summary = await screen.findByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByRole('row', { name: 'Pay now ₹1,25,000' })).toBeInTheDocument();
    expect(within(summary).queryByText(/advance|Balance/)).not.toBeInTheDocument();
  });
});
