import { randomBytes } from 'node:crypto';
import {
  type AuthUser,
  DEFAULT_LANGUAGE,
  isLanguage,
  normaliseMobile,
  type ProfileSummary,
} from '@samaj/shared';
import { contextOf, type Ctx } from '../../context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type RateRule } from '../../lib/rate-limit.ts';
import { listProfileSummariesForUser } from '../matrimonial/service.ts';
import { hashPassword } from './passwords.ts';
import { type UserRow } from './tokens.ts';
import { msg } from '../../i18n/translate.ts';

/** A suspended account (a report's outcome) cannot log in: 403 `account_suspended`. */
export function refuseSuspended(user: UserRow): void {
  if (user.suspendedAt) {
    throw new AppError('forbidden', msg('accountSuspended'), {});
  }
}

/** What the account and one-time-code use cases share: limits, messages, the user answer. */

export const MINUTE = 60_000;
export const OTP_LIFETIME_MS = 10 * MINUTE;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;
export const LOGIN_TOKEN_LIFETIME_MS = 10 * MINUTE;

/**
 * The limits, counted in the database (decision 042 says how, and why so).
 *
 * - `failures` count only what failed: a right password or a right code gives its count back.
 *   Past a number's `failures`, an address group that has itself failed for the number is refused
 *   (passwords), or a code is taken only from the address group that asked for it (codes); an
 *   address group that has not failed is never refused by what others did.
 * - One-time code sends: `mobileIp` is each address group's own share of a number's codes, `mobile`
 *   the number's cap against toll fraud; a refused request uses up nothing.
 * - The per-address (`ip`) limits are only a coarse backstop, sized so that a registration drive of
 *   200 people on one Wi-Fi in an hour, or many members behind one mobile carrier's address, is
 *   never refused (decision 017). An address is its group: IPv6 by /64 (lib/address-group.ts).
 */
export const RATE_LIMITS = {
  login: {
    failures: { limit: 10, windowSeconds: 15 * 60 },
    ip: { limit: 1000, windowSeconds: 15 * 60 },
  },
  otpSend: {
    mobileIp: { limit: 5, windowSeconds: 3600 },
    mobile: { limit: 10, windowSeconds: 3600 },
    ip: { limit: 400, windowSeconds: 3600 },
  },
  otpVerify: {
    failures: { limit: OTP_MAX_WRONG_TRIES, windowSeconds: 3600 },
    ip: { limit: 1000, windowSeconds: 15 * 60 },
  },
  register: { ip: { limit: 400, windowSeconds: 3600 } },
  changePassword: { user: { limit: 10, windowSeconds: 15 * 60 } },
} as const;

export const rule = (key: string, r: { limit: number; windowSeconds: number }): RateRule => ({ key, ...r });

export const COMMON_PASSWORD_MESSAGE = msg('passwordCommon');

/** The user as answered by the API (docs/api.md "Auth"). */
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

/** The account as the auth answers carry it, with its profiles read as the account itself. */
export async function userAnswer(ctx: Ctx, user: UserRow): Promise<AuthUser> {
  return toUser(user, await listProfileSummariesForUser(contextOf(ctx.deps, user.id)));
}

/** GET /api/matrimonial/user */
export const getCurrentUser = (ctx: Ctx, input: { user: UserRow }) => userAnswer(ctx, input.user);

// A hash to verify against when the number has no account, so both cases cost the same work.
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

export function mobileOrFail(mobile: string, field = 'mobile'): string {
  const e164 = normaliseMobile(mobile);
  if (!e164) throw fieldError(field, 'mobileInvalid');
  return e164;
}
