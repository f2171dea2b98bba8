import { screen } from '@testing-library/react';
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
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('₹31,250');
    expect(screen.getByText('Advance to pay now')).toBeInTheDocument();
    expect(screen.getByText('Balance, to pay by 30 Jan 2027')).toBeInTheDocument();
    expect(screen.getByText('₹93,750')).toBeInTheDocument();
  });

  it('asks everything at once when the hall takes it in full or the date is near', async () => {
    render({ ...mainHall, advance_percent: 25, balance_due_days: 30 }, ['2026-12-01']);
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('₹1,25,000');
    expect(screen.queryByText('Advance to pay now')).not.toBeInTheDocument();
  });
});
