import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '@samaj/shared';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { logInAs } from '../../../test/session.ts';
import { adminUser, hall } from '../../../test/fixtures/admin.ts';
import { BookingCalendarPage } from './booking-calendar-page.tsx';

const main = hall();
const lawn = hall({ id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f00a2', name: 'Lawn', short_name: 'LW' });
const cell = { hall_id: main.id, hall_name: main.name };
const month: CalendarEntry[] = [
  {
    kind: 'booking',
    ...cell,
    date: '2030-09-10',
    slot: 'M',
    booking: {
      id: '3b0f6a52-6f6e-4c8e-9a55-0000000000c1',
      status: 'confirmed',
      event_name: 'Nikah',
      user: { id: adminUser.id, name: 'Zainab', mobile: '+919876543210' },
    },
  },
  { kind: 'blocked', ...cell, date: '2030-09-10', slot: 'E', blocked: { id: 'b1', reason: 'Cleaning' } },
  {
    kind: 'blocked',
    ...cell,
    hall_id: lawn.id,
    hall_name: lawn.name,
    date: '2030-09-30',
    slot: 'B',
    blocked: { id: 'b2', reason: '' },
  },
];

describe('booking calendar', { timeout: 30_000 }, () => {
  it("shows the office's blocked dates in their hall's cell, with their reason, apart from the bookings", async () => {
    logInAs(adminUser);
    const spy = mockFetch({
      'GET /api/admin/halls': () => json([main, lawn]),
      'GET /api/admin/bookings/calendar': () => json(month),
    });
    renderRoutes(
      [{ path: '/admin/bookings/calendar', Component: BookingCalendarPage }],
      '/admin/bookings/calendar?year=2030&month=9',
    );

    const table = await screen.findByRole('table', { name: 'Bookings and blocked dates in September 2030' });
    expect(String(spy.mock.calls.find(([url]) => String(url).includes('calendar'))?.[0])).toContain(
      'year=2030&month=9',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 slot taken this month. 2 slots blocked.');

    const row = (date: RegExp) => within(table).getByRole('row', { name: date });
    const tenth = within(row(/10 Sept? 2030/)).getAllByRole('cell');
    expect(within(tenth[0]!).getByRole('link', { name: 'Morning: Nikah (Confirmed)' })).toBeInTheDocument();
    expect(tenth[0]).toHaveTextContent('Evening: blocked, Cleaning');
    expect(within(tenth[0]!).getAllByRole('link')).toHaveLength(1);
    expect(tenth[1]!.textContent).toBe('');

    const last = within(row(/30 Sept? 2030/)).getAllByRole('cell');
    expect(last[0]!.textContent).toBe('');
    expect(last[1]).toHaveTextContent('Full day: blocked');
    expect(screen.getByRole('link', { name: 'Block or unblock dates' })).toHaveAttribute(
      'href',
      '/admin/halls/blocked-dates',
    );
  });
});
