import { randomBytes } from 'node:crypto';
import {
  type AuthUser,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  isLanguage,
  normaliseMobile,
  type ProfileSummary,
} from '@samaj/shared';
import { contextOf } from '../../context.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type RateRule } from '../../lib/rate-limit.ts';
import { listProfileSummariesForUser } from '../matrimonial/service.ts';
import { hashPassword } from './passwords.ts';
import { type UserRow } from './tokens.ts';

/** A suspended account (a report's outcome) cannot log in: 403 `account_suspended`. */
export function refuseSuspended(user: UserRow): void {
  if (user.suspendedAt) {
    throw new AppError('forbidden', 'This account is suspended. Please contact the jamat office.', {
      code: ERROR_CODES.accountSuspended,
    });
  }
}

/** What the account and one-time-code use cases share: limits, messages, the user answer. */

export const MINUTE = 60_000;
export const OTP_LIFETIME_MS = 10 * MINUTE;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;
export const LOGIN_TOKEN_LIFETIME_MS = 10 * MINUTE;

/**
 * The limits per number (mobile), per account (user) and per client address (ip); counted in the
 * database. The per-number and per-account limits do the real work. The per-address ones are only a
 * coarse backstop, sized so that a registration drive of 200 people on one Wi-Fi in an hour, or many
 * members behind one mobile carrier's address, is never refused (decision 017).
 */
export const RATE_LIMITS = {
  login: { mobile: { limit: 10, windowSeconds: 15 * 60 }, ip: { limit: 1000, windowSeconds: 15 * 60 } },
  otpSend: { mobile: { limit: 5, windowSeconds: 3600 }, ip: { limit: 400, windowSeconds: 3600 } },
  otpVerify: { mobile: { limit: 20, windowSeconds: 3600 }, ip: { limit: 1000, windowSeconds: 15 * 60 } },
  register: { ip: { limit: 400, windowSeconds: 3600 } },
  changePassword: { user: { limit: 10, windowSeconds: 15 * 60 } },
} as const;

export const rule = (key: string, r: { limit: number; windowSeconds: number }): RateRule => ({ key, ...r });

export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const CODE_MESSAGE = 'The code is invalid or has expired.';
export const LOGIN_TOKEN_MESSAGE = 'The token is invalid or has expired. Please ask for a new code.';
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';

/** The user as answered by the API (api.md "Auth"). */
export function toUser(user: UserRow, profiles: ProfileSummary[]): AuthUser {
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    is_admin: user.isAdmin,
    member_type: user.memberType as AuthUser['member_type'],
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    mobile_verified_at: user.mobileVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    profiles,
  };
}

export async function userAnswer(deps: AppDeps, user: UserRow): Promise<AuthUser> {
  return toUser(user, await listProfileSummariesForUser(contextOf(deps, user.id)));
}

/** GET /api/matrimonial/user */
export const getCurrentUser = (deps: AppDeps, user: UserRow) => userAnswer(deps, user);

// A hash to verify against when the number has no account, so both cases cost the same work.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

export function mobileOrFail(mobile: string, field = 'mobile'): string {
  const e164 = normaliseMobile(mobile);
  if (!e164) throw fieldError(field, 'The mobile must be a valid mobile number.');
  return e164;
}

/** The unique constraint a failed insert broke, if that is why it failed (pg and PGlite alike). */
export function violatedConstraint(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
