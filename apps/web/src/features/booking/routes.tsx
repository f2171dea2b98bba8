import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { bookingRoutes as at } from './paths.ts';

/**
 * The booking area's routes (its pages load on demand). The app mounts them under /booking behind
 * its login guard; `changePassword` is the app's own page, passed in.
 */
export function bookingRouteObjects(changePassword: RouteObject['lazy']): RouteObject[] {
  return [
    {
      index: true,
      lazy: lazyPage(
        () => import('./routes/booking-dashboard-page.tsx'),
        (m) => m.BookingDashboardPage,
      ),
    },
    {
      path: at.calendar,
      lazy: lazyPage(
        () => import('./routes/booking-calendar-page.tsx'),
        (m) => m.BookingCalendarPage,
      ),
    },
    {
      path: at.newBooking,
      lazy: lazyPage(
        () => import('./routes/new-booking-page.tsx'),
        (m) => m.NewBookingPage,
      ),
    },
    {
      path: at.confirmNewBooking,
      lazy: lazyPage(
        () => import('./routes/confirm-new-booking-page.tsx'),
        (m) => m.ConfirmNewBookingPage,
      ),
    },
    {
      path: at.myBookings,
      lazy: lazyPage(
        () => import('./routes/my-bookings-page.tsx'),
        (m) => m.MyBookingsPage,
      ),
    },
    {
      path: at.viewBooking,
      lazy: lazyPage(
        () => import('./routes/view-booking-page.tsx'),
        (m) => m.ViewBookingPage,
      ),
    },
    { path: at.changePassword, lazy: changePassword },
  ];
}
