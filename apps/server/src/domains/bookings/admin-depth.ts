import { SLOT_LABELS, type AdminBooking } from '@samaj/shared';
import { contextOf, type Ctx, record, withTx } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { toAdminBookings } from './answers.ts';
import { deleteBlockedRange, listForAdmin, reclaimBlockHalves } from './repository.ts';
import { overdueBalances } from './sweeps.ts';
import { offerFreedSlots } from './waitlist.ts';

/** The office's booking depth: overdue balances, the CSV export, removing a blocked range. */

export async function listOverdueBalances(ctx: Ctx): Promise<AdminBooking[]> {
  return toAdminBookings(ctx.db, await overdueBalances(ctx.deps));
}

/** At most this many bookings in one export (a year of a busy hall is far fewer). */
const EXPORT_LIMIT = 10_000;

/** A cell as spreadsheets should read it: quoted, and never a formula (CSV injection). */
function cell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** GET /api/admin/bookings/export.csv?from&to: one line a booking (dates in range), its money and documents. */
export async function exportBookingsCsv(ctx: Ctx, input: { from?: string; to?: string }): Promise<string> {
  if (input.from && input.to && input.to < input.from) {
    throw fieldError('to', 'endAfterStart');
  }
  const rows = await listForAdmin(ctx.db, { ...input, after: null, limit: EXPORT_LIMIT });
  const answers = await toAdminBookings(
    ctx.db,
    rows.map((r) => r.booking),
  );
  const head = [
    'reference',
    'status',
    'created_at',
    'name',
    'mobile',
    'user_type',
    'event',
    'halls_and_dates',
    'total_booking_amount',
    'amount_to_pay',
    'amount_paid',
    'amount_refunded',
    'balance_due',
    'balance_due_on',
    'receipts',
    'credit_notes',
    'payment_ids',
  ];
  const lines = answers.map((b) =>
    [
      b.reference ?? b.id,
      b.status,
      b.created_at,
      b.user.name,
      b.user.mobile,
      b.booking_user_type,
      b.event_name,
      b.items.map((i) => `${i.hall_name} ${SLOT_LABELS[i.slot]}: ${i.booking_dates.join(' ')}`).join('; '),
      b.total_booking_amount,
      b.amount_to_pay,
      b.amount_paid,
      b.amount_refunded,
      b.balance_due,
      b.balance_due_on,
      b.payments
        .filter((p) => p.receipt_number)
        .map((p) => `${p.receipt_number} ${p.amount}`)
        .join('; '),
      b.refunds
        .filter((r) => r.credit_note_number)
        .map((r) => `${r.credit_note_number} ${r.amount}`)
        .join('; '),
      b.payments.flatMap((p) => (p.payment_id ? [p.payment_id] : [])).join('; '),
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * DELETE /api/admin/blocked-dates?hall_id&from&to: removes every block of a hall in a range in one
 * action (one audit record); halves still closed by another block stay closed; waiting families hear.
 */
export async function deleteBlockedDates(
  ctx: Ctx,
  input: { hall_id: string; from: string; to: string },
): Promise<{ deleted: number }> {
  if (input.to < input.from) throw fieldError('to', 'endAfterStart');
  const deleted = await withTx(ctx, async (tx) => {
    const rows = await deleteBlockedRange(tx.db, { hallId: input.hall_id, from: input.from, to: input.to });
    for (const date of [...new Set(rows.map((r) => r.date))])
      await reclaimBlockHalves(tx.db, input.hall_id, date);
    await record(tx, {
      action: 'blocked_dates.delete',
      entity: { type: 'hall', id: input.hall_id },
      before: rows.map((r) => ({ id: r.id, slot: r.slot, date: r.date, reason: r.reason })),
    });
    return rows.length;
  });
  if (deleted > 0) await offerFreedSlots(contextOf(ctx.deps)).catch(() => 0);
  return { deleted };
}
