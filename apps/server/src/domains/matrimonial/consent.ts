import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, normaliseMobile, type Profile } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../context.ts';
import { t } from '../../i18n/translate.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { findUserById, languagesOfUsers, requireMobileVerified } from '../users/service.ts';
import * as repo from './repository.ts';
import { ownProfile } from './access.ts';
import { fullProfile } from './answers.ts';

/**
 * The candidate's consent to a profile a relative made (api.md "Matrimonial depth"): a 6-digit code
 * goes by SMS to the candidate's own mobile, and typing it back confirms. Codes work like login codes
 * (api.md "Auth"): only HMAC-SHA256(salt, code) is stored, valid 10 minutes, 5 wrong tries end it, a
 * resend waits 30 s and replaces the old code, and sends are rate-limited per number and per account.
 */

export const CONSENT_CODE_LIFETIME_MS = 10 * 60_000;
export const CONSENT_RESEND_SECONDS = 30;
export const CONSENT_MAX_WRONG_TRIES = 5;
export const CONSENT_RATE_LIMITS = {
  send: {
    mobile: { limit: 5, windowSeconds: 3600 },
    user: { limit: 10, windowSeconds: 3600 },
    ip: { limit: 400, windowSeconds: 3600 },
  },
  verify: { profile: { limit: 20, windowSeconds: 3600 } },
} as const;

const CODE_MESSAGE = 'The code is invalid or has expired.';

const hashCode = (code: string, salt: string) => createHmac('sha256', salt).update(code).digest('hex');
function codeMatches(code: string, salt: string, stored: string): boolean {
  const given = Buffer.from(hashCode(code, salt), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The caller's own profile made for someone else, whose consent is not confirmed yet. */
async function consentProfile(ctx: Ctx, id: string) {
  const row = await ownProfile(ctx, id);
  if (row.relation === 'self') {
    throw fieldError('relation', 'Consent is asked only for a profile made for someone else.');
  }
  if (row.consentConfirmedAt) throw fieldError('mobile', 'Consent is already confirmed for this profile.');
  return row;
}

/** POST /api/matrimonial/{id}/consent/send { mobile } */
export async function sendConsentCode(ctx: Ctx, input: { id: string; mobile: string; ip: string }) {
  const { deps, db } = ctx;
  const userId = userIdOf(ctx);
  await requireMobileVerified(db, userId);
  const profile = await consentProfile(ctx, input.id);
  const mobile = normaliseMobile(input.mobile);
  if (!mobile) throw fieldError('mobile', 'The mobile must be a valid mobile number.');
  if (!deps.config.OTP_COUNTRY_CODES.some((prefix) => mobile.startsWith(prefix))) {
    throw fieldError(
      'mobile',
      `Codes can be sent only to numbers starting with ${deps.config.OTP_COUNTRY_CODES.join(', ')}.`,
    );
  }
  const owner = await findUserById(db, userId);
  if (owner?.mobile === mobile) {
    throw fieldError('mobile', 'Enter the candidate’s own mobile number, not the account’s.');
  }

  const now = deps.clock.now();
  const resendCutoff = new Date(now.getTime() - CONSENT_RESEND_SECONDS * 1000);
  const tooSoon = (sentAt: Date) =>
    new AppError('too_many_requests', 'Please wait before asking for a new code.', {
      retryAfterSeconds: (sentAt.getTime() - resendCutoff.getTime()) / 1000,
    });
  const previous = await repo.findConsentCode(db, profile.id);
  if (previous && previous.sentAt > resendCutoff) throw tooSoon(previous.sentAt);
  const limits = CONSENT_RATE_LIMITS.send;
  await enforceRateLimits(
    db,
    deps.clock,
    [
      { key: `consent-send:mobile:${mobile}`, ...limits.mobile },
      { key: `consent-send:user:${userId}`, ...limits.user },
      { key: `consent-send:ip:${input.ip}`, ...limits.ip },
    ],
    'Too many codes asked for. Please try again later.',
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const codeHash = hashCode(code, salt);
  const expiresAt = new Date(now.getTime() + CONSENT_CODE_LIFETIME_MS);
  const stored = await repo.replaceConsentCode(
    db,
    { profileId: profile.id, mobile, codeHash, salt, sentAt: now, expiresAt, attempts: 0 },
    resendCutoff,
  );
  if (!stored) throw tooSoon(now); // a racing request sent one just now

  // In the account's language: the family asks, and usually shares it.
  const saved = (await languagesOfUsers(db, [userId])).get(userId);
  const lang = isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  try {
    await deps.sms.send(mobile, t(lang, 'consentSms', { code, name: profile.firstName }), {
      code,
      template: 'consent',
      variables: { name: profile.firstName },
    });
  } catch (error) {
    deps.log?.error({ err: error }, 'sending the consent code failed');
    await repo.deleteConsentCode(db, profile.id);
    throw new AppError('unavailable', 'The code could not be sent. Please try again in a moment.');
  }
  return {
    message: 'A verification code has been sent by SMS.',
    resend_after_seconds: CONSENT_RESEND_SECONDS,
  };
}

/** POST /api/matrimonial/{id}/consent/verify { code } → the profile with consent_confirmed_at. */
export async function verifyConsentCode(ctx: Ctx, input: { id: string; code: string }): Promise<Profile> {
  const { deps, db } = ctx;
  const profile = await consentProfile(ctx, input.id);
  await enforceRateLimits(
    db,
    deps.clock,
    [{ key: `consent-verify:profile:${profile.id}`, ...CONSENT_RATE_LIMITS.verify.profile }],
    'Too many codes tried. Please try again later.',
  );
  const now = deps.clock.now();
  const row = await repo.findConsentCode(db, profile.id);
  if (!row || row.expiresAt <= now || row.attempts >= CONSENT_MAX_WRONG_TRIES) {
    throw fieldError('code', CODE_MESSAGE);
  }
  // The wrong try is counted outside any transaction, so the refusal does not roll it back.
  if (!codeMatches(input.code.trim(), row.salt, row.codeHash)) {
    const tries = await repo.countWrongConsentTry(db, profile.id);
    const left = CONSENT_MAX_WRONG_TRIES - (tries ?? CONSENT_MAX_WRONG_TRIES);
    if (left <= 0) throw fieldError('code', 'Too many wrong codes. Please ask for a new code.');
    throw fieldError('code', `The code is incorrect. Tries left: ${left}.`);
  }
  const updated = await withTx(ctx, async (tx) => {
    await ownProfile(tx, profile.id, true);
    const live = await repo.findConsentCode(tx.db, profile.id);
    // Used up (or replaced) by a racing request between the check and this transaction.
    if (live?.codeHash !== row.codeHash) throw fieldError('code', CODE_MESSAGE);
    await repo.deleteConsentCode(tx.db, profile.id);
    return repo.updateProfile(tx.db, profile.id, {
      consentMobile: row.mobile,
      consentConfirmedAt: now,
      updatedAt: now,
    });
  });
  return fullProfile(ctx, updated);
}
