import { randomBytes } from 'node:crypto';
import { type AuthUser, ERROR_CODES, normaliseMobile, type ProfileSummary } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError, summarise } from '../../lib/errors.ts';
import { enforceRateLimits, type RateRule } from '../../lib/rate-limit.ts';
import { listProfileSummariesForUser } from '../matrimonial/service.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashOtpCode, newOtpCode, newSalt, otpCodeMatches } from './otp-codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  consumeLoginToken,
  consumeOtpCode,
  countWrongTry,
  deleteOtpCode,
  findLiveLoginToken,
  findOtpCode,
  findUserByEmail,
  findUserByMobile,
  insertLoginToken,
  insertUser,
  replaceOtpCode,
  updatePasswordHash,
  upsertAdmin,
} from './repository.ts';
import { issueToken, revokeOtherTokens, revokeToken, sha256, type UserRow } from './tokens.ts';

// Other domains reach auth through this file.
export { issueToken, resolveToken, revokeOtherTokens, type UserRow } from './tokens.ts';
export { hashPassword } from './passwords.ts';

const MINUTE = 60_000;
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

const rule = (key: string, r: { limit: number; windowSeconds: number }): RateRule => ({ key, ...r });

const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
const CODE_MESSAGE = 'The code is invalid or has expired.';
const LOGIN_TOKEN_MESSAGE = 'The token is invalid or has expired. Please ask for a new code.';
const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less common one.';

/** The user as answered by the API (api.md "Auth"). */
export function toUser(user: UserRow, profiles: ProfileSummary[]): AuthUser {
  return {
    id: user.id,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    is_admin: user.isAdmin,
    member_type: user.memberType as AuthUser['member_type'],
    created_at: user.createdAt.toISOString(),
    profiles,
  };
}

async function userAnswer(deps: AppDeps, user: UserRow): Promise<AuthUser> {
  return toUser(user, await listProfileSummariesForUser(deps, user.id));
}

/** GET /api/matrimonial/user */
export const getCurrentUser = (deps: AppDeps, user: UserRow) => userAnswer(deps, user);

// A hash to verify against when the number has no account, so both cases cost the same work.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(18).toString('base64url')));

function mobileOrFail(mobile: string, field = 'mobile'): string {
  const e164 = normaliseMobile(mobile);
  if (!e164) throw fieldError(field, 'The mobile must be a valid mobile number.');
  return e164;
}

/** The unique constraint a failed insert broke, if that is why it failed (pg and PGlite alike). */
function violatedConstraint(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export interface RegisterInput {
  name: string;
  mobile: string;
  email: string;
  password: string;
}

export async function register(deps: AppDeps, input: RegisterInput, ip: string) {
  const { db } = deps.database;
  await enforceRateLimits(db, deps.clock, [rule(`register:ip:${ip}`, RATE_LIMITS.register.ip)]);
  const mobile = mobileOrFail(input.mobile);
  const email = input.email.trim().toLowerCase();
  const errors: Record<string, string[]> = {};
  if (await findUserByMobile(db, mobile)) errors.mobile = ['The mobile has already been taken.'];
  if (await findUserByEmail(db, email)) errors.email = ['The email has already been taken.'];
  if (isCommonPassword(input.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
  if (Object.keys(errors).length > 0) throw new AppError('validation', summarise(errors), { errors });

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name.trim(),
        mobile,
        email,
        passwordHash,
        now: deps.clock.now(),
      });
      const token = await issueToken(tx, user.id, deps.clock);
      return { user: toUser(user, []), token };
    });
  } catch (error) {
    // Two registrations of the same number or email at once: the unique index decides.
    const constraint = violatedConstraint(error);
    if (constraint === null) throw error;
    if (constraint.includes('email')) throw fieldError('email', 'The email has already been taken.');
    throw fieldError('mobile', 'The mobile has already been taken.');
  }
}

