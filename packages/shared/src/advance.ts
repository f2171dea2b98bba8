import { addDays } from './slots.ts';

/**
 * The advance and the balance's due date (decision 026), the same on the server (which charges it) and
 * in the web (which shows it before booking). Rupees.
 */
export interface AdvanceLine {
  amountToPay: number;
  advancePercent: number;
  balanceDueDays: number;
}

/**
 * Each line's advance is its hall's percent of its amount (rounded up to the rupee); the balance is
 * due the largest balance_due_days (of halls taking an advance) before the first date. When that day
 * is today or past, or every hall takes 100%, the whole amount is paid at once.
 */
export function advancePlan(
  lines: readonly AdvanceLine[],
  firstDate: string,
  today: string,
): { advance: number; balanceDueOn: string | null } {
  const total = lines.reduce((s, l) => s + l.amountToPay, 0);
  const advance = lines.reduce((s, l) => s + Math.ceil((l.amountToPay * l.advancePercent) / 100), 0);
  if (advance >= total) return { advance: total, balanceDueOn: null };
  const dueDays = Math.max(...lines.filter((l) => l.advancePercent < 100).map((l) => l.balanceDueDays));
  const dueOn = addDays(firstDate, -dueDays);
  if (dueOn <= today) return { advance: total, balanceDueOn: null };
  return { advance, balanceDueOn: dueOn };
}
