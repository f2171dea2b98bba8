import { describe, expect, it } from 'vitest';
import { paymentMethodOf } from './payment-method.ts';

/** How a payment was made, from Razorpay's payment entity (a webhook's payload or a fetched payment). */

describe('the method of a payment', () => {
  it('a card by its last 4 digits (the card expanded, or in the webhook payload)', () => {
    expect(
      paymentMethodOf({ id: 'pay_1', method: 'card', card: { last4: '4242', network: 'Visa' } }),
    ).toEqual({ method: 'card', detail: '4242' });
    // card_id alone (not expanded): a card, digits unknown.
    expect(paymentMethodOf({ method: 'card', card_id: 'card_1' })).toEqual({ method: 'card', detail: null });
    // An EMI is paid with a card.
    expect(paymentMethodOf({ method: 'emi', card: { last4: '1111' } })).toEqual({
      method: 'card',
      detail: '1111',
    });
    // Anything but four digits is not kept.
    expect(paymentMethodOf({ method: 'card', card: { last4: 'x<b>' } })).toEqual({
      method: 'card',
      detail: null,
    });
  });

  it('UPI by its id, net banking by its bank, a wallet by its name', () => {
    expect(paymentMethodOf({ method: 'upi', vpa: 'family@okaxis' })).toEqual({
      method: 'upi',
      detail: 'family@okaxis',
    });
    // Newer payloads carry it under upi.
    expect(paymentMethodOf({ method: 'upi', vpa: null, upi: { vpa: 'son@oksbi' } })).toEqual({
      method: 'upi',
      detail: 'son@oksbi',
    });
    expect(paymentMethodOf({ method: 'netbanking', bank: 'HDFC' })).toEqual({
      method: 'netbanking',
      detail: 'HDFC',
    });
    expect(paymentMethodOf({ method: 'wallet', wallet: 'paytm' })).toEqual({
      method: 'wallet',
      detail: 'paytm',
    });
  });

  it('another way as "other", and nothing at all when the entity names no method', () => {
    expect(paymentMethodOf({ method: 'paylater', provider: 'x' })).toEqual({ method: 'other', detail: null });
    expect(paymentMethodOf({ method: 'UPI', vpa: 'a@b' })).toEqual({ method: 'upi', detail: 'a@b' });
    expect(paymentMethodOf({ id: 'pay_1' })).toBeNull();
    expect(paymentMethodOf(undefined)).toBeNull();
    expect(paymentMethodOf('card')).toBeNull();
    expect(paymentMethodOf({ method: 'upi', vpa: 'x'.repeat(101) })).toEqual({ method: 'upi', detail: null });
  });
});