export async function login(deps: AppDeps, input: { mobile: string; password: string }, ip: string) {
  const { db } = deps.database;
  const mobile = normaliseMobile(input.mobile);
  await enforceRateLimits(
    db,
    deps.clock,
    [rule(`login:ip:${ip}`, RATE_LIMITS.login.ip)],
    'Too many login attempts. Please try again later.',
  );
  // Anyone can use up a number's password tries (from many addresses), so the refusal says that a
  // one-time code by SMS, which only the number's owner receives, still logs in.
  await enforceRateLimits(
    db,
    deps.clock,
    [rule(`login:mobile:${mobile ?? input.mobile.trim().toLowerCase()}`, RATE_LIMITS.login.mobile)],
    'Too many password attempts for this number. You can still log in now with a one-time code sent by SMS.',
    ERROR_CODES.passwordLoginLocked,
  );
  const user = mobile ? await findUserByMobile(db, mobile) : undefined;
  const hash = user?.passwordHash ?? (await getDummyHash());
  const ok = await verifyPassword(hash, input.password);
  if (!user || !user.passwordHash || !ok) throw fieldError('mobile', CREDENTIALS_MESSAGE);
  const token = await issueToken(db, user.id, deps.clock);
  return { user: await userAnswer(deps, user), token };
}

export async function logout(deps: AppDeps, tokenId: string): Promise<void> {
  await revokeToken(deps.database.db, tokenId, deps.clock);
}

export async function changePassword(
  deps: AppDeps,
  auth: { user: UserRow; tokenId: string },
  input: { current_password: string; password: string },
): Promise<void> {
  const { db } = deps.database;
  await enforceRateLimits(db, deps.clock, [
    rule(`change-password:user:${auth.user.id}`, RATE_LIMITS.changePassword.user),
  ]);
  if (!(await verifyPassword(auth.user.passwordHash, input.current_password))) {
    throw fieldError('current_password', 'The password is incorrect.');
  }
  if (isCommonPassword(input.password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, auth.user.id, passwordHash, deps.clock.now());
    await revokeOtherTokens(tx, auth.user.id, deps.clock, auth.tokenId);
  });
}

/**
 * POST /api/auth/otp/send. The answer is the same whether or not the number has an account (a code
 * is sent either way: otplogin then says there is no account, after the number was proven).
 */
export async function sendOtp(deps: AppDeps, input: { mobile: string }, ip: string) {
  const { db } = deps.database;
  const mobile = mobileOrFail(input.mobile);
  // Codes go only where the community lives: an SMS abroad costs many times more (toll fraud).
  if (!deps.config.OTP_COUNTRY_CODES.some((prefix) => mobile.startsWith(prefix))) {
    throw fieldError(
      'mobile',
      `Codes can be sent only to numbers starting with ${deps.config.OTP_COUNTRY_CODES.join(', ')}.`,
    );
  }
  const now = deps.clock.now();
  const resendCutoff = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
  const tooSoon = (sentAt: Date) =>
    new AppError('too_many_requests', 'Please wait before asking for a new code.', {
      retryAfterSeconds: (sentAt.getTime() - resendCutoff.getTime()) / 1000,
    });

  // The resend wait first, so a impatient second tap does not use up the hourly allowance.
  const previous = await findOtpCode(db, mobile);
  if (previous && previous.sentAt > resendCutoff) throw tooSoon(previous.sentAt);
  await enforceRateLimits(
    db,
    deps.clock,
    [
      rule(`otp-send:ip:${ip}`, RATE_LIMITS.otpSend.ip),
      rule(`otp-send:mobile:${mobile}`, RATE_LIMITS.otpSend.mobile),
    ],
    'Too many codes asked for. Please try again later.',
  );

  const code = newOtpCode();
  const salt = newSalt();
  const codeHash = hashOtpCode(code, salt);
  const stored = await replaceOtpCode(
    db,
    { mobile, codeHash, salt, sentAt: now, expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS) },
    resendCutoff,
  );
  if (!stored) throw tooSoon(now); // a racing request sent one just now

  try {
    await deps.sms.send(
      mobile,
      `${code} is your Samaj verification code. It is valid for 10 minutes. Do not share it with anyone.`,
      { code },
    );
  } catch (error) {
    deps.log?.error({ err: error }, 'sending the one-time code failed');
    await deleteOtpCode(db, mobile, codeHash); // so the user can ask again at once
    throw new AppError('unavailable', 'The code could not be sent. Please try again in a moment.');
  }
  return { message: 'A verification code has been sent by SMS.', resend_after_seconds: OTP_RESEND_SECONDS };
}

