import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import { bookingUserType } from './bookings.ts';
import { profileSummary } from './matrimonial.ts';

/**
 * A mobile number as E.164 (`+919876543210`), or null when it is not one. Accepts a 10-digit Indian
 * mobile number (`9876543210`), the same with a trunk 0 (`09876543210`), `+91…`, or any E.164
 * number `+<country><number>`; spaces, dashes, dots and brackets are ignored.
 */
export function normaliseMobile(input: string): string | null {
  const raw = input.replace(/[\s\-.()]/g, '');
  if (/^[6-9]\d{9}$/.test(raw)) return `+91${raw}`;
  if (/^0[6-9]\d{9}$/.test(raw)) return `+91${raw.slice(1)}`;
  if (raw.startsWith('+91')) return /^\+91[6-9]\d{9}$/.test(raw) ? raw : null;
  if (/^\+[1-9]\d{7,14}$/.test(raw)) return raw;
  return null;
}

/**
 * An E.164 number with the middle hidden, for screens that must say which number without showing it:
 * `+91 98•••••210` for an Indian mobile, else the country code's first digits and the last three.
 */
export function maskMobile(e164: string): string {
  const india = /^\+91(\d{2})\d{5}(\d{3})$/.exec(e164);
  if (india) return `+91 ${india[1]}•••••${india[2]}`;
  if (e164.length <= 6) return '•'.repeat(e164.length);
  return `${e164.slice(0, 3)}${'•'.repeat(e164.length - 6)}${e164.slice(-3)}`;
}

/** Laravel-style messages: "The name field is required." for a missing field, else `invalid`. */
const text = (field: string, invalid = `The ${field} field must be a string.`) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : invalid),
  });

const filled = (field: string) => text(field).min(1, `The ${field} field is required.`);

export const MOBILE_MESSAGE =
  'The mobile must be a 10-digit Indian mobile number or an international number like +<country><number>.';

export const mobileInput = filled('mobile')
  .max(32, MOBILE_MESSAGE)
  .refine((value) => normaliseMobile(value) !== null, MOBILE_MESSAGE);

const newPassword = filled('password')
  .min(8, 'The password field must be at least 8 characters.')
  .max(128, 'The password field must not be greater than 128 characters.');

/** `password_confirmation` must equal `password`; Laravel reports it on `password`. */
function confirmed<T extends { password: string; password_confirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((data) => data.password === data.password_confirmation, {
    path: ['password'],
    message: 'The password field confirmation does not match.',
  });
}

export const LANGUAGE_MESSAGE = 'The language must be one of: en, gu, hi, ur.';
const languageField = z.enum(LANGUAGES, {
  error: (issue) => (issue.input === undefined ? 'The language field is required.' : LANGUAGE_MESSAGE),
});

export const registerRequest = confirmed(
  z.object({
    name: filled('name')
      .trim()
      .min(1, 'The name field is required.')
      .max(100, 'The name field must not be greater than 100 characters.'),
    mobile: mobileInput,
    // Optional (many members have none): absent, null or blank is no email; the key stays in the
    // payload that installed clients send.
    email: z.preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      text('email')
        .trim()
        .max(254, 'The email field must not be greater than 254 characters.')
        .pipe(z.email('The email field must be a valid email address.'))
        .optional(),
    ),
    password: newPassword,
    password_confirmation: text('password_confirmation'),
    /** The new account's language; absent: the request's Accept-Language, else en. */
    language: languageField.optional(),
  }),
);

export const loginRequest = z.object({
  mobile: filled('mobile').max(64, MOBILE_MESSAGE),
  password: filled('password').max(1024, 'The password field must not be greater than 1024 characters.'),
});

export const otpSendRequest = z.object({ mobile: mobileInput });
export const otpSendAnswer = z.object({ message: z.string(), resend_after_seconds: z.number().int() });

export const otpVerifyRequest = z.object({
  mobile: mobileInput,
  code: filled('code').regex(/^\s*\d{6}\s*$/, 'The code must be 6 digits.'),
});
export const otpVerifyAnswer = z.object({ token: z.string() });

/** POST /api/auth/verify-mobile: the code sent to the signed-in account's own number. */
export const verifyMobileRequest = otpVerifyRequest.pick({ code: true });

/** The one-use token from otp/verify. */
const loginToken = filled('token').max(200, 'The token is invalid or has expired.');

export const otpLoginRequest = z.object({ token: loginToken });

export const resetPasswordRequest = confirmed(
  z.object({
    token: loginToken,
    password: newPassword,
    password_confirmation: text('password_confirmation'),
  }),
);

export const changePasswordRequest = confirmed(
  z.object({
    current_password: filled('current_password').max(1024, 'The password is incorrect.'),
    password: newPassword,
    password_confirmation: text('password_confirmation'),
  }),
);

/** The signed-in user, with the profiles they own (the matrimonial domain's summaries). */
export const authUser = z.object({
  id: z.uuid(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  is_admin: z.boolean(),
  /** CM, M or NCM once an admin has confirmed it: bookings must then use it. */
  member_type: bookingUserType.nullable(),
  /** The account's language (en, gu, hi, ur): its messages, pushes, notifications and SMS use it. */
  language: z.enum(LANGUAGES),
  /** When the account proved its number by a one-time code; null until then (holds, interests... wait). */
  mobile_verified_at: z.string().nullable(),
  created_at: z.string(),
  profiles: z.array(profileSummary),
});
export type AuthUser = z.infer<typeof authUser>;

export const authAnswer = z.object({ user: authUser, token: z.string() });
export type AuthAnswer = z.infer<typeof authAnswer>;

/** POST /api/auth/preferences: the account's language. */
export const preferencesRequest = z.object({ language: languageField });

export const deviceTokenRequest = z.object({
  device_token: filled('device_token').max(4096, 'The device token is too long.'),
});

export const devOutboxQuery = z.object({ mobile: z.string().max(32).optional() });
export const devOutboxAnswer = z.object({
  messages: z.array(z.object({ to: z.string(), body: z.string(), created_at: z.string() })),
});
