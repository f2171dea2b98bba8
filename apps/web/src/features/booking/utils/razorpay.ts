import type { CheckoutPayment, PaymentConfirmation } from '../api/types.ts';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: CheckoutPayment['prefill'];
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; escape: boolean };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void) => void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script is loaded on the first checkout only, never with the app. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay missing'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    document.head.appendChild(script);
  }).finally(() => {
    // Once loaded, window.Razorpay answers; after a failure the next checkout tries again.
    loading = null;
  });
  return loading;
}

export type CheckoutOutcome =
  | { kind: 'paid'; confirmation: PaymentConfirmation }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string | undefined };

/** Opens Razorpay Checkout for the server's order; settles once the buyer pays or closes it. */
export async function openRazorpayCheckout(payment: CheckoutPayment): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | undefined;
    const checkout = new Razorpay({
      key: payment.key_id,
      order_id: payment.order_id,
      amount: payment.amount,
      currency: payment.currency,
      name: payment.name,
      description: payment.description,
      prefill: payment.prefill,
      theme: { color: '#3b5bdb' },
      handler: (response) =>
        resolve({
          kind: 'paid',
          confirmation: {
            order_id: response.razorpay_order_id || payment.order_id,
            payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      // A failed attempt keeps Razorpay's window open for another try; closing it ends the checkout.
      modal: {
        escape: true,
        ondismiss: () => resolve(failure ? { kind: 'failed', message: failure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? '';
    });
    checkout.open();
  });
}