/** POST /api/auth/otp/verify: a right code buys a one-use login token, valid 10 minutes. */
export async function verifyOtp(deps: AppDeps, input: { mobile: string; code: string }, ip: string) {
  const { db } = deps.database;
  const mobile = mobileOrFail(input.mobile);
  await enforceRateLimits(
    db,
    deps.clock,
    [
      rule(`otp-verify:ip:${ip}`, RATE_LIMITS.otpVerify.ip),
      rule(`otp-verify:mobile:${mobile}`, RATE_LIMITS.otpVerify.mobile),
    ],
    'Too many codes tried. Please try again later.',
  );
  const code = input.code.trim();
  const now = deps.clock.now();
  const row = await findOtpCode(db, mobile);
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= OTP_MAX_WRONG_TRIES) {
    throw fieldError('code', CODE_MESSAGE);
  }
  if (!otpCodeMatches(code, row.salt, row.codeHash)) {
    const tries = await countWrongTry(db, mobile, OTP_MAX_WRONG_TRIES);
    if (tries === null || tries >= OTP_MAX_WRONG_TRIES) {
      throw fieldError('code', 'Too many wrong codes. Please ask for a new code.');
    }
    throw fieldError('code', 'The code is incorrect.');
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    if (!(await consumeOtpCode(tx, mobile, row.codeHash, now, OTP_MAX_WRONG_TRIES))) {
      throw fieldError('code', CODE_MESSAGE);
    }
    await insertLoginToken(tx, {
      tokenHash: sha256(token),
      mobile,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LOGIN_TOKEN_LIFETIME_MS),
    });
  });
  return { token };
}

/**
 * Uses up a one-use login token inside `tx` and answers the account of its number. A token whose
 * number has no account is refused without being used up.
 */
async function redeemLoginToken(deps: AppDeps, tx: Parameters<typeof consumeLoginToken>[0], token: string) {
  const now = deps.clock.now();
  const live = await findLiveLoginToken(tx, sha256(token), now);
  if (!live) throw fieldError('token', LOGIN_TOKEN_MESSAGE);
  const user = await findUserByMobile(tx, live.mobile);
  if (!user) throw fieldError('token', 'No account is registered with this mobile number.');
  if (!(await consumeLoginToken(tx, live.id, now))) throw fieldError('token', LOGIN_TOKEN_MESSAGE);
  return user;
}

/** POST /api/auth/otplogin */
export async function otpLogin(deps: AppDeps, input: { token: string }) {
  const { user, token } = await deps.database.db.transaction(async (tx) => {
    const user = await redeemLoginToken(deps, tx, input.token);
    return { user, token: await issueToken(tx, user.id, deps.clock) };
  });
  return { user: await userAnswer(deps, user), token };
}

/** POST /api/auth/reset-password: a new password with a login token; every other token is revoked. */
export async function resetPassword(deps: AppDeps, input: { token: string; password: string }) {
  if (isCommonPassword(input.password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await deps.database.db.transaction(async (tx) => {
    const user = await redeemLoginToken(deps, tx, input.token);
    await updatePasswordHash(tx, user.id, passwordHash, deps.clock.now());
    await revokeOtherTokens(tx, user.id, deps.clock);
    return { user, token: await issueToken(tx, user.id, deps.clock) };
  });
  return { user: await userAnswer(deps, user), token };
}

/**
 * The first admin from ADMIN_MOBILE / ADMIN_PASSWORD, at start-up: creates the user, or makes an
 * existing one admin (and gives it the password only if it has none). Answers what it did.
 */
export async function ensureAdmin(deps: AppDeps): Promise<'created' | 'updated' | 'skipped'> {
  const { ADMIN_MOBILE, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_MOBILE) return 'skipped';
  const mobile = normaliseMobile(ADMIN_MOBILE);
  if (!mobile) throw new Error('Invalid settings:\n  ADMIN_MOBILE: must be a mobile number');
  const passwordHash = ADMIN_PASSWORD ? await hashPassword(ADMIN_PASSWORD) : null;
  const { created } = await upsertAdmin(deps.database.db, { mobile, passwordHash, now: deps.clock.now() });
  return created ? 'created' : 'updated';
}
