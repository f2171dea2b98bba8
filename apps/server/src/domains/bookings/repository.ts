/**
 * The booking queries, one file a concern under repository/; the use cases import this file.
 */
export * from './repository/admin.ts';
export * from './repository/blocked-dates.ts';
export * from './repository/bookings.ts';
export * from './repository/rows.ts';
export * from './repository/slots.ts';
export * from './repository/refunds.ts';
export * from './repository/waitlist.ts';
export * from './repository/sweeps.ts';
