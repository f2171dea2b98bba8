import { bandFor, describeBand, type RefundBand } from '../../../lib/refund-policy.ts';

/**
 * The money rules that need no database (decision 026): the advance and the balance's due date, the
 * refund by notice, and the financial year documents are numbered in. Rupees throughout.
 */

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The advance plan lives in packages/shared (the web shows it before booking). */
export { advancePlan } from '@samaj/shared';

export interface RefundFacts {
  /** The rent (amounts without deposits) and the deposits of the booking. */
  rent: number;
  deposit: number;
  /** Captured so far, and already refunded or on its way back (pending or processed). */
  paid: number;
  refunded: number;
  firstDate: string;
  today: string;
  policy: RefundBand[];
}

/**
 * The refund on cancelling now. The band by days of notice keeps (100 − percent)% of the rent as the
 * cancellation charge; everything paid beyond that charge comes back, the deposit first (it always
 * comes back in full when it was paid). A booking paid in full gets percent% of its rent plus its
 * deposit, as REFUND_POLICY says; one paid only an advance loses at most the charge.
 */
export function refundFor(f: RefundFacts) {
  const daysBefore = daysBetween(f.today, f.firstDate);
  const band = bandFor(f.policy, daysBefore);
  const charge = Math.ceil((f.rent * (100 - band.percent)) / 100);
  const total = Math.max(0, f.paid - f.refunded - charge);
  const refundDeposit = Math.min(f.deposit, total);
  return {
    refund_rent: total - refundDeposit,
    refund_deposit: refundDeposit,
    total,
    rule: describeBand(band),
    days_before: daysBefore,
    percent: band.percent,
  };
}

/** The Indian financial year (April to March) of a date: 2026-04-01 → "2026-27", 2027-03-31 too. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Splits a refund over the captured payments, the newest first (the balance before the advance),
 * each giving back at most what it has left. Amounts in paise.
 */
export function allocateRefund(
  amountPaise: number,
  payments: { id: string; leftPaise: number }[],
): { paymentId: string; amountPaise: number }[] {
  const out: { paymentId: string; amountPaise: number }[] = [];
  let rest = amountPaise;
  for (const p of [...payments].reverse()) {
    if (rest <= 0) break;
    const take = Math.min(rest, p.leftPaise);
    if (take > 0) out.push({ paymentId: p.id, amountPaise: take });
    rest -= take;
  }
  return out;
}
