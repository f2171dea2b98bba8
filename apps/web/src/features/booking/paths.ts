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

/** Addresses of the booking area (product spec section 2). */
export const paths = {
  dashboard: root,
  calendar: `${root}/${bookingRoutes.calendar}`,
  newBooking: `${root}/${bookingRoutes.newBooking}`,
  confirmNewBooking: `${root}/${bookingRoutes.confirmNewBooking}`,
  myBookings: `${root}/${bookingRoutes.myBookings}`,
  viewBooking: (id: string) => `${root}/${bookingRoutes.viewBooking.replace(':id', encodeURIComponent(id))}`,
  changePassword: `${root}/${bookingRoutes.changePassword}`,
} as const;
