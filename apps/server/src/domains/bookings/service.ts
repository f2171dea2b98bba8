/**
 * The bookings domain's public face: what routes and other domains may call. Each use case lives in
 * its own file (decision 022); this file only re-exports them, so the lint zone "another domain goes
 * through service.ts" keeps holding.
 */
export {
  cancelBookingByAdmin,
  bookingsCalendar,
  getBookingForAdmin,
  listBookingsForAdmin,
  markRefunded,
} from './admin.ts';
export { createBlockedDates, deleteBlockedDate, listBlockedDates } from './blocked-dates.ts';
export { confirmPayment } from './capture.ts';
export { payBooking } from './checkout.ts';
export { MAX_OPEN_HOLDS } from './account-limits.ts';
export { createBooking } from './create-booking.ts';
export { releaseExpiredHolds } from './holds.ts';
export { cancelBooking, listMyBookings, showBooking } from './my-bookings.ts';
export { payBalance } from './balance.ts';
export { previewRefund, refundByAdmin } from './refunds.ts';
export { retryUnsentRefunds } from './refund-send.ts';
export { joinWaitlist, leaveWaitlist, listWaitlist, offerFreedSlots } from './waitlist.ts';
export { reconcileOrders, remindBalances, remindEvents } from './sweeps.ts';
export { bookingCalendarFile, bookingReceiptPdf } from './documents.ts';
