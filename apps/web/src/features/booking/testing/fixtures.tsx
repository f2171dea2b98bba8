import type { Hall } from '@samaj/shared';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { Booking, BookingPaymentRecord, CheckoutPayment } from '../api/types.ts';
import { BookingCalendarPage } from '../routes/booking-calendar-page.tsx';
import { BookingDashboardPage } from '../routes/booking-dashboard-page.tsx';
import { ConfirmNewBookingPage } from '../routes/confirm-new-booking-page.tsx';
import { MyBookingsPage } from '../routes/my-bookings-page.tsx';
import { NewBookingPage } from '../routes/new-booking-page.tsx';
import { ViewBookingPage } from '../routes/view-booking-page.tsx';
import { bookingRoutes as at, paths } from '../paths.ts';

export const mainHall: Hall = {
  id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0003',
  name: 'Main Hall',
  short_name: 'MH',
  description: 'The big one.',
  capacity: 500,
  booking_amount: 150000,
  payment_amount: {
    CM: { amount: 100000, deposit: 25000 },
    M: { amount: 120000, deposit: 25000 },
    NCM: { amount: 140000, deposit: 30000 },
  },
};

export const gardenHall: Hall = {
  id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f0004',
  name: 'Garden Hall',
  short_name: 'GH',
  description: 'Open air.',
  capacity: 200,
  booking_amount: 60000,
  payment_amount: {
    CM: { amount: 40000, deposit: 10000 },
    M: { amount: 50000, deposit: 10000 },
    NCM: { amount: 55000, deposit: 15000 },
  },
};

export const halls = [mainHall, gardenHall];

export const bookingId = '5f0c3b2e-1d2a-4c3b-9e8f-000000000001';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: bookingId,
    refund_due: false,
    booking_user_type: 'CM',
    event_name: 'Wedding of Ayesha',
    notes: null,
    status: 'pending_payment',
    total_booking_amount: 450000,
    amount_to_pay: 375000,
    hold_expires_at: '2026-11-20T06:15:00Z',
    items: [
      {
        hall_id: mainHall.id,
        hall_name: mainHall.name,
        slot: 'E',
        booking_dates: ['2026-12-05', '2026-12-06', '2026-12-07'],
      },
    ],
    payments: [],
    created_at: '2026-11-20T06:00:00Z',
    ...overrides,
  };
}

export const simulatedPayment: CheckoutPayment = {
  provider: 'simulated',
  key_id: 'rzp_test_simulated',
  order_id: 'order_sim_1',
  amount: 37500000,
  currency: 'INR',
  name: 'Samaj',
  description: 'Hall booking',
  prefill: { name: 'Demo User', email: 'demo@example.com', contact: '+919876543210' },
};

export function makePaymentRecord(overrides: Partial<BookingPaymentRecord> = {}): BookingPaymentRecord {
  return {
    id: '7a1e2d3c-0000-4000-8000-000000000001',
    provider: 'simulated',
    order_id: 'order_sim_1',
    payment_id: null,
    amount: 375000,
    currency: 'INR',
    status: 'created',
    created_at: '2026-11-20T06:00:00Z',
    updated_at: '2026-11-20T06:00:00Z',
    ...overrides,
  };
}

/** Tests run on 20 November 2026 (UTC): only Date is faked, so timers and promises run as usual. */
export function freezeToday(iso = '2026-11-20T06:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

export function logIn(overrides: Partial<SessionUser> = {}) {
  useSession.setState({
    token: 'test-token',
    user: {
      id: 'u1',
      name: 'Demo User',
      mobile: '+919876543210',
      email: 'demo@example.com',
      is_admin: false,
      member_type: null,
      created_at: '2026-01-01T00:00:00Z',
      profiles: [],
      ...overrides,
    },
  });
}

const bookingRoutes: RouteObject[] = [
  { path: paths.dashboard, Component: BookingDashboardPage },
  { path: paths.calendar, Component: BookingCalendarPage },
  { path: paths.newBooking, Component: NewBookingPage },
  { path: paths.confirmNewBooking, Component: ConfirmNewBookingPage },
  { path: paths.myBookings, Component: MyBookingsPage },
  { path: `${paths.dashboard}/${at.viewBooking}`, Component: ViewBookingPage },
];

/** The booking pages alone (no site layout), logged in. */
export function renderBooking(path: string, user: Partial<SessionUser> = {}) {
  logIn(user);
  return renderRoutes(bookingRoutes, path);
}
