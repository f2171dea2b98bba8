import { z } from 'zod';

/**
 * A calendar date, `YYYY-MM-DD`, that exists (2030-02-30 is refused), from 1900 to 2999: PostgreSQL
 * refuses year 0, and no date of birth, event or filter of this app lies outside those years.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date in the form YYYY-MM-DD.')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Must be a real calendar date.')
  .refine((value) => value >= '1900-01-01' && value <= '2999-12-31', 'Must be a date from 1900 to 2999.');

export const uuid = z.uuid({ message: 'Must be a valid id.' });

/** A whole number from `min` to `max` (a numeric text is read as one); any miss says `message`. */
export const wholeIn = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** Laravel's cursor paginator, the shape clients follow with next_page_url. */
export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    per_page: z.number().int(),
    next_cursor: z.string().nullable(),
    next_page_url: z.string().nullable(),
    prev_cursor: z.string().nullable(),
    prev_page_url: z.string().nullable(),
    path: z.string(),
  });
}
export interface CursorPage<T> {
  data: T[];
  per_page: number;
  next_cursor: string | null;
  next_page_url: string | null;
  prev_cursor: string | null;
  prev_page_url: string | null;
  path: string;
}

export const cursorQuery = z.object({
  cursor: z.string().max(512).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/** Error answers: `{ message }`, possibly with `errors` and `code` (loose, so those pass through). */
export const messageAnswer = z.looseObject({ message: z.string() });
