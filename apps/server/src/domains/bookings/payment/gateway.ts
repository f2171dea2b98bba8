import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { paymentMethodOf, type PaymentMethodOf } from './payment-method.ts';

/** A payment gateway: Razorpay in production, a simulated one for development and tests. */
export interface PaymentGateway {
  readonly provider: 'razorpay' | 'simulated';
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<{ order_id: string; raw?: unknown }>;
  /** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Webhooks: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
  /**
   * Refunds (part of) a captured payment. The idempotency key (at least 10 characters) makes a retry
   * of the same refund return the first one rather than refund twice.
   */
  refund(input: RefundRequest): Promise<RefundAnswer>;
  /** The payments the gateway holds for an order (reconciliation when a webhook never came). */
  paymentsOfOrder(orderId: string): Promise<GatewayPayment[]>;
  /** How a payment was made (method and last digits, UPI id, bank or wallet); null when it says none. */
  paymentMethod(paymentId: string): Promise<PaymentMethodOf | null>;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  idempotencyKey: string;
  notes?: Record<string, string>;
}
export interface RefundAnswer {
  refund_id: string;
  status: 'pending' | 'processed' | 'failed';
  raw?: unknown;
}
export interface GatewayPayment {
  id: string;
  status: string;
  amountPaise: number;
  currency: string;
  raw?: unknown;
}

const refundStatusOf = (s: unknown): RefundAnswer['status'] =>
  s === 'processed' ? 'processed' : s === 'failed' ? 'failed' : 'pending';

/** Signs like Razorpay does (hex HMAC-SHA256). */
export function hmacHex(secret: string, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of an expected hex signature with the one received. */
export function signatureMatches(expectedHex: string, received: string): boolean {
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a gateway failure looks like to the services: they turn it into a 503. */
export class GatewayError extends Error {}

/** How long a member waits for the gateway before being told it did not answer (PAYMENT_TIMEOUT_MS). */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

/** Used by the simulated gateway when no secret is configured (development only). */
export const DEV_SIMULATED_SECRET = 'samaj-simulated-payments-dev-secret';

abstract class SigningGateway {
  constructor(
    protected readonly keySecret: string,
    protected readonly webhookSecret: string | undefined,
  ) {}
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.keySecret, `${orderId}|${paymentId}`), signature);
  }
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean {
    if (!this.webhookSecret) return false;
    return signatureMatches(hmacHex(this.webhookSecret, rawBody), signature);
  }
}

/**
 * Development and tests: orders are made up (`order_sim_...`) and the "checkout" is
 * POST /api/dev/payments/simulate, which signs with the same rule so the same checking code runs.
 */
export class SimulatedGateway extends SigningGateway implements PaymentGateway {
  readonly provider = 'simulated' as const;
  readonly keyId = 'rzp_test_simulated';
  readonly orders: { order_id: string; amountPaise: number; receipt: string }[] = [];
  /** Every refund made, once per idempotency key (a retry answers the first). */
  readonly refunds: (RefundRequest & { refund_id: string })[] = [];
  /** What the next refunds answer: processed at once (development), pending (a webhook follows), or an error. */
  refundOutcome: 'processed' | 'pending' | 'error' = 'processed';
  /** Payments captured at the "gateway" (tests: a capture whose webhook never came). */
  readonly captured = new Map<string, GatewayPayment[]>();
  /**
   * How the next checkouts pay, as Razorpay's payment entity says it: a UPI payment from a family's
   * UPI id (tests set a card, net banking or a wallet).
   */
  checkoutMethod: Record<string, unknown> = { method: 'upi', vpa: 'family@okaxis' };
  /** The payment entity's method fields of each payment made here, by payment id. */
  private readonly methods = new Map<string, Record<string, unknown>>();

  constructor(keySecret: string = DEV_SIMULATED_SECRET, webhookSecret: string = DEV_SIMULATED_SECRET) {
    super(keySecret, webhookSecret);
  }
  async createOrder(input: { amountPaise: number; receipt: string }) {
    const order_id = `order_sim_${randomBytes(10).toString('hex')}`;
    this.orders.push({ order_id, amountPaise: input.amountPaise, receipt: input.receipt });
    return { order_id };
  }
  /** What checkout would hand the browser after a successful payment. */
  simulatePayment(orderId: string) {
    const payment_id = `pay_sim_${randomBytes(10).toString('hex')}`;
    this.methods.set(payment_id, { ...this.checkoutMethod });
    return {
      order_id: orderId,
      payment_id,
      razorpay_signature: hmacHex(this.keySecret, `${orderId}|${payment_id}`),
    };
  }
  /** Signs a webhook body as Razorpay would (tests and local tools). */
  signWebhook(rawBody: string): string {
    return hmacHex(this.webhookSecret ?? '', rawBody);
  }
  async refund(input: RefundRequest): Promise<RefundAnswer> {
    const seen = this.refunds.find((r) => r.idempotencyKey === input.idempotencyKey);
    if (seen) {
      if (seen.paymentId !== input.paymentId || seen.amountPaise !== input.amountPaise) {
        throw new GatewayError('idempotency key already used for a different refund');
      }
      return {
        refund_id: seen.refund_id,
        status: this.refundOutcome === 'processed' ? 'processed' : 'pending',
      };
    }
    if (this.refundOutcome === 'error') throw new GatewayError('simulated refund failure');
    const refund_id = `rfnd_sim_${randomBytes(8).toString('hex')}`;
    this.refunds.push({ ...input, refund_id });
    return { refund_id, status: this.refundOutcome };
  }
  async paymentsOfOrder(orderId: string): Promise<GatewayPayment[]> {
    return this.captured.get(orderId) ?? [];
  }
  async paymentMethod(paymentId: string): Promise<PaymentMethodOf | null> {
    return paymentMethodOf(this.methods.get(paymentId));
  }
  /** Tests: the gateway captured a payment for this order (and no webhook has told the app): a card. */
  captureAtGateway(orderId: string, amountPaise: number): GatewayPayment {
    const id = `pay_sim_${randomBytes(10).toString('hex')}`;
    const entity = { method: 'card', card: { last4: '4242', network: 'Visa' } };
    this.methods.set(id, entity);
    const payment = {
      id,
      status: 'captured',
      amountPaise,
      currency: 'INR',
      raw: { id, entity: 'payment', order_id: orderId, amount: amountPaise, currency: 'INR', ...entity },
    };
    this.captured.set(orderId, [...(this.captured.get(orderId) ?? []), payment]);
    return payment;
  }
}

