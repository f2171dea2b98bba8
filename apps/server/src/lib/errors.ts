import { ERROR_CODES, type ErrorCode } from '@samaj/shared';
import type { MessageId } from '../i18n/messages.ts';
import { type Localized, localize, type MessageArgs, msg, type Params } from '../i18n/translate.ts';

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

/**
 * The messages answered with a `code` (ERROR_CODES, docs/api.md): the ones a client branches on. A
 * message id names its code, so a throw site names only the message (decision 051).
 */
const CODE_OF: Partial<Record<MessageId, ErrorCode>> = {
  profileNotApproved: ERROR_CODES.profileNotApproved,
  profileNotActive: ERROR_CODES.profileNotActive,
  passwordLocked: ERROR_CODES.passwordLoginLocked,
  refundCancelled: ERROR_CODES.refundDue,
  refundLate: ERROR_CODES.refundDue,
  profileViewsLimit: ERROR_CODES.profileViewsLimit,
  interestsLimit: ERROR_CODES.interestsLimit,
  interestResendWait: ERROR_CODES.interestsLimit,
  heldSlotsOneBooking: ERROR_CODES.heldSlotsLimit,
  heldSlotsAccount: ERROR_CODES.heldSlotsLimit,
  noAccount: ERROR_CODES.noAccount,
  bookingPaidAlready: ERROR_CODES.bookingNotPayable,
  bookingCancelledUnpayable: ERROR_CODES.bookingNotPayable,
  holdEnded: ERROR_CODES.bookingNotPayable,
  bookingNoBalance: ERROR_CODES.bookingNotPayable,
  bookingBalanceNotConfirmed: ERROR_CODES.bookingNotPayable,
  profilePausedNoInterests: ERROR_CODES.profilePaused,
  accountSuspended: ERROR_CODES.accountSuspended,
  mobileNotVerified: ERROR_CODES.mobileNotVerified,
  holdCooldown: ERROR_CODES.holdCooldown,
  consentNumberInUse: ERROR_CODES.consentNumberInUse,
  contactInText: ERROR_CODES.contactInText,
  searchCardsLimit: ERROR_CODES.searchCardsLimit,
  paymentGatewayUnavailable: ERROR_CODES.paymentGatewayUnavailable,
  conversationClosed: ERROR_CODES.conversationClosed,
};

/** The code a message is answered with, if any. */
export const codeOf = (id: MessageId): ErrorCode | undefined => CODE_OF[id];

/** An answer's message and field messages, by id: what the error handler renders in the request's language. */
export interface Said {
  message: Localized;
  errors?: Record<string, Localized[]>;
}

export class AppError extends Error {
  readonly status: number;
  /** The same, by id (`message` and `extra.errors` are its English, for logs and tests). */
  readonly said: Said;
  readonly extra: {
    errors?: Record<string, string[]>;
    code?: ErrorCode;
    retryAfterSeconds?: number;
    /** More of the answer, beside the message (a checkout's 503 carries the booking still held). */
    details?: Record<string, unknown>;
  };
  constructor(
    readonly kind: ErrorKind,
    message: Localized,
    extra: {
      /** The field messages of a 422 or 409. */
      errors?: Record<string, Localized[]>;
      /** Shorthand for `errors: { [field]: [message] }`. */
      field?: string;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(localize('en', message));
    this.status = STATUS[kind];
    const { field, errors: given, ...rest } = extra;
    const errors = given ?? (field === undefined ? undefined : { [field]: [message] });
    this.said = errors ? { message, errors } : { message };
    // The code of the message, else of the first field message that has one (a summary line).
    const code =
      codeOf(message.id) ??
      Object.values(errors ?? {})
        .flat()
        .map((m) => codeOf(m.id))
        .find((c) => c !== undefined);
    this.extra = {
      ...rest,
      ...(errors
        ? {
            errors: Object.fromEntries(
              Object.entries(errors).map(([key, list]) => [key, list.map((m) => localize('en', m))]),
            ),
          }
        : {}),
      ...(code ? { code } : {}),
    };
  }
}

/** 422 on one field, the way Laravel reports it: `fieldError('mobile', 'fieldTaken', { field: 'mobile' })`. */
export function fieldError(field: string, message: Localized): AppError;
export function fieldError<Id extends MessageId>(field: string, id: Id, ...params: MessageArgs<Id>): AppError;
export function fieldError(field: string, said: MessageId | Localized, params?: Params): AppError {
  const message = typeof said === 'string' ? (params ? { id: said, params } : { id: said }) : said;
  return new AppError('validation', message, { field });
}

/** What a 404 says was not found (a term of the catalogue, translated). */
export type NotFoundWhat =
  | 'Resource'
  | 'Profile'
  | 'Picture'
  | 'Profile change'
  | 'Interest'
  | 'Report'
  | 'Booking'
  | 'Receipt'
  | 'Waitlist entry'
  | 'Payment order'
  | 'Hall'
  | 'Job'
  | 'News item'
  | 'Image'
  | 'User'
  | 'Blocked date'
  | 'Consent request'
  | 'Conversation'
  | 'Message';

export const notFound = (what: NotFoundWhat = 'Resource') =>
  new AppError('not_found', msg('notFoundOf', { what }));
export function forbidden<Id extends MessageId = 'forbidden'>(id?: Id, ...params: MessageArgs<Id>): AppError {
  return new AppError('forbidden', id ? msg(id, ...params) : msg('forbidden'));
}
export const unauthenticated = () => new AppError('unauthenticated', msg('unauthenticated'));

/**
 * Laravel's summary line: the first message, and "(and N more errors)" (the first message nested,
 * so it is said in the same language as the fields). The booking form's summary differs in two
 * ways the contract keeps: its own line when there is no message, and "(and 1 more errors)".
 */
export function summarise(
  errors: Record<string, Localized[]>,
  options: { empty?: Localized; pluralForOne?: boolean } = {},
): Localized {
  const all = Object.values(errors).flat();
  if (all.length === 0) return options.empty ?? msg('givenDataInvalid');
  const rest = all.length - 1;
  if (rest === 0) return all[0]!;
  return rest === 1 && !options.pluralForOne
    ? msg('andOneMore', { first: all[0]! })
    : msg('andMore', { first: all[0]!, count: rest });
}
