/**
 * What a failed query says, whether the driver's error comes bare or wrapped: drizzle wraps pg's and
 * PGlite's errors in `cause`. Each test here walks the error and its causes, outermost first.
 */

/** The error and its causes, at most five deep (a cycle of causes ends there too). */
function* chainOf(error: unknown): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    yield e as { code?: unknown; message?: unknown; constraint?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether the error or one of its causes carries a code (PostgreSQL's SQLSTATE, a socket's) `test` takes. */
export function hasErrorCode(error: unknown, test: (code: string) => boolean): boolean {
  for (const e of chainOf(error)) if (typeof e.code === 'string' && test(e.code)) return true;
  return false;
}

/** Whether the error or one of its causes has a message `test` takes. */
export function hasErrorMessage(error: unknown, test: (message: string) => boolean): boolean {
  for (const e of chainOf(error)) if (typeof e.message === 'string' && test(e.message)) return true;
  return false;
}

/** The unique constraint a failed write broke (23505), '' when the driver did not name it, else null. */
export function violatedConstraint(error: unknown): string | null {
  for (const e of chainOf(error)) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/** A PostgreSQL unique violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => violatedConstraint(error) !== null;
