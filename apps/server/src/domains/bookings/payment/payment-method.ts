import type { PaymentMethod } from '@samaj/shared';

/**
 * How a payment was made, as the member may read it (decision 063): the method and its last digits,
 * UPI id, bank or wallet, never the gateway's ids. Read from Razorpay's payment entity (a webhook's
 * payload, or GET /v1/payments/{id}?expand[]=card after checkout): `method` is card, upi, netbanking,
 * wallet (or emi, paylater...), with `card.last4`, `vpa` (or `upi.vpa`), `bank`, `wallet`.
 */
export interface PaymentMethodOf {
  method: PaymentMethod;
  detail: string | null;
}

const text = (v: unknown, max = 100) =>
  typeof v === 'string' && v.trim().length > 0 && v.trim().length <= max ? v.trim() : null;
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The method of a gateway's payment entity; null when it names none (nothing to store then). */
export function paymentMethodOf(entity: unknown): PaymentMethodOf | null {
  const p = record(entity);
  const method = text(p.method, 40)?.toLowerCase();
  if (!method) return null;
  const last4 = text(record(p.card).last4, 4);
  const card = last4 && /^\d{4}$/.test(last4) ? last4 : null;
  switch (method) {
    case 'card':
      return { method: 'card', detail: card };
    // An EMI is paid with a card: its last digits are what the family recognises.
    case 'emi':
      return card ? { method: 'card', detail: card } : { method: 'other', detail: null };
    case 'upi':
      return { method: 'upi', detail: text(p.vpa) ?? text(record(p.upi).vpa) };
    case 'netbanking':
      return { method: 'netbanking', detail: text(p.bank, 40) };
    case 'wallet':
      return { method: 'wallet', detail: text(p.wallet, 40) };
    default:
      return { method: 'other', detail: null };
  }
}
