import type { Hall } from '@samaj/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { monthAvailabilityQueryOptions, type MonthAvailabilityInput } from '../api/get-month-availability.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { isDateFlagged, viewDraftErrors } from '../utils/booking-errors.ts';

/**
 * A refusal because dates were taken (409) stays with the draft until the draft changes, or until every
 * date it named is free again (the other booking was cancelled or its hold ran out): then it is cleared.
 * The months are read with the calendar's own queries, so the calendar's answers count too.
 */
export function useClearFreedConflicts(halls: readonly Hall[] | undefined): void {
  const errors = useBookingDraft((state) => state.errors);
  const items = useBookingDraft((state) => state.items);
  const view = viewDraftErrors(errors);
  const flagged =
    errors?.status === 409 && halls
      ? items.flatMap((item, index) => {
          const hallName = halls.find((hall) => hall.id === item.hall_id)?.name ?? '';
          return item.booking_dates
            .filter((date) => hallName !== '' && isDateFlagged(view, index, hallName, date))
            .map((date) => ({ hall_id: item.hall_id, slot: item.slot, date }));
        })
      : [];
  const months = new Map<string, MonthAvailabilityInput>();
  for (const { hall_id, slot, date } of flagged) {
    const input = { hall_id, slot, year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
    months.set(`${hall_id}:${slot}:${date.slice(0, 7)}`, input);
  }
  const keys = [...months.keys()];
  const results = useQueries({ queries: [...months.values()].map((m) => monthAvailabilityQueryOptions(m)) });
  const answers = results.map((result) => (result.isSuccess ? result.data : null));
  const allFree =
    flagged.length > 0 &&
    answers.every((answer) => answer !== null) &&
    flagged.every(({ hall_id, slot, date }) => {
      const answer = answers[keys.indexOf(`${hall_id}:${slot}:${date.slice(0, 7)}`)];
      return answer?.includes(date) ?? false;
    });

  useEffect(() => {
    if (allFree) useBookingDraft.getState().setErrors(null);
  }, [allFree]);
}
