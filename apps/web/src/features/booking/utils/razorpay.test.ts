import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatedPayment } from '../../../test/fixtures/booking.ts';
import { loadRazorpay, openRazorpayCheckout, RAZORPAY_CHECKOUT_URL } from './razorpay.ts';

afterEach(() => {
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Razorpay checkout', () => {
  it('loads checkout.js on demand, once', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    const scripts = document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
    expect(scripts).toHaveLength(1);
    const Fake = vi.fn();
    window.Razorpay = Fake as never;
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Fake);
    await expect(second).resolves.toBe(Fake);
  });

  it('fails cleanly when the script cannot load, and tries again next time', async () => {
    const attempt = loadRazorpay();
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    void loadRazorpay().catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it("opens the server's order and reports the signed payment, or a closed window", async () => {
    let options: Record<string, unknown> = {};
    const open = vi.fn();
    window.Razorpay = vi.fn(function (this: unknown, given: Record<string, unknown>) {
      options = given;
      return { open, on: vi.fn() };
    }) as never;
    const payment = {
      ...simulatedPayment,
      provider: 'razorpay' as const,
      key_id: 'rzp_test_key',
      order_id: 'order_R1',
    };

    const paid = openRazorpayCheckout(payment);
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_R1',
      amount: 37500000,
      currency: 'INR',
      name: 'Samaj',
      description: 'Hall booking',
      prefill: { name: 'Demo User', email: 'demo@example.com', contact: '+919876543210' },
    });
    (options.handler as (r: object) => void)({
      razorpay_payment_id: 'pay_R1',
      razorpay_order_id: 'order_R1',
      razorpay_signature: 'sig_R1',
    });
    await expect(paid).resolves.toEqual({
      kind: 'paid',
      confirmation: { order_id: 'order_R1', payment_id: 'pay_R1', razorpay_signature: 'sig_R1' },
    });

    const closed = openRazorpayCheckout(payment);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    (options.modal as { ondismiss: () => void }).ondismiss();
    await expect(closed).resolves.toEqual({ kind: 'dismissed' });
  });
});
