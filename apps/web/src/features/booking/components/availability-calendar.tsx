import { BOOKING_HORIZON_DAYS, type Slot } from '@samaj/shared';
import { Button, Group, List, Stack, Text, Title, useDirection, type TitleOrder } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMonthAvailability } from '../api/get-month-availability.ts';
import { useBookingTranslation } from '../i18n.ts';
import {
  addDays,
  addMonths,
  compareYearMonth,
  formatLongDate,
  formatMonth,
  isInMonth,
  monthWeeks,
  sameDayInMonth,
  todayIso,
  toIsoDate,
  weekdayOf,
  yearMonthOf,
  type YearMonth,
} from '../utils/calendar-dates.ts';
import classes from './availability-calendar.module.css';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

interface AvailabilityCalendarProps {
  hallId: string;
  slot: Slot;
  /** Dates picked so far (for this hall and slot). */
  selected: readonly string[];
  onToggle: (date: string) => void;
  /** Dates the booking draft already holds for this hall in a clashing slot: shown, not selectable. */
  inDraft?: (date: string) => boolean;
  headingOrder?: TitleOrder;
  /** The month shown first; the current month by default. */
  initialMonth?: YearMonth;
  /**
   * A taken date from today to the booking horizon was tapped: with it, taken dates stay struck through
   * but can be pressed (to join their waiting list); without it they cannot.
   */
  onTakenPick?: (date: string) => void;
}

type DayState = 'free' | 'selected' | 'inDraft' | 'taken' | 'booked' | 'loading' | 'unknown';

/**
 * One hall and slot, one month at a time: the free dates (from the server) can be picked, the others
 * cannot. A WAI-ARIA grid: one date is in the tab order; arrows, Home, End, Page Up and Page Down move.
 */
