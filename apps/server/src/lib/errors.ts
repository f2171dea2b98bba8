import type { ErrorCode } from '@samaj/shared';

/** The closed list of domain error kinds; the error handler maps each to docs/api.md's shapes. */
export type ErrorKind =
  | 'validation' // 422 { message, errors }
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409 { message, errors }
  | 'too_many_requests' // 429 + Retry-After
  | 'payload_too_large' // 413
  | 'unavailable'; // 503

const STATUS: Record<ErrorKind, number> = {
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly extra: {
      errors?: Record<string, string[]>;
      code?: ErrorCode;
      retryAfterSeconds?: number;
      /** More of the answer, beside the message (a checkout's 503 carries the booking still held). */
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = STATUS[kind];
  }
}

/** 422 on one field, the way Laravel reports it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('validation', message, { errors: { [field]: [message] } });
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);
export const forbidden = (message = 'This action is unauthorized.', code?: ErrorCode) =>
  new AppError('forbidden', message, code ? { code } : {});
export const unauthenticated = () => new AppError('unauthenticated', 'Unauthenticated.');

/** Laravel's summary line: the first message, and "(and N more errors)". */
export function summarise(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  const rest = all.length - 1;
  return rest > 0 ? `${all[0]} (and ${rest} more error${rest > 1 ? 's' : ''})` : all[0]!;
}
