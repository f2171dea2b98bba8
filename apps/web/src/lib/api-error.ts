export type FieldErrors = Record<string, string[]>;

/** Every failed API call ends up as one of these: the server's Laravel-style error, or status 0 with no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | undefined;
  /** Seconds to wait, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;
  /** The whole answer, for what an error carries beside its message (a checkout's 503: the booking). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    message: string;
    errors?: FieldErrors;
    code?: string | undefined;
    retryAfter?: number | undefined;
    details?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.details = init.details ?? {};
  }

  get isNetworkError(): boolean {
    return this.code === 'network';
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
