import { DirectionProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { freezeToday, mainHall } from '../../../test/fixtures/booking.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

function Harness({ onToggle }: { onToggle?: (date: string) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <AvailabilityCalendar
      hallId={mainHall.id}
      slot="E"
      selected={selected}
      onToggle={(date) => {
        onToggle?.(date);
        setSelected((current) =>
          current.includes(date) ? current.filter((d) => d !== date) : [...current, date],
        );
      }}
      inDraft={(date) => date === '2026-11-28'}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });

beforeEach(() => freezeToday());
afterEach(() => vi.useRealTimers());

describe('availability calendar', { timeout: 60_000 }, () => {
  it('while a month loads, says the grid is busy and no day is announced "not available"', async () => {
    const answers: Array<(value: Response) => void> = [];
    mockFetch({
      'POST /api/hall/check-availablility-month': () =>
        new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: Harness }]);

    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Checking free dates…')).toBeInTheDocument();
    expect(day('Tuesday, 24 November 2026')).toHaveAccessibleName(
      'Tuesday, 24 November 2026, checking availability',
    );
    expect(screen.queryAllByRole('button', { name: /, not available/ })).toHaveLength(0);

    answers.shift()?.(json(['2026-11-25']));
    expect(await screen.findByText('1 free date in November 2026.')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(day('Tuesday, 24 November 2026')).toHaveAccessibleName('Tuesday, 24 November 2026, not available');

    // The next month: November's answer stays on screen meanwhile, but December's days are not "taken".
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const december = await screen.findByRole('grid', { name: 'December 2026' });
    expect(december).toHaveAttribute('aria-busy', 'true');
    expect(day('Tuesday, 1 December 2026')).toHaveAccessibleName(
      'Tuesday, 1 December 2026, checking availability',
    );
    expect(screen.queryAllByRole('button', { name: /, not available/ })).toHaveLength(0);
    answers.shift()?.(json([]));
    expect(await screen.findByText(/No free dates in December 2026/)).toBeInTheDocument();
    expect(day('Tuesday, 1 December 2026')).toHaveAccessibleName('Tuesday, 1 December 2026, not available');
  });

  it('lets free dates from the API be picked, and no others', async () => {
    const fetchSpy = mockFetch({
      'POST /api/hall/check-availablility-month': () => json(['2026-11-25', '2026-11-26', '2026-11-28']),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: Harness }]);

    expect(await screen.findByText('3 free dates in November 2026.')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      hall_id: mainHall.id,
      slot: 'E',
      year: 2026,
      month: 11,
    });

    const free = day('Wednesday, 25 November 2026');
    expect(free).toHaveAccessibleName('Wednesday, 25 November 2026, free');
    expect(free).toHaveAttribute('aria-pressed', 'false');
    await user.click(free);
    expect(day('Wednesday, 25 November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Wednesday, 25 November 2026')).toHaveAccessibleName('Wednesday, 25 November 2026, picked');

    // Not free: shown, but not selectable.
    const taken = day('Tuesday, 24 November 2026');
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await user.click(taken);
    expect(day('Tuesday, 24 November 2026')).not.toHaveAttribute('aria-pressed');
    // Free, but the draft holds it already for this hall.
    expect(day('Saturday, 28 November 2026')).toHaveAccessibleName(
      'Saturday, 28 November 2026, already in your booking',
    );
    expect(day('Saturday, 28 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Friday, 20 November 2026')).toHaveAccessibleName(
      'Friday, 20 November 2026, not available, today',
    );
    // The legend explains the colours.
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('Free: can be picked');
  });

  it('moves between months with labelled buttons, never before this month', async () => {
    const asked: unknown[] = [];
    mockFetch({
      'POST /api/hall/check-availablility-month': ({ body }) => {
        asked.push(body);
        const { month } = body as { month: number };
        return json(month === 12 ? ['2026-12-05'] : ['2026-11-25']);
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: Harness }]);

    expect(await screen.findByText('1 free date in November 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('1 free date in December 2026.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Saturday, 5 December 2026')).not.toHaveAttribute('aria-disabled');
    expect(asked).toContainEqual({ hall_id: mainHall.id, slot: 'E', year: 2026, month: 12 });

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('1 free date in November 2026.')).toBeInTheDocument();
  });

  it('says so when nothing is free (an empty answer)', async () => {
    mockFetch({ 'POST /api/hall/check-availablility-month': () => json([]) });
    renderRoutes([{ path: '/', Component: Harness }]);
    expect(
      await screen.findByText(
        'No free dates in November 2026 for this hall and slot. Try another month, slot or hall.',
      ),
    ).toBeInTheDocument();
    expect(day('Wednesday, 25 November 2026')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is a keyboard grid: one date in the tab order, arrows move, Enter picks, arrows cross months, Page Up turns back', async () => {
    mockFetch({
      'POST /api/hall/check-availablility-month': ({ body }) =>
        json((body as { month: number }).month === 12 ? ['2026-12-02'] : ['2026-11-25', '2026-11-26']),
    });
    const onToggle = vi.fn();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', Component: () => <Harness onToggle={onToggle} /> }]);
    await screen.findByText('2 free dates in November 2026.');

    await user.tab(); // Next month (Previous is disabled)
    await user.tab();
    expect(day('Wednesday, 25 November 2026')).toHaveFocus();
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0 && b.dataset.date)).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(day('Thursday, 26 November 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith('2026-11-26');
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday, 3 December 2026')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument());
    await user.keyboard('{PageUp}');
    expect(day('Tuesday, 3 November 2026')).toHaveFocus();
  });

  it('right to left (Urdu), the week runs from the right: the left arrow goes to the next day', async () => {
    mockFetch({ 'POST /api/hall/check-availablility-month': () => json(['2026-11-25', '2026-11-26']) });
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        Component: () => (
          <DirectionProvider initialDirection="rtl" detectDirection={false}>
            <Harness />
          </DirectionProvider>
        ),
      },
    ]);
    await screen.findByText('2 free dates in November 2026.');
    await user.tab();
    await user.tab();
    expect(day('Wednesday, 25 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('Thursday, 26 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, 25 November 2026')).toHaveFocus();
  });
});

