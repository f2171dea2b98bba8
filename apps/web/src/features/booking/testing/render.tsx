import type { RouteObject } from 'react-router';
import type { SessionUser } from '../../../lib/session.ts';
import { logIn } from '../../../test/fixtures/booking.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BookingCalendarPage } from '../routes/booking-calendar-page.tsx';
import { BookingDashboardPage } from '../routes/booking-dashboard-page.tsx';
import { ConfirmNewBookingPage } from '../routes/confirm-new-booking-page.tsx';
import { MyBookingsPage } from '../routes/my-bookings-page.tsx';
import { NewBookingPage } from '../routes/new-booking-page.tsx';
import { ViewBookingPage } from '../routes/view-booking-page.tsx';
import { bookingRoutes as at, paths } from '../paths.ts';

// The answers these pages read are in src/test/fixtures/booking.ts; this renders the pages themselves.

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
