import type { Booking, NewBookingBody, PaymentOrder } from '@samaj/shared';

/** The contract's shapes come from packages/shared, the same schemas the server answers with. */
export type { Booking };

/** What the browser needs to open a checkout for a booking (amount in paise). */
export type CheckoutPayment = PaymentOrder;

export interface PaymentConfirmation {
  order_id: string;
  payment_id: string;
  razorpay_signature: string;
}

export type NewBookingInput = NewBookingBody;

/** `payment` is null only when there is nothing to pay: the booking is then confirmed at once. */
export interface NewBookingAnswer {
  booking: Booking;
  payment: CheckoutPayment | null;
}
