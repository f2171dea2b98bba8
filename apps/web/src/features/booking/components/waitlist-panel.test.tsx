import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { freezeToday, halls, mainHall } from '../../../test/fixtures/booking.ts';
import { renderBooking } from '../testing/render.tsx';

const entry = {
  id: '3c1e2d3c-0000-4000-8000-000000000003',
  hall_id: mainHall.id,
  hall_name: mainHall.name,
  slot: 'E',
  date: '2026-12-05',
  position: 2,
  notified_at: null,
  created_at: '2026-11-20T06:00:00Z',
};

// December 2026 on the calendar: the 4th and the 6th free, the 5th taken.
const december = ['2026-12-04', '2026-12-06'];

beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

async function showDecember(user: ReturnType<typeof userEvent.setup>, slot: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Slot' }), slot);
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await screen.findByRole('grid', { name: 'December 2026' });
  await screen.findByText('2 free dates in December 2026.');
}

describe('the waiting list from the calendar', { timeout: 60_000 }, () => {
  it('a booked date is pressed and its waiting list joined in one press, hall and slot preset; errors are said', async () => {
    let mine: (typeof entry)[] = [];
    let posts = 0;
    const join = vi.fn((_request: { body: unknown }) => {
      posts += 1;
      if (posts === 1) {
        return json(
          { message: 'Verify your mobile number first.', code: 'mobile_not_verified', errors: {} },
          403,
        );
      }
      mine = [entry];
      return json(entry, 201);
    });
    const leave = vi.fn(() => {
      mine = [];
      return json(null, 204);
    });
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/hall/check-availablility-month': ({ body }) =>
        json((body as { month: number }).month === 12 ? december : []),
      'GET /api/booking/waitlist': () => json(mine),
      'POST /api/booking/waitlist': join,
      [`DELETE /api/booking/waitlist/${entry.id}`]: leave,
    });
    const user = userEvent.setup();
    renderBooking('/booking/booking-calendar');

    // No form to type a date into: the list says how to join.
    const list = await screen.findByRole('region', { name: 'Your waiting list' });
    expect(await within(list).findByText(/Tap a booked date on the calendar/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await showDecember(user, 'E');
    // Still shown as taken, but pressable, and named so.
    const booked = screen.getByRole('button', {
      name: 'Saturday, 5 December 2026, booked, you can join its waiting list',
    });
    expect(booked).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Booked: tap it to join its waiting list')).toBeInTheDocument();
    await user.click(booked);

    const offer = await screen.findByRole('region', { name: 'Saturday, 5 December 2026 is booked' });
    expect(within(offer).getByRole('heading')).toHaveFocus();
    expect(within(offer).getByText(/Main Hall, Evening, is booked on this date/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Join the waiting list for this date' }));
    expect(await within(offer).findByRole('alert')).toHaveTextContent(
      'You could not join the waiting list. Verify your mobile number first.',
    );

    await user.click(within(offer).getByRole('button', { name: 'Join the waiting list for this date' }));
    expect(join.mock.calls[1]![0].body).toEqual({ hall_id: mainHall.id, slot: 'E', date: '2026-12-05' });
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'You are on the waiting list for Main Hall, Evening, 5 Dec 2026: number 2 in line.',
    );
    expect(within(offer).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();

    // The entry is listed, and can be left; pressed again later, the date says its place in line.
    const entries = await within(list).findByRole('list', { name: 'Your waiting list' });
    expect(within(entries).getByText(/Main Hall, Evening, 5 Dec 2026: number 2 in line/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Close' }));
    expect(booked).toHaveFocus();
    await user.click(booked);
    expect(
      await screen.findByText('You are already on its waiting list: number 2 in line.'),
    ).toBeInTheDocument();

    await user.click(
      within(entries).getByRole('button', { name: 'Leave the waiting list for Main Hall on 5 Dec 2026' }),
    );
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(list).queryByRole('list')).not.toBeInTheDocument());
  });

  it('looking at the full day of a date whose morning alone is booked, offers the morning', async () => {
    const join = vi.fn((_request: { body: unknown }) => json({ ...entry, slot: 'M', position: 1 }, 201));
    const halves = vi.fn((_request: { body: unknown }) =>
      json({
        data: [
          { hall_id: mainHall.id, date: '2026-12-05', slot: 'M', available: false },
          { hall_id: mainHall.id, date: '2026-12-05', slot: 'E', available: true },
        ],
      }),
    );
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/hall/check-availablility-month': ({ body }) =>
        json((body as { month: number }).month === 12 ? december : []),
      'POST /api/hall/check-availablility': halves,
      'GET /api/booking/waitlist': () => json([]),
      'POST /api/booking/waitlist': join,
    });
    const user = userEvent.setup();
    renderBooking('/booking/booking-calendar');
    await showDecember(user, 'B');
    await user.click(
      screen.getByRole('button', {
        name: 'Saturday, 5 December 2026, booked, you can join its waiting list',
      }),
    );
    const offer = await screen.findByRole('region', { name: 'Saturday, 5 December 2026 is booked' });
    expect(
      await within(offer).findByText(
        'On this date only Morning is booked; Evening is free. The waiting list is for Morning.',
      ),
    ).toBeInTheDocument();
    expect(halves.mock.calls[0]![0].body).toEqual({
      halls: [mainHall.id],
      start: '2026-12-05',
      end: '2026-12-05',
      slots: ['M', 'E'],
    });
    await user.click(within(offer).getByRole('button', { name: 'Join the waiting list for this date' }));
    await waitFor(() => expect(join).toHaveBeenCalledTimes(1));
    expect(join.mock.calls[0]![0].body).toEqual({ hall_id: mainHall.id, slot: 'M', date: '2026-12-05' });
    expect(await within(offer).findByRole('status')).toHaveTextContent(
      'You are on the waiting list for Main Hall, Morning, 5 Dec 2026: number 1 in line.',
    );
  });
});
