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
} from './booking/admin.ts';
export { createBlockedDates, deleteBlockedDate, listBlockedDates } from './blocked-date/blocked-dates.ts';
export { confirmPayment } from './payment/capture.ts';
export { payBooking } from './payment/checkout.ts';
export { MAX_OPEN_HOLDS } from './booking/account-limits.ts';
export { createBooking } from './booking/create.ts';
export { releaseExpiredHolds } from './booking/holds.ts';
export { cancelBooking, listMyBookings, showBooking } from './booking/my-bookings.ts';
export { payBalance } from './payment/balance.ts';
export { previewRefund, refundByAdmin } from './refund/refund.ts';
export { retryUnsentRefunds } from './refund/send.ts';
export { joinWaitlist, leaveWaitlist, listWaitlist, offerFreedSlots } from './waitlist/waitlist.ts';
export { reconcileOrders, remindBalances } from './payment/sweeps.ts';
export { remindEvents } from './booking/reminders.ts';
export { bookingCalendarFile, bookingReceiptPdf } from './document/files.ts';
