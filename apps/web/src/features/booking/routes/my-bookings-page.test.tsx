import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { bookingId, freezeToday, makeBooking, mainHall } from '../../../test/fixtures/booking.ts';
import { renderBooking } from '../testing/render.tsx';

beforeEach(() => freezeToday());
afterEach(() => {
  vi.useRealTimers();
  useBookingDraft.getState().clearDraft();
});

const older = makeBooking({
  id: '5f0c3b2e-1d2a-4c3b-9e8f-000000000002',
  event_name: null,
  status: 'expired',
  items: [{ hall_id: mainHall.id, hall_name: 'Main Hall', slot: 'B', booking_dates: ['2026-12-20'] }],
  created_at: '2026-11-01T06:00:00Z',
});

describe('my bookings and the dashboard', { timeout: 60_000 }, () => {
  it('lists bookings as the server orders them (newest first), with status badges and links', async () => {
    mockFetch({ 'GET /api/booking/my-bookings': () => json([makeBooking({ status: 'confirmed' }), older]) });
    renderBooking('/booking/my-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Wedding of Ayesha' })).toHaveAttribute(
      'href',
      `/booking/view-booking/${bookingId}`,
    );
    expect(within(cards[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('3 dates, from 5 Dec 2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Hall booking' })).toBeInTheDocument();
  });

  it('says so when there are no bookings, and offers a retry when the list fails', async () => {
    let fail = true;
    mockFetch({
      'GET /api/booking/my-bookings': () => (fail ? json({ message: 'Oops' }, 500) : json([])),
    });
    const user = userEvent.setup();
    renderBooking('/booking/my-bookings');
    expect(await screen.findByText('Could not load your bookings.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not booked a hall yet.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    mockFetch({ 'GET /api/booking/my-bookings': never });
    renderBooking('/booking/my-bookings');
    expect(await screen.findByRole('status', { name: 'Loading your bookings' })).toBeInTheDocument();
  });

  it('the dashboard has shortcuts, the draft in progress and upcoming bookings only', async () => {
    useBookingDraft.setState({ items: [{ hall_id: mainHall.id, slot: 'E', booking_dates: ['2026-12-05'] }] });
    const past = makeBooking({
      id: '5f0c3b2e-1d2a-4c3b-9e8f-000000000003',
      event_name: 'Last year',
      status: 'confirmed',
      items: [{ hall_id: mainHall.id, hall_name: 'Main Hall', slot: 'M', booking_dates: ['2025-12-05'] }],
    });
    mockFetch({
      'GET /api/booking/my-bookings': () => json([makeBooking({ status: 'confirmed' }), older, past]),
    });
    renderBooking('/booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hall booking' })).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Booking shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Check free dates' })).toHaveAttribute(
      'href',
      '/booking/booking-calendar',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/booking/change-passwords',
    );
    expect(screen.getByText('1 item with 1 date, not yet booked.')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming bookings' });
    expect(await within(upcoming).findAllByRole('article')).toHaveLength(1);
    expect(within(upcoming).getByRole('link', { name: 'Wedding of Ayesha' })).toBeInTheDocument();
  });
});
