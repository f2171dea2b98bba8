import { describe, expect, it } from 'vitest';
import { viewDraftErrors } from './booking-errors.ts';
import { slotsConflict } from './slot-rules.ts';

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

  it('collects the dates a 409 names as taken', () => {
    const view = viewDraftErrors({
      status: 409,
      message: 'Some dates are no longer free.',
      errors: { booking_dates: ['Main Hall, Evening, 2026-12-06 is taken.'] },
    });
    expect(view.general).toEqual(['Main Hall, Evening, 2026-12-06 is taken.']);
    expect([...view.dates]).toEqual(['2026-12-06']);
  });

  it('falls back to the message when the body has no field errors', () => {
    expect(viewDraftErrors({ status: 0, message: 'Offline', errors: {} }).general).toEqual(['Offline']);
  });
});

describe('slot conflicts', () => {
  it('a full day clashes with everything; morning and evening only with themselves', () => {
    expect(slotsConflict('B', 'M')).toBe(true);
    expect(slotsConflict('E', 'B')).toBe(true);
    expect(slotsConflict('M', 'M')).toBe(true);
    expect(slotsConflict('M', 'E')).toBe(false);
  });
});
