/**
 * An Intl formatter made on first use: making one costs a few milliseconds (more on a slow phone), which
 * at module level every page load would pay before its first paint, used or not.
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const money = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

/** Integer rupees as ₹ with Indian digit grouping: 150000 → ₹1,50,000. */
export function formatMoney(rupees: number): string {
  return money().format(rupees);
}

const instant = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }));
const calendarDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }),
);

/** An ISO 8601 instant, shown as a date in the reader's time zone. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instant().format(date);
}

/** A `YYYY-MM-DD` calendar date: no time zone may shift it to the day before. */
export function formatCalendarDate(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDate().format(date);
}

/** Text written with blank lines between paragraphs, as paragraphs. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
