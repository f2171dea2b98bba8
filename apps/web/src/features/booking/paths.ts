import { pathsUnder } from '../../lib/paths.ts';

const root = '/booking';

/** Each page's route under /booking, declared once: the router and every link are built from it. */
export const bookingRoutes = {
  calendar: 'booking-calendar',
  newBooking: 'new-booking',
  confirmNewBooking: 'confirm-new-booking',
  myBookings: 'my-bookings',
  viewBooking: 'view-booking/:id',
  changePassword: 'change-passwords',
} as const;

const { at, withId } = pathsUnder(root);

/** Addresses of the booking area (product spec section 2). */
export const paths = {
  dashboard: root,
  calendar: at(bookingRoutes.calendar),
  newBooking: at(bookingRoutes.newBooking),
  confirmNewBooking: at(bookingRoutes.confirmNewBooking),
  myBookings: at(bookingRoutes.myBookings),
  viewBooking: (id: string) => withId(bookingRoutes.viewBooking, id),
  changePassword: at(bookingRoutes.changePassword),
} as const;