describe('a taken date on the calendar', { timeout: 60_000 }, () => {
  it('with a waiting list to offer: still taken, pressable with its name saying so; a past day is not', async () => {
    mockFetch({ 'POST /api/hall/check-availablility-month': () => json(['2026-11-25']) });
    const onTakenPick = vi.fn();
    const onToggle = vi.fn();
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        Component: () => (
          <AvailabilityCalendar
            hallId={mainHall.id}
            slot="E"
            selected={[]}
            onToggle={onToggle}
            onTakenPick={onTakenPick}
          />
        ),
      },
    ]);
    expect(await screen.findByText('1 free date in November 2026.')).toBeInTheDocument();
    const booked = day('Thursday, 26 November 2026');
    expect(booked).toHaveAccessibleName('Thursday, 26 November 2026, booked, you can join its waiting list');
    expect(booked).not.toHaveAttribute('aria-disabled');
    expect(booked).not.toHaveAttribute('aria-pressed');
    await user.click(booked);
    expect(onTakenPick).toHaveBeenCalledWith('2026-11-26');
    expect(onToggle).not.toHaveBeenCalled();

    // Before today nothing can be waited for.
    const past = day('Thursday, 19 November 2026');
    expect(past).toHaveAccessibleName('Thursday, 19 November 2026, not available');
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await user.click(past);
    expect(onTakenPick).toHaveBeenCalledTimes(1);
    // The key names what pressing a booked date does.
    expect(screen.getByText('Booked: tap it to join its waiting list')).toBeInTheDocument();
  });
});
