import { describe, expect, it } from 'vitest';
import { isDateFlagged, viewDraftErrors } from './booking-errors.ts';

describe('booking errors from the server', () => {
  it('sorts Laravel-style keys onto the user type, the items and the booking as a whole', () => {
    const view = viewDraftErrors({
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        'booking.booking_user_type': ['The booking user type is invalid.'],
        'booking_items.1.booking_dates.0': ['2026-12-40 is not a date.'],
        booking_items: ['Too many items.'],
      },
    });
    expect(view.userType).toEqual(['The booking user type is invalid.']);
    expect(view.items).toEqual({ 1: ['2026-12-40 is not a date.'] });
    expect(view.general).toEqual(['Too many items.']);
  });

  it('flags the dates a 409 names, on the items of the hall it names', () => {
    const view = viewDraftErrors({
      status: 409,
      message: 'Some of the dates you chose are no longer available.',
      errors: { booking_dates: ['2026-12-06 (Main Hall, Evening) is no longer available.'] },
    });
    expect(view.general).toEqual(['2026-12-06 (Main Hall, Evening) is no longer available.']);
    expect(isDateFlagged(view, 0, 'Main Hall', '2026-12-06')).toBe(true);
    expect(isDateFlagged(view, 1, 'Garden Hall', '2026-12-06')).toBe(false);
    expect(isDateFlagged(view, 0, 'Main Hall', '2026-12-05')).toBe(false);
  });

  it("flags a date named in an item's own errors", () => {
    const view = viewDraftErrors({
      status: 422,
      message: '2026-11-01 is in the past.',
      errors: { 'booking_items.1.booking_dates.0': ['2026-11-01 is in the past.'] },
    });
    expect(isDateFlagged(view, 1, 'Garden Hall', '2026-11-01')).toBe(true);
    expect(isDateFlagged(view, 0, 'Main Hall', '2026-11-01')).toBe(false);
  });

  it('falls back to the message when the body has no field errors', () => {
    expect(viewDraftErrors({ status: 0, message: 'Offline', errors: {} }).general).toEqual(['Offline']);
  });
});
