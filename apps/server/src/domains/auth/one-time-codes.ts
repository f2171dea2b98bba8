import { DEFAULT_LANGUAGE, isLanguage } from '@samaj/shared';
import { type Ctx, withTx } from '../../context.ts';
import { randomBytes } from 'node:crypto';
import { AppError, fieldError } from '../../lib/errors.ts';
import { addressGroup } from '../../lib/address-group.ts';
import { countAttempt, type RateResult, takeRateLimits } from '../../lib/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashOtpCode, newOtpCode, newSalt, otpCodeMatches } from './otp-codes.ts';
import { hashPassword } from './passwords.ts';
import {
  consumeLoginToken,
  consumeOtpCode,
  countWrongTry,
  deleteOtpCode,
  findLiveLoginToken,
  findLiveOtpCodes,
  findOtpCode,
  insertLoginToken,
  replaceOtpCode,
} from './repository.ts';
import { negotiateLanguage, t } from '../../i18n/translate.ts';
import {
  findUserByMobile,
  languageOfMobile,
  markMobileVerified,
  updatePasswordHash,
} from '../users/service.ts';
import { issueToken, revokeOtherTokens, sha256 } from './tokens.ts';
import {
  LOGIN_TOKEN_LIFETIME_MS,
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  RATE_LIMITS,
  mobileOrFail,
  refuseSuspended,
  rule,
  userAnswer,
} from './common.ts';
import { msg } from '../../i18n/translate.ts';
import { answerWith } from '../../i18n/said.ts';

/**
 * One-time codes by SMS: send, verify, log in with the token, reset the password. A code belongs to
 * the number and to the address group that asked for it (decision 042): another group's request
 * neither replaces it nor makes its resend wait, and another group's wrong codes do not end it.
 */

export async function sendOtp(
  ctx: Ctx,
  input: { mobile: string } & { ip: string; acceptLanguage?: string | undefined },
) {
  const { deps } = ctx;
  const { ip } = input;
  const { db } = deps.database;
  const mobile = mobileOrFail(input.mobile);
  // Codes go only where the community lives: an SMS abroad costs many times more (toll fraud).
  if (!deps.config.OTP_COUNTRY_CODES.some((prefix) => mobile.startsWith(prefix))) {
    throw fieldError('mobile', 'codeCountries', { prefixes: deps.config.OTP_COUNTRY_CODES.join(', ') });
  }
  const group = addressGroup(ip);
  const now = deps.clock.now();
  const resendCutoff = new Date(now.getTime() - OTP_RESEND_SECONDS * 1000);
  const tooSoon = (sentAt: Date) =>
    new AppError('too_many_requests', msg('codeWait'), {
      retryAfterSeconds: (sentAt.getTime() - resendCutoff.getTime()) / 1000,
    });

  // The resend wait first, so a impatient second tap does not use up the hourly allowance.
  const previous = await findOtpCode(db, mobile, group);
  if (previous && previous.sentAt > resendCutoff) throw tooSoon(previous.sentAt);
  // The group's own share of the number's codes, then the number's cap: a request refused by one
  // uses up neither, so requests from elsewhere cannot eat the number's cap with refused tries.
  await takeRateLimits(
    db,
    deps.clock,
    [
      rule(`otp-send:ip:${ip}`, RATE_LIMITS.otpSend.ip),
      rule(`otp-send:mobile:${mobile}:ip:${ip}`, RATE_LIMITS.otpSend.mobileIp),
      rule(`otp-send:mobile:${mobile}`, RATE_LIMITS.otpSend.mobile),
    ],
    msg('codesTooManyAsked'),
  );

  const code = newOtpCode();
  const salt = newSalt();
  const codeHash = hashOtpCode(code, salt);
  const stored = await replaceOtpCode(
    db,
    {
      mobile,
      addressGroup: group,
      codeHash,
      salt,
      sentAt: now,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    },
    resendCutoff,
  );
  if (!stored) throw tooSoon(now); // a racing request sent one just now

  // In the language of the number's account; a number with none: the request's, else English.
  const saved = await languageOfMobile(db, mobile);
  const lang = isLanguage(saved) ? saved : (negotiateLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE);
  try {
    await deps.sms.send(mobile, t(lang, 'otpSms', { code }), { code });
  } catch (error) {
    deps.log?.error({ err: error }, 'sending the one-time code failed');
    await deleteOtpCode(db, mobile, group, codeHash); // so the user can ask again at once
    throw new AppError('unavailable', msg('codeNotSent'));
  }
  return answerWith(msg('codeSent'), { resend_after_seconds: OTP_RESEND_SECONDS });
}

/**
 * POST /api/auth/otp/verify: a right code buys a one-use login token, valid 10 minutes. Only wrong
 * codes count. While the number has had fewer than 5 wrong codes in the hour, a code is taken from
 * any address (one's own first, else the number's newest); after that, only from the address group
 * that asked for it, whose 5 wrong tries end it (decision 042).
 */
