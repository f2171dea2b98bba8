import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Config } from '../../../config.ts';

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
  refund(paymentId: string, amountPaise: number): Promise<{ refund_id: string; raw?: unknown }>;
}

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
  readonly refunds: { paymentId: string; amountPaise: number }[] = [];

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
  async refund(paymentId: string, amountPaise: number) {
    this.refunds.push({ paymentId, amountPaise });
    return { refund_id: `rfnd_sim_${randomBytes(8).toString('hex')}` };
  }
}

/** The real gateway through Razorpay's official SDK. */
export class RazorpayGateway extends SigningGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(
    readonly keyId: string,
    keySecret: string,
    webhookSecret: string | undefined,
  ) {
    super(keySecret, webhookSecret);
    this.client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }) {
    try {
      const order = await this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes ?? {},
      });
      return { order_id: order.id, raw: order };
    } catch (error) {
      throw new GatewayError(`razorpay order failed: ${describe(error)}`);
    }
  }

  async refund(paymentId: string, amountPaise: number) {
    try {
      const refund = await this.client.payments.refund(paymentId, { amount: amountPaise });
      return { refund_id: refund.id, raw: refund };
    } catch (error) {
      throw new GatewayError(`razorpay refund failed: ${describe(error)}`);
    }
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
    );
  }
  return new SimulatedGateway(
    config.RAZORPAY_KEY_SECRET ?? DEV_SIMULATED_SECRET,
    config.RAZORPAY_WEBHOOK_SECRET ?? config.RAZORPAY_KEY_SECRET ?? DEV_SIMULATED_SECRET,
  );
}
