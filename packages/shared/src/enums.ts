/** Hall slots: M morning, E evening, B full day (takes the whole date). */
export const SLOTS = ['M', 'E', 'B'] as const;
export type Slot = (typeof SLOTS)[number];
export const SLOT_LABELS: Record<Slot, string> = { M: 'Morning', E: 'Evening', B: 'Full Day' };

/** Booking user types: CM Cutchi Memon, M Mix, NCM Non Cutchi Memon. */
export const BOOKING_USER_TYPES = ['CM', 'M', 'NCM'] as const;
export type BookingUserType = (typeof BOOKING_USER_TYPES)[number];
export const BOOKING_USER_TYPE_LABELS: Record<BookingUserType, string> = {
  CM: 'Cutchi Memon',
  M: 'Mix',
  NCM: 'Non Cutchi Memon',
};

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const GENDERS = ['male', 'female'] as const;

export const MARITAL_STATUSES = ['never_married', 'divorced', 'widowed', 'awaiting_divorce'] as const;

/** `expired`: unanswered for INTEREST_EXPIRY_DAYS (the sender may send it again). */
export const INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/**
 * Every error code the server sends and a client may branch on (besides the HTTP status): the one
 * closed list, used by the server (AppError's `code` is typed by it) and by the web.
 */
export const ERROR_CODES = {
  /** 403: the caller's active profile is not approved yet. */
  profileNotApproved: 'profile_not_approved',
  /** 403: only the active profile may search. */
  profileNotActive: 'profile_not_active',
  /** 429: a number's password tries are used up; a one-time code still logs in. */
  passwordLoginLocked: 'password_login_locked',
  /** 409: the payment arrived for a booking that no longer holds its dates; it will be refunded. */
  refundDue: 'refund_due',
  /** 429: the account opened PROFILE_VIEWS_PER_DAY profiles today. */
  profileViewsLimit: 'profile_views_limit',
  /** 429: the account sent INTERESTS_PER_WEEK interests in the last 7 days. */
  interestsLimit: 'interests_limit',
  /** 422: the booking would hold more than HELD_SLOTS_PER_ACCOUNT hall dates unpaid. */
  heldSlotsLimit: 'held_slots_limit',
  /** 422: a one-time code proved a number that has no account (register first). */
  noAccount: 'no_account',
  /** 409: a checkout was asked for a booking that is not waiting for payment with its hold live. */
  bookingNotPayable: 'booking_not_payable',
  /** 409: the profile is paused by its owner and receives no new interests. */
  profilePaused: 'profile_paused',
  /** 403: the account is suspended by the office (login refused, its tokens no longer work). */
  accountSuspended: 'account_suspended',
  /** 403: the account has not proven its mobile number by a one-time code yet (verify-mobile). */
  mobileNotVerified: 'mobile_not_verified',
  /** 409: the account released this hall, slot and date less than HOLD_COOLDOWN_MINUTES ago. */
  holdCooldown: 'hold_cooldown',
  /** 409: the consent number already confirmed another live candidate. */
  consentNumberInUse: 'consent_number_in_use',
  /** 422: a free-text field holds a phone number, e-mail address, link or handle. */
  contactInText: 'contact_in_text',
  /** 429: the account received SEARCH_CARDS_PER_DAY search cards today. */
  searchCardsLimit: 'search_cards_limit',
  /** 503: the payment gateway did not answer in time; the booking stays payable. */
  paymentGatewayUnavailable: 'payment_gateway_unavailable',
  /** 409: the conversation is closed, a block stands between the families, or an account is suspended. */
  conversationClosed: 'conversation_closed',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The languages the app speaks (docs/api.md "Languages and reach"): English, Gujarati, Hindi and Urdu
 * (right to left). An account keeps one (`users.language`, default `en`); the server answers its
 * messages, pushes, notifications and SMS in it.
 */
export const LANGUAGES = ['en', 'gu', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Languages written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ur'];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
