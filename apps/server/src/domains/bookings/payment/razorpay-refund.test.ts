import { describe, expect, it } from 'vitest';
import { GatewayError, RazorpayGateway } from './gateway.ts';

/** A fetch that records the request and answers as Razorpay's API would. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

describe('Razorpay refunds and order payments (REST)', () => {
  it('POSTs /v1/payments/{id}/refund with X-Refund-Idempotency, Basic auth and the amount in paise', async () => {
    const { impl, calls } = fakeFetch(200, {
      id: 'rfnd_1',
      entity: 'refund',
      status: 'processed',
      amount: 500,
    });
    const gateway = new RazorpayGateway('rzp_test_key', 'secret', 'whsec', impl, 'https://api.example');
    const answer = await gateway.refund({
      paymentId: 'pay_ABC',
      amountPaise: 500,
      idempotencyKey: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003',
      notes: { refund_id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003' },
    });
    expect(answer).toMatchObject({ refund_id: 'rfnd_1', status: 'processed' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.example/v1/payments/pay_ABC/refund');
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-Refund-Idempotency']).toBe('0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003');
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      amount: 500,
      speed: 'normal',
      notes: { refund_id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003' },
    });
  });

  it('reads a pending refund as pending, and an error answer as a GatewayError', async () => {
    const pending = new RazorpayGateway(
      'k',
      's',
      'w',
      fakeFetch(200, { id: 'rfnd_2', status: 'pending' }).impl,
    );
    expect(
      (await pending.refund({ paymentId: 'p', amountPaise: 1, idempotencyKey: 'key-0000000001' })).status,
    ).toBe('pending');
    const refused = new RazorpayGateway(
      'k',
      's',
      'w',
      fakeFetch(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is too high' } })
        .impl,
    );
    await expect(
      refused.refund({ paymentId: 'p', amountPaise: 1, idempotencyKey: 'key-0000000002' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('lists an order’s payments for reconciliation (GET /v1/orders/{id}/payments)', async () => {
    const { impl, calls } = fakeFetch(200, {
      entity: 'collection',
      count: 1,
      items: [{ id: 'pay_X', status: 'captured', amount: 2500000, currency: 'INR' }],
    });
    const gateway = new RazorpayGateway('k', 's', 'w', impl, 'https://api.example');
    expect(await gateway.paymentsOfOrder('order_1')).toEqual([
      expect.objectContaining({ id: 'pay_X', status: 'captured', amountPaise: 2500000, currency: 'INR' }),
    ]);
    expect(calls[0]!.url).toBe('https://api.example/v1/orders/order_1/payments');
    expect(calls[0]!.init.method).toBe('GET');
  });
});

describe('the simulated gateway keeps Razorpay’s idempotency', () => {
  it('answers a retry with the same key with the first refund, and refuses the key for another refund', async () => {
    const { SimulatedGateway } = await import('./gateway.ts');
    const gateway = new SimulatedGateway();
    const first = await gateway.refund({
      paymentId: 'pay_1',
      amountPaise: 100,
      idempotencyKey: 'key-0000000003',
    });
    const again = await gateway.refund({
      paymentId: 'pay_1',
      amountPaise: 100,
      idempotencyKey: 'key-0000000003',
    });
    expect(again.refund_id).toBe(first.refund_id);
    expect(gateway.refunds).toHaveLength(1);
    await expect(
      gateway.refund({ paymentId: 'pay_1', amountPaise: 200, idempotencyKey: 'key-0000000003' }),
    ).rejects.toBeInstanceOf(GatewayError);
  });
});
