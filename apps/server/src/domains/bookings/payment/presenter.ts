import type { BookingRefund } from '@samaj/shared';
import type { PaymentRow } from './service.ts';
import type { BookingRow, RefundRow } from '../repository.ts';

/** What a booking's payments and refunds add up to, in rupees (the booking answer's money fields). */

/** Paise a captured payment brought in (what the gateway reported when it differed from the order). */
export const capturedPaiseOf = (p: PaymentRow) =>
  p.status === 'captured' || p.status === 'refunded' ? (p.capturedPaise ?? p.amountPaise) : 0;

/** Paise refunded or on the way back: a failed refund gives nothing back. */
export const outPaiseOf = (r: RefundRow) => (r.status === 'failed' ? 0 : r.amountPaise);

export function moneyOf(row: BookingRow, paymentRows: PaymentRow[], refundRows: RefundRow[]) {
  const paidPaise = paymentRows.reduce((s, p) => s + capturedPaiseOf(p), 0);
  // Refund rows, plus whole payments the office settled with mark-refunded (the older path).
  const refundedPaise =
    refundRows.filter((r) => r.status === 'processed').reduce((s, r) => s + r.amountPaise, 0) +
    paymentRows.filter((p) => p.status === 'refunded').reduce((s, p) => s + capturedPaiseOf(p), 0);
  const owes = row.status === 'confirmed' || row.status === 'pending_payment';
  return {
    amount_paid: Math.round(paidPaise / 100),
    amount_refunded: Math.round(refundedPaise / 100),
    balance_due: owes ? Math.max(0, row.amountToPay - Math.round(paidPaise / 100)) : 0,
    balance_due_on: owes ? row.balanceDueOn : null,
    advance_amount: row.advanceAmount ?? row.amountToPay,
  };
}

export function toBookingRefund(r: RefundRow): BookingRefund {
  return {
    id: r.id,
    amount: Math.round(r.amountPaise / 100),
    kind: r.kind as BookingRefund['kind'],
    reason: r.reason,
    rule: r.rule,
    status: r.status as BookingRefund['status'],
    credit_note_number: r.creditNoteNumber,
    created_at: r.createdAt.toISOString(),
    processed_at: r.processedAt?.toISOString() ?? null,
  };
}
