// No zod here (nor in enums.ts, pricing.ts, slots.ts): the web's first load imports these numbers, and
// a value taken from a schema module would bring zod into it (decision 016).

/** Limits of one booking request (docs/api.md "Halls and booking"). */
export const MAX_BOOKING_ITEMS = 10;
export const MAX_DATES_PER_ITEM = 30;
/** How far ahead a date can be booked, in days from today. */
export const BOOKING_HORIZON_DAYS = 730;
/** Limits of the availability checks: days in the range, and hall × date × slot combinations. */
export const AVAILABILITY_MAX_DAYS = 366;
export const AVAILABILITY_MAX_COMBINATIONS = 2000;

/** The name shown for a booking whose account was deleted (kept, anonymised, for the accounts). */
export const DELETED_ACCOUNT = 'Deleted account';
