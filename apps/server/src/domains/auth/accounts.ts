import { type Ctx, userIdOf, withTx } from '../../context.ts';
import { DEFAULT_LANGUAGE, type Language, normaliseMobile } from '@samaj/shared';
import { type Localized, negotiateLanguage } from '../../i18n/translate.ts';
import { AppError, fieldError, summarise } from '../../lib/errors.ts';
import { countAttempt, enforceRateLimits, type RateResult } from '../../lib/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  setUserLanguage,
  updatePasswordHash,
  upsertAdmin,
} from '../users/service.ts';
import { issueToken, revokeOtherTokens, revokeToken } from './tokens.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  refuseSuspended,
  RATE_LIMITS,
  getDummyHash,
  mobileOrFail,
  rule,
  toUser,
  userAnswer,
} from './common.ts';
import { violatedConstraint } from '../../db/errors.ts';
import { msg } from '../../i18n/translate.ts';

/** Accounts: register, log in and out, change the password, the admin from settings. */

export interface RegisterInput {
  name: string;
  mobile: string;
  email?: string;
  password: string;
  /** The account's language; absent: the request's Accept-Language (`acceptLanguage`), else en. */
  language?: Language | undefined;
  acceptLanguage?: string | undefined;
}

export async function register(ctx: Ctx, input: RegisterInput & { ip: string }) {
  const { deps } = ctx;
  const { ip } = input;
  const { db } = deps.database;
  await enforceRateLimits(db, deps.clock, [rule(`register:ip:${ip}`, RATE_LIMITS.register.ip)]);
  const mobile = mobileOrFail(input.mobile);
  const email = input.email ? input.email.trim().toLowerCase() : null;
  const errors: Record<string, Localized[]> = {};
  if (await findUserByMobile(db, mobile)) errors.mobile = [msg('fieldTaken', { field: 'mobile' })];
  if (email && (await findUserByEmail(db, email))) errors.email = [msg('fieldTaken', { field: 'email' })];
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
        language: input.language ?? negotiateLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE,
        now: deps.clock.now(),
      });
      const token = await issueToken(tx, user.id, deps.clock);
      return { user: toUser(user, []), token };
    });
  } catch (error) {
    // Two registrations of the same number or email at once: the unique index decides.
    const constraint = violatedConstraint(error);
    if (constraint === null) throw error;
    if (constraint.includes('email')) throw fieldError('email', 'fieldTaken', { field: 'email' });
    throw fieldError('mobile', 'fieldTaken', { field: 'mobile' });
  }
}

/**
 * POST /api/auth/login. Only wrong passwords count (decision 042): per address group, per number and
 * address group, and per number. Past the number's allowance, an address group that has itself
 * failed for the number waits; one that has not is never refused by what others did.
 */
export async function login(ctx: Ctx, input: { mobile: string; password: string } & { ip: string }) {
  const { deps } = ctx;
  const { ip } = input;
  const { db } = deps.database;
  const mobile = normaliseMobile(input.mobile);
  const number = mobile ?? input.mobile.trim().toLowerCase();
  const limits = RATE_LIMITS.login;
  const attempt = await countAttempt(db, deps.clock, [
    rule(`login:ip:${ip}`, limits.ip),
    rule(`login-failed:mobile:${number}`, limits.failures),
    rule(`login-failed:mobile:${number}:ip:${ip}`, limits.failures),
  ]);
  const [byAddress, byNumber, byNumberHere] = attempt.results as [RateResult, RateResult, RateResult];
  if (!byAddress.allowed) {
    throw new AppError('too_many_requests', msg('loginTooMany'), {
      retryAfterSeconds: byAddress.retryAfterSeconds,
    });
  }
  // This attempt is counted already: more than one here means this address failed before.
  if (!byNumber.allowed && byNumberHere.count > 1) {
    // The refusal says that a one-time code by SMS, which only the number's owner receives, still
    // logs in; so does the password from an address that has not failed.
    throw new AppError('too_many_requests', msg('passwordLocked'), {
      retryAfterSeconds: byNumber.retryAfterSeconds,
    });
  }
  const user = mobile ? await findUserByMobile(db, mobile) : undefined;
  const hash = user?.passwordHash ?? (await getDummyHash());
  const ok = await verifyPassword(hash, input.password);
  if (!user || !user.passwordHash || !ok) throw fieldError('mobile', 'credentials');
  await attempt.takeBack(); // a right password never counts
  // Said only after the right password (or a code): the refusal tells nothing to a stranger.
  refuseSuspended(user);
  const token = await issueToken(db, user.id, deps.clock);
  return { user: await userAnswer(ctx, user), token };
}

export async function logout(ctx: Ctx, input: { tokenId: string }): Promise<void> {
  await revokeToken(ctx.db, input.tokenId, ctx.deps.clock);
}

/** A new password for the signed-in user; every token but the one in use (input.tokenId) is revoked. */
export async function changePassword(
  ctx: Ctx,
  input: { current_password: string; password: string; tokenId: string },
): Promise<void> {
  const { deps, db } = ctx;
  const userId = userIdOf(ctx);
  await enforceRateLimits(db, deps.clock, [
    rule(`change-password:user:${userId}`, RATE_LIMITS.changePassword.user),
  ]);
  const user = await findUserById(db, userId);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.current_password))) {
    throw fieldError('current_password', 'passwordIncorrect');
  }
  if (isCommonPassword(input.password)) throw fieldError('password', 'passwordCommon');
  const passwordHash = await hashPassword(input.password);
  await withTx(ctx, async ({ db: tx }) => {
    await updatePasswordHash(tx, userId, passwordHash, deps.clock.now());
    await revokeOtherTokens(tx, userId, deps.clock, input.tokenId);
  });
}

/**
 * POST /api/auth/otp/send. The answer is the same whether or not the number has an account (a code
 * is sent either way: otplogin then says there is no account, after the number was proven).
 */

/** POST /api/auth/preferences: the signed-in account's language (its messages, pushes and SMS). */
export async function setPreferences(ctx: Ctx, input: { language: Language }): Promise<void> {
  await setUserLanguage(ctx.db, userIdOf(ctx), input.language, ctx.deps.clock.now());
}

export async function ensureAdmin(ctx: Ctx): Promise<'created' | 'updated' | 'skipped'> {
  const { deps } = ctx;
  const { ADMIN_MOBILE, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_MOBILE) return 'skipped';
  const mobile = normaliseMobile(ADMIN_MOBILE);
  if (!mobile) throw new Error('Invalid settings:\n  ADMIN_MOBILE: must be a mobile number');
  const passwordHash = ADMIN_PASSWORD ? await hashPassword(ADMIN_PASSWORD) : null;
  const { created } = await upsertAdmin(deps.database.db, { mobile, passwordHash, now: deps.clock.now() });
  return created ? 'created' : 'updated';
}