/**
 * The real gateway: Razorpay's REST API, every call through `call`, so each one (the order a member
 * waits for, a refund, the reconciliation's fetch) ends within the timeout (PAYMENT_TIMEOUT_MS)
 * whether Razorpay answers, fails or says nothing at all. Razorpay's SDK is not used: it set no
 * timeout on its requests (a silent gateway held a booking request for good) and cannot send the
 * refunds' idempotency header.
 */
export class RazorpayGateway extends SigningGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;

  constructor(
    readonly keyId: string,
    keySecret: string,
    webhookSecret: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly apiBase = 'https://api.razorpay.com',
    private readonly timeoutMs = DEFAULT_GATEWAY_TIMEOUT_MS,
  ) {
    super(keySecret, webhookSecret);
  }

  /**
   * One request with Basic auth. The deadline covers the whole exchange, the answer's body included:
   * a gateway that takes the connection and never answers is a GatewayError after `timeoutMs`.
   */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = this.timeoutMs,
  ): Promise<Record<string, unknown>> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    let res: Response;
    let text: string;
    try {
      res = await this.fetchImpl(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GatewayError(
        timedOut
          ? `razorpay ${method} ${path} did not answer within ${timeoutMs} ms`
          : `razorpay ${method} ${path} failed: ${describe(error)}`,
      );
    }
    const json = parseObject(text);
    if (!res.ok)
      throw new GatewayError(`razorpay ${method} ${path} answered ${res.status}: ${describe(json)}`);
    if (!json) throw new GatewayError(`razorpay ${method} ${path} answered ${res.status} without JSON`);
    return json;
  }

  /** POST /v1/orders: the amount in paise, INR, the booking id as receipt. */
  async createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }) {
    const order = await this.call('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes ?? {},
    });
    if (typeof order.id !== 'string' || order.id === '')
      throw new GatewayError(`razorpay order has no id: ${describe(order)}`);
    return { order_id: order.id, raw: order };
  }

  /** POST /v1/payments/{id}/refund with X-Refund-Idempotency (Razorpay's idempotent refunds). */
  async refund(input: RefundRequest): Promise<RefundAnswer> {
    try {
      const refund = await this.call(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes ?? {} },
        { 'X-Refund-Idempotency': input.idempotencyKey },
      );
      return { refund_id: String(refund.id), status: refundStatusOf(refund.status), raw: refund };
    } catch (error) {
      throw error instanceof GatewayError
        ? error
        : new GatewayError(`razorpay refund failed: ${describe(error)}`);
    }
  }

  /** GET /v1/orders/{id}/payments. */
  async paymentsOfOrder(orderId: string): Promise<GatewayPayment[]> {
    try {
      const answer = await this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      const items = Array.isArray(answer.items) ? (answer.items as Record<string, unknown>[]) : [];
      return items.map((p) => ({
        id: String(p.id),
        status: String(p.status),
        amountPaise: Number(p.amount),
        currency: String(p.currency),
        raw: p,
      }));
    } catch (error) {
      throw error instanceof GatewayError
        ? error
        : new GatewayError(`razorpay order fetch failed: ${describe(error)}`);
    }
  }

  /** GET /v1/payments/{id}?expand[]=card: the method, with the card's last 4 digits expanded. */
  async paymentMethod(paymentId: string): Promise<PaymentMethodOf | null> {
    const payment = await this.call(
      'GET',
      `/v1/payments/${encodeURIComponent(paymentId)}?expand[]=card`,
      undefined,
      {},
      Math.min(this.timeoutMs, METHOD_LOOKUP_TIMEOUT_MS),
    );
    return paymentMethodOf(payment);
  }
}

/**
 * How long checkout's confirmation waits for the payment's method: the family is waiting, and the
 * webhook that follows brings the method too when this gives up.
 */
const METHOD_LOOKUP_TIMEOUT_MS = 5_000;

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The gateway the settings ask for (config.ts checks the keys exist for razorpay). */
export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return new RazorpayGateway(
      config.RAZORPAY_KEY_ID ?? '',
      config.RAZORPAY_KEY_SECRET ?? '',
      config.RAZORPAY_WEBHOOK_SECRET,
      fetch,
      config.RAZORPAY_BASE_URL.replace(/\/+$/, ''),
      config.PAYMENT_TIMEOUT_MS,
    );
  }
  return new SimulatedGateway(
    config.RAZORPAY_KEY_SECRET ?? DEV_SIMULATED_SECRET,
    config.RAZORPAY_WEBHOOK_SECRET ?? config.RAZORPAY_KEY_SECRET ?? DEV_SIMULATED_SECRET,
  );
}
