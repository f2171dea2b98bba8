import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { halls, mainHall } from '../../../test/fixtures/booking.ts';
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

describe('the waitlist on the calendar page', { timeout: 60_000 }, () => {
  it('joins the waitlist for a taken date, says why the server refuses, and leaves it', async () => {
    let mine: (typeof entry)[] = [];
    let posts = 0;
    const join = vi.fn(({ body }: { body: unknown }) => {
      posts += 1;
      if (posts === 1) {
        return json(
          {
            message: 'This slot is free: you can book it now.',
            errors: { date: ['This slot is free: you can book it now.'] },
          },
          422,
        );
      }
      mine = [entry];
      return json({ ...entry, ...(body as object) }, 201);
    });
    const leave = vi.fn(() => {
      mine = [];
      return json(null, 204);
    });
    mockFetch({
      'GET /api/hall': () => json(halls),
      'POST /api/hall/check-availablility-month': () => json([]),
      'GET /api/booking/waitlist': () => json(mine),
      'POST /api/booking/waitlist': join,
      [`DELETE /api/booking/waitlist/${entry.id}`]: leave,
    });
    const user = userEvent.setup();
    renderBooking('/booking/booking-calendar');
    const panel = await screen.findByRole('region', { name: 'Waitlist for a taken date' });
    await user.click(within(panel).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(panel).getByText('Choose the date you are waiting for.')).toBeInTheDocument();
    expect(join).not.toHaveBeenCalled();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Slot to wait for' }), 'E');
    await user.type(within(panel).getByLabelText('Taken date'), '2026-12-05');
    await user.click(within(panel).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(panel).findByText('This slot is free: you can book it now.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Join the waitlist' }));
    expect(join.mock.calls[1]![0].body).toEqual({ hall_id: mainHall.id, slot: 'E', date: '2026-12-05' });
    const list = await within(panel).findByRole('list', { name: 'Your waitlist' });
    expect(within(list).getByText(/Main Hall, Evening, 5 Dec 2026: number 2 in line/)).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Leave the waitlist for Main Hall on 5 Dec 2026' }),
    );
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(panel).queryByRole('list')).not.toBeInTheDocument());
  });
});
