import { SLOT_LABELS } from '@samaj/shared';
import { type Ctx } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { adminBookingAnswers } from './read.ts';
import { listForAdmin } from '../repository.ts';

/** The office's CSV export of bookings: one line a booking, its money and documents. */

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
  const answers = await adminBookingAnswers(
    ctx,
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