export function AvailabilityCalendar({
  hallId,
  slot,
  selected,
  onToggle,
  inDraft,
  headingOrder = 2,
  initialMonth,
  onTakenPick,
}: AvailabilityCalendarProps) {
  const { t } = useBookingTranslation();
  const headingId = useId();
  const statusId = useId();
  const today = todayIso();
  const firstMonth = yearMonthOf(today);
  // As far ahead as the server takes bookings.
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const lastMonth = yearMonthOf(horizon);
  const [month, setMonth] = useState<YearMonth>(() =>
    initialMonth && compareYearMonth(initialMonth, firstMonth) > 0 ? initialMonth : firstMonth,
  );
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const query = useMonthAvailability({ hall_id: hallId, slot, year: month.year, month: month.month });
  const free = useMemo(() => new Set(query.data ?? []), [query.data]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  // Another month's answer kept on screen while this one loads says nothing about this month.
  const ready = query.isSuccess && !query.isPlaceholderData;
  const loading = !ready && !query.isError;

  const stateOf = (date: string): DayState => {
    if (selectedSet.has(date)) return 'selected';
    if (inDraft?.(date)) return 'inDraft';
    // Until the month's answer is in, a day is neither free nor taken: say so, not "not available".
    if (!ready) return loading ? 'loading' : 'unknown';
    if (free.has(date)) return 'free';
    // Someone holds it: its waiting list can be joined, but not for a day gone or beyond the horizon.
    return onTakenPick && date >= today && date <= horizon ? 'booked' : 'taken';
  };

  const weeks = monthWeeks(month);
  const monthDates = weeks.flat().filter((date): date is string => date !== null);
  const activeDate =
    focusDate && isInMonth(focusDate, month)
      ? focusDate
      : (monthDates.find((date) => selectedSet.has(date)) ??
        monthDates.find((date) => ready && free.has(date)) ??
        (isInMonth(today, month) ? today : toIsoDate(month.year, month.month, 1)));

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${activeDate}"]`)?.focus();
  }, [activeDate]);

  const canGoBack = compareYearMonth(month, firstMonth) > 0;
  const canGoForward = compareYearMonth(month, lastMonth) < 0;

  const showMonth = (next: YearMonth) => {
    if (compareYearMonth(next, firstMonth) < 0 || compareYearMonth(next, lastMonth) > 0) return false;
    setMonth(next);
    return true;
  };

  const { dir } = useDirection();

  const focusOn = (date: string) => {
    const target = yearMonthOf(date);
    if (!isInMonth(date, month) && !showMonth(target)) return;
    moveFocus.current = true;
    setFocusDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = activeDate;
    // Right to left (Urdu), the week runs from the right: the left arrow goes to the next day.
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(from, -forward),
      ArrowRight: () => addDays(from, forward),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => addDays(from, -weekdayOf(from)),
      End: () => addDays(from, 6 - weekdayOf(from)),
      PageUp: () => sameDayInMonth(from, addMonths(month, -1)),
      PageDown: () => sameDayInMonth(from, addMonths(month, 1)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusOn(move());
  };

  const freeInMonth = monthDates.filter((date) => free.has(date)).length;
  const monthName = formatMonth(month);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" maw={420}>
        <Button
          variant="default"
          onClick={() => showMonth(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t('calendar.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Title order={headingOrder} size="h4" id={headingId}>
          {monthName}
        </Title>
        <Button
          variant="default"
          onClick={() => showMonth(addMonths(month, 1))}
          disabled={!canGoForward}
          aria-label={t('calendar.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </Group>

      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={statusId}
        aria-busy={loading || query.isFetching}
        className={`${classes.grid} ${loading || query.isFetching ? classes.loading : ''}`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={classes.weekday} abbr={t(`calendar.weekdays.${day}`)}>
                {t(`calendar.weekdaysShort.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={column} className={classes.cell} />
                ) : (
                  <DayCell
                    key={date}
                    date={date}
                    state={stateOf(date)}
                    isToday={date === today}
                    tabbable={date === activeDate}
                    onPick={() => {
                      setFocusDate(date);
                      onToggle(date);
                    }}
                    onBookedPick={() => {
                      setFocusDate(date);
                      onTakenPick?.(date);
                    }}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <div id={statusId} aria-live="polite">
        {loading && <Text size="sm">{t('calendar.loading')}</Text>}
        {query.isError && (
          <Group gap="sm">
            <Text size="sm" c="red.8" role="alert">
              {t('calendar.loadFailed')} {errorMessage(query.error, t)}
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => void query.refetch()}
              loading={query.isRefetching}
            >
              {t('common.retry')}
            </Button>
          </Group>
        )}
        {ready && (
          <Text size="sm">
            {freeInMonth === 0
              ? t('calendar.noneFree', { month: monthName })
              : t('calendar.freeCount', { count: freeInMonth, month: monthName })}
          </Text>
        )}
      </div>

      <CalendarLegend waitable={Boolean(onTakenPick)} />
    </Stack>
  );
}

interface DayCellProps {
  date: string;
  state: DayState;
  isToday: boolean;
  tabbable: boolean;
  onPick: () => void;
  onBookedPick: () => void;
}

function DayCell({ date, state, isToday, tabbable, onPick, onBookedPick }: DayCellProps) {
  const { t } = useBookingTranslation();
  const pickable = state === 'free' || state === 'selected';
  const className = [
    classes.day,
    (state === 'loading' || state === 'unknown') && classes.pendingDay,
    pickable && classes.free,
    state === 'selected' && classes.selected,
    state === 'inDraft' && classes.inDraft,
    state === 'booked' && classes.booked,
    isToday && classes.today,
  ]
    .filter(Boolean)
    .join(' ');
  const label = `${formatLongDate(date)}, ${t(`calendar.state.${state}`)}${isToday ? `, ${t('calendar.today')}` : ''}`;
  return (
    <td role="gridcell" className={classes.cell} aria-selected={state === 'selected'}>
      <button
        type="button"
        data-date={date}
        className={className}
        tabIndex={tabbable ? 0 : -1}
        aria-label={label}
        aria-pressed={pickable ? state === 'selected' : undefined}
        aria-disabled={pickable || state === 'booked' ? undefined : true}
        onClick={() => {
          if (pickable) onPick();
          else if (state === 'booked') onBookedPick();
        }}
      >
        {Number(date.slice(8, 10))}
      </button>
    </td>
  );
}

export function CalendarLegend({ waitable = false }: { waitable?: boolean }) {
  const { t } = useBookingTranslation();
  const titleId = useId();
  const entries = [
    { key: 'free', className: `${classes.day} ${classes.free}` },
    { key: 'selected', className: `${classes.day} ${classes.free} ${classes.selected}` },
    { key: 'inDraft', className: `${classes.day} ${classes.inDraft}` },
    { key: 'taken', className: `${classes.day} ${waitable ? classes.booked : ''}` },
  ] as const;
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        {t('calendar.legend')}
      </Text>
      <List listStyleType="none" spacing={4} size="sm" aria-labelledby={titleId}>
        {entries.map((entry) => (
          <List.Item key={entry.key}>
            <Group gap="xs" wrap="nowrap">
              <span
                aria-hidden="true"
                className={`${classes.swatch} ${entry.className}`}
                style={{ height: 18 }}
              />
              <span>
                {t(
                  entry.key === 'taken' && waitable
                    ? 'calendar.legendText.booked'
                    : `calendar.legendText.${entry.key}`,
                )}
              </span>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
