import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { makeBooking, makePaymentRecord } from '../../../test/fixtures/booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../i18n.ts';
import { BookingPayments } from './booking-payments.tsx';

// How each payment was made, as the gateway reported it (decision 063): the method and its last
// digits, UPI id, bank or wallet; never the gateway's ids.

const paid = (id: number, method: string | null, detail: string | null) =>
  makePaymentRecord({
    id: `7a1e2d3c-0000-4000-8000-00000000000${id}`,
    status: 'captured',
    method: method as never,
    method_detail: detail,
    receipt_number: `RCT/2026-27/00000${id}`,
  });

const booking = makeBooking({
  status: 'confirmed',
  payments: [
    paid(1, 'upi', 'family@okaxis'),
    paid(2, 'card', '4242'),
    paid(3, 'netbanking', 'HDFC'),
    paid(4, 'wallet', 'paytm'),
    paid(5, 'card', null),
    paid(6, 'other', null),
    paid(7, null, null),
  ],
});

/** The last cell of each row: the receipt number and, under it, how it was paid. */
function paidByTexts() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.querySelector('p')!.textContent);
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('how each payment was made', () => {
  it('names the method with its detail in English', () => {
    renderRoutes([{ path: '/', element: <BookingPayments booking={booking} /> }]);
    expect(paidByTexts()).toEqual([
      'UPI · family@okaxis',
      'Card ending 4242',
      'Net banking · HDFC',
      'Wallet · paytm',
      'Card',
      'Online payment',
      'Online payment',
    ]);
  });

  it('in Urdu and Gujarati: their words, the UPI id and bank kept left to right', async () => {
    renderRoutes([{ path: '/', element: <BookingPayments booking={booking} /> }]);
    await act(() => changeLanguage('ur'));
    const urdu = paidByTexts();
    expect(urdu[1]).toBe('کارڈ، آخری ہندسے 4242');
    expect(urdu[2]).toBe('نیٹ بینکنگ · HDFC');
    // The UPI id is its own left-to-right element inside the right-to-left cell.
    const upi = screen.getByText('family@okaxis');
    expect(upi.tagName).toBe('BDI');
    expect(upi).toHaveAttribute('dir', 'ltr');
    await act(() => changeLanguage('gu'));
    expect(paidByTexts()[1]).toBe('કાર્ડ, છેલ્લા અંક 4242');
    expect(paidByTexts()[3]).toBe('વૉલેટ · paytm');
  });
});
