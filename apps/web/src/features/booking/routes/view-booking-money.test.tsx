import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { bookingId, freezeToday, makeBooking, makePaymentRecord } from '../../../test/fixtures/booking.ts';
import { renderBooking } from '../testing/render.tsx';

beforeEach(() => freezeToday());
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

const path = `/booking/view-booking/${bookingId}`;
const captured = makePaymentRecord({
  status: 'captured',
  method: 'upi',
  method_detail: 'family@okaxis',
  kind: 'advance',
  amount: 93750,
  receipt_number: 'RCT/2026-27/000007',
});
const confirmed = makeBooking({
  status: 'confirmed',
  hold_expires_at: null,
  payments: [captured],
  advance_amount: 93750,
  amount_paid: 93750,
  balance_due: 281250,
  balance_due_on: '2026-11-30',
});

describe('a booking’s money and documents on its page', { timeout: 60_000 }, () => {
  it('shows what was paid and the balance with its date, and opens the balance checkout', async () => {
    const payBalance = vi.fn(() => never());
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(confirmed),
      [`POST /api/booking/${bookingId}/pay-balance`]: payBalance,
    });
    const user = userEvent.setup();
    renderBooking(path);
    // One summary: the total, the advance paid, the balance with its last day; nothing to pay "now".
    const money = await screen.findByRole('region', { name: 'Payment summary' });
    expect(
      within(money).getByRole('row', { name: 'Total: rent + refundable deposit ₹3,75,000' }),
    ).toBeInTheDocument();
    expect(within(money).getByRole('row', { name: 'Paid so far ₹93,750' })).toBeInTheDocument();
    expect(
      within(money).getByRole('row', { name: 'Balance, to pay by 30 Nov 2026 ₹2,81,250' }),
    ).toBeInTheDocument();
    expect(within(money).queryByText(/Pay now/)).not.toBeInTheDocument();
    expect(screen.getByText('Reference SMJ-2026-000042', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('RCT/2026-27/000007')).toBeInTheDocument();
    // Each payment with its amount and what it was for, beside its receipt and how it was paid.
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    const cells = within(payments)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['₹93,750Advance', 'Paid', 'RCT/2026-27/000007UPI · family@okaxis']);
    await user.click(screen.getByRole('button', { name: 'Pay balance ₹2,81,250' }));
    await waitFor(() => expect(payBalance).toHaveBeenCalledTimes(1));
  });

  it('shows the exact refund before cancelling a confirmed booking, then its state', async () => {
    let booking = { ...confirmed, balance_due: 0, amount_paid: 375000, balance_due_on: null };
    const cancel = vi.fn(() => {
      booking = {
        ...booking,
        status: 'cancelled',
        balance_due: 0,
        refunds: [
          {
            id: '9a1e2d3c-0000-4000-8000-000000000009',
            amount: 162500,
            kind: 'cancellation',
            reason: 'Cancelled by the customer.',
            rule: '30:50',
            status: 'pending',
            credit_note_number: null,
            created_at: '2026-11-20T06:00:00Z',
            processed_at: null,
          },
        ],
      };
      return json(booking);
    });
    mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(booking),
      [`GET /api/booking/${bookingId}/refund-preview`]: () =>
        json({
          refund_rent: 137500,
          refund_deposit: 25000,
          total: 162500,
          rule: '30:50',
          days_before: 15,
          percent: 50,
        }),
      [`POST /api/booking/cancel/${bookingId}`]: cancel,
      'GET /api/booking/my-bookings': never,
      'POST /api/hall/check-availablility-month': never,
    });
    const user = userEvent.setup();
    renderBooking(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const table = await within(dialog).findByRole('table', { name: 'Your refund' });
    expect(within(table).getByRole('row', { name: 'Rent back ₹1,37,500' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total refund ₹1,62,500' })).toBeInTheDocument();
    expect(within(dialog).getByText(/15 days away, so 50% of the rent comes back/)).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('On its way')).toBeInTheDocument();
    expect(screen.getByText(/Refund of ₹1,62,500/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('downloads the receipt with the session’s token', async () => {
    const fetchSpy = mockFetch({
      [`GET /api/booking/show/${bookingId}`]: () => json(confirmed),
      [`GET /api/booking/${bookingId}/receipt.pdf`]: () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="SMJ-2026-000042.pdf"',
          },
        }),
    });
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderBooking(path);
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Download receipt (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(made).toHaveBeenCalledTimes(1);
    const call = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/receipt.pdf'))!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('SMJ-2026-000042.pdf');
  });
});
