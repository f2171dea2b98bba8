import type { BookingStatus, BookingUserType, Slot } from '@samaj/shared';

/** api.md "Halls and booking": what the server answers for a booking. */
export interface BookingItem {
  hall_id: string;
  hall_name: string;
  slot: Slot;
  booking_dates: string[];
}

/** The contract leaves a payment record's fields open; these are read when present. */
export interface BookingPaymentRecord {
  id?: string;
  provider?: string;
  status?: string;
  order_id?: string;
  payment_id?: string | null;
  amount?: number;
  currency?: string;
  key_id?: string;
  created_at?: string;
  paid_at?: string | null;
}

export interface Booking {
  id: string;
  booking_user_type: BookingUserType;
  event_name: string | null;
  notes: string | null;
  status: BookingStatus;
  total_booking_amount: number;
  amount_to_pay: number;
  hold_expires_at: string | null;
  items: BookingItem[];
  payments: BookingPaymentRecord[];
  created_at: string;
  refund_due?: boolean | null;
}

/** What the browser needs to open a checkout for a booking (amount in paise). */
export interface CheckoutPayment {
  provider: 'razorpay' | 'simulated';
  key_id: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
}

export interface PaymentConfirmation {
  order_id: string;
  payment_id: string;
  razorpay_signature: string;
}

export interface NewBookingInput {
  booking: { booking_user_type: BookingUserType; event_name?: string; notes?: string };
  booking_items: { hall_id: string; slot: Slot; booking_dates: string[] }[];
}

export interface NewBookingAnswer {
  booking: Booking;
  payment: CheckoutPayment;
}
