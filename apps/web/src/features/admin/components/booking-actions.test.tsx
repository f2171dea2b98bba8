import type { AdminBooking } from '@samaj/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { adminUser, hall } from '../../../test/fixtures/admin.ts';
import { makeBooking, makePaymentRecord } from '../../../test/fixtures/booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { PartialRefund } from './partial-refund.tsx';
import { RemoveBlockedRange } from './remove-blocked-range.tsx';

const user = userEvent.setup({ delay: null });
const booking: AdminBooking = {
  ...makeBooking({
    status: 'confirmed',
    payments: [],
    amount_paid: 375000,
    amount_refunded: 25000,
    balance_due: 0,
  }),
  // The office's answer carries the gateway's ids beside the method.
  payments: [
    {
      ...makePaymentRecord({ status: 'captured', receipt_number: 'RCT/2026-27/000001' }),
      method: 'upi',
      method_detail: 'family@okaxis',
      provider: 'simulated',
      order_id: 'order_sim_1',
      payment_id: 'pay_1',
    },
  ],
  user: { id: null, name: 'Ayesha', mobile: null, email: null },
  confirmed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  refunded_at: null,
  member_type_unverified: false,
  amount_mismatch: false,
};

describe('the office’s booking actions', { timeout: 30_000 }, () => {
  it('refunds part of a payment with a reason, and shows the server’s refusal on the amount', async () => {
    logInAs(adminUser);
    let calls = 0;
    const spy = mockFetch({
      [`POST /api/admin/bookings/${booking.id}/refund`]: () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                message: 'At most 350000 rupees can be refunded on this booking.',
                errors: { amount: ['At most 350000 rupees can be refunded on this booking.'] },
              },
              422,
            )
          : json(booking);
      },
    });
    renderRoutes([{ path: '/', Component: () => <PartialRefund booking={booking} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Refund part of the payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund part of the payment' });
    expect(within(dialog).getByText('Up to ₹3,50,000 can be refunded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter a whole number of rupees, at least 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount in rupees/ }), '400000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Broken chairs');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most 350000 rupees can be refunded on this booking.'),
    ).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: /Amount in rupees/ });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(spy.mock.calls[1]![1]!.body))).toEqual({
      amount: 5000,
      reason: 'Broken chairs',
    });
  });

  it('removes a blocked range only after confirming it', async () => {
    logInAs(adminUser);
    const main = hall();
    const spy = mockFetch({ 'DELETE /api/admin/blocked-dates': () => json({ deleted: 3 }) });
    renderRoutes([
      { path: '/', Component: () => <RemoveBlockedRange halls={[{ value: main.id, label: main.name }]} /> },
    ]);
    const form = await screen.findByRole('region', { name: 'Remove blocked dates in a range' });
    await user.click(within(form).getByRole('button', { name: 'Remove blocks' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose the hall and both dates.');
    await user.type(screen.getByLabelText('First date to open'), '2026-12-05');
    await user.type(screen.getByLabelText('Last date to open'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Remove blocks' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    await user.clear(screen.getByLabelText('Last date to open'));
    await user.type(screen.getByLabelText('Last date to open'), '2026-12-07');
    await user.click(within(form).getByRole('button', { name: 'Remove blocks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove these blocks?' });
    expect(dialog).toHaveTextContent('Every blocked slot of Main Hall from 5 Dec 2026 to 7 Dec 2026');
    expect(spy).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove blocks' }));
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(String(spy.mock.calls[0]![0])).toContain(`hall_id=${main.id}&from=2026-12-05&to=2026-12-07`);
  });
});
