import { describe, expect, it } from 'vitest';
import { paths as booking } from '../booking/paths.ts';
import { adminRoutes, paths } from './paths.ts';

describe('admin paths', () => {
  it('builds every link from the route patterns the router uses', () => {
    expect(paths.contentItem('news', 'x')).toBe(`/admin/${adminRoutes.newsItem.replace(':id', 'x')}`);
    expect(paths.booking('b 1')).toBe('/admin/bookings/b%201');
    expect(paths.profiles('pending')).toBe('/admin/profiles?status=pending');
    expect(paths.bookings()).toBe('/admin/bookings');
    expect(booking.viewBooking('42')).toBe('/booking/view-booking/42');
  });
});