export async function verifyOtp(ctx: Ctx, input: { mobile: string; code: string } & { ip: string }) {
  const { deps } = ctx;
  const { ip } = input;
  const { db } = deps.database;
  const mobile = mobileOrFail(input.mobile);
  const group = addressGroup(ip);
  const attempt = await countAttempt(db, deps.clock, [
    rule(`otp-verify:ip:${ip}`, RATE_LIMITS.otpVerify.ip),
    rule(`otp-verify-failed:mobile:${mobile}`, RATE_LIMITS.otpVerify.failures),
  ]);
  const [byAddress, byNumber] = attempt.results as [RateResult, RateResult];
  if (!byAddress.allowed) {
    throw new AppError('too_many_requests', msg('codesTooManyTried'), {
      retryAfterSeconds: byAddress.retryAfterSeconds,
    });
  }
  const code = input.code.trim();
  const now = deps.clock.now();
  const live = await findLiveOtpCodes(db, mobile, now, OTP_MAX_WRONG_TRIES);
  const own = live.find((row) => row.addressGroup === group);
  // This try is counted already: past the limit, the number has had its wrong codes from anywhere.
  const fromAnywhere = byNumber.allowed;
  const newestOther = live.find((row) => row.addressGroup !== group);
  const candidates = [own, fromAnywhere ? newestOther : undefined].filter((row) => row !== undefined);
  if (candidates.length === 0) throw fieldError('code', 'codeInvalid');
  const row = candidates.find((c) => otpCodeMatches(code, c.salt, c.codeHash));
  if (!row) {
    const tries = own ? await countWrongTry(db, mobile, group, OTP_MAX_WRONG_TRIES) : null;
    const ownEnded = own !== undefined && (tries === null || tries >= OTP_MAX_WRONG_TRIES);
    // Without a code of its own, an address's tries end with the number's fifth wrong code.
    const othersEnded = own === undefined && byNumber.count >= RATE_LIMITS.otpVerify.failures.limit;
    if (ownEnded || othersEnded) throw fieldError('code', 'codeTooManyWrong');
    // The tries left are this address's own code's (docs/api.md: a wrong code names the tries left).
    if (tries !== null)
      throw fieldError('code', 'codeIncorrectTriesLeft', { left: OTP_MAX_WRONG_TRIES - tries });
    throw fieldError('code', 'codeIncorrect');
  }
  await attempt.takeBack(); // a right code never counts
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    if (!(await consumeOtpCode(tx, row, now, OTP_MAX_WRONG_TRIES))) {
      throw fieldError('code', 'codeInvalid');
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
 * Uses up a one-use login token in the context's transaction and answers the account of its number. A
 * token whose number has no account is refused without being used up.
 */
export async function redeemLoginToken(ctx: Ctx, input: { token: string }) {
  const tx = ctx.db;
  const now = ctx.deps.clock.now();
  const live = await findLiveLoginToken(tx, sha256(input.token), now);
  if (!live) throw fieldError('token', 'loginTokenInvalid');
  const user = await findUserByMobile(tx, live.mobile);
  if (!user) {
    // The code proved the number, so saying there is no account reveals nothing (docs/api.md, Families).
    const message = msg('noAccount');
    throw new AppError('validation', message, { field: 'token' });
  }
  refuseSuspended(user);
  if (!(await consumeLoginToken(tx, live.id, now))) throw fieldError('token', 'loginTokenInvalid');
  return user;
}

/** POST /api/auth/otplogin */
export async function otpLogin(ctx: Ctx, input: { token: string }) {
  const { deps } = ctx;
  const { user, token } = await withTx(ctx, async (txCtx) => {
    const user = await redeemLoginToken(txCtx, input);
    // The code reached this number: the account has proven it (decision 041).
    await markMobileVerified(txCtx.db, user.id, deps.clock.now());
    user.mobileVerifiedAt ??= deps.clock.now();
    return { user, token: await issueToken(txCtx.db, user.id, deps.clock) };
  });
  return { user: await userAnswer(ctx, user), token };
}

/** POST /api/auth/reset-password: a new password with a login token; every other token is revoked. */
export async function resetPassword(ctx: Ctx, input: { token: string; password: string }) {
  const { deps } = ctx;
  if (isCommonPassword(input.password)) throw fieldError('password', 'passwordCommon');
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await withTx(ctx, async (txCtx) => {
    const user = await redeemLoginToken(txCtx, input);
    const { db } = txCtx;
    await updatePasswordHash(db, user.id, passwordHash, deps.clock.now());
    await markMobileVerified(db, user.id, deps.clock.now());
    user.mobileVerifiedAt ??= deps.clock.now();
    await revokeOtherTokens(db, user.id, deps.clock);
    return { user, token: await issueToken(db, user.id, deps.clock) };
  });
  return { user: await userAnswer(ctx, user), token };
}

/**
 * The first admin from ADMIN_MOBILE / ADMIN_PASSWORD, at start-up: creates the user, or makes an
 * existing one admin (and gives it the password only if it has none). Answers what it did.
 */
