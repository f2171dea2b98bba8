import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ConsentRequest,
  DEFAULT_LANGUAGE,
  isLanguage,
  normaliseMobile,
  type Profile,
} from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { violatedConstraint } from '../../../db/errors.ts';
import { t } from '../../../i18n/translate.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { enforceRateLimits } from '../../../lib/rate-limit.ts';
import { notify } from '../../notifications/service.ts';
import {
  findUserById,
  findUserByMobile,
  languagesOfUsers,
  requireMobileVerified,
} from '../../users/service.ts';
import * as repo from '../repository.ts';
import { ownProfile } from '../profile/access.ts';
import { fullProfile } from '../profile/read.ts';
import { accountLatinName, accountNamedOf, firstNamedOf, latinAnswerOf } from '../profile/names.ts';

import { msg } from '../../../i18n/translate.ts';
import { answerWith } from '../../../i18n/said.ts';

/**
 * The candidate's consent to a profile a relative made (docs/api.md "Matrimonial profiles, consent and safety"): a 6-digit code
 * goes by SMS to the candidate's own mobile, and typing it back confirms. Codes work like login codes
 * (docs/api.md "Auth"): only HMAC-SHA256(salt, code) is stored, valid 10 minutes, 5 wrong tries end it, a
 * resend waits 30 s and replaces the old code, and sends are rate-limited per number and per account.
 */

export const CONSENT_CODE_LIFETIME_MS = 10 * 60_000;
/** A request to a candidate's own proven account waits in the app this long (no SMS code is sent). */
export const CONSENT_IN_APP_LIFETIME_MS = 30 * 86_400_000;
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

const NUMBER_IN_USE = msg('consentNumberInUse');

/** 409 consent_number_in_use: one number confirms one live candidate (decision 041). */
const numberInUse = () =>
  new AppError('conflict', NUMBER_IN_USE, {
    field: 'mobile',
  });

/** The confirmation, or 409 when a racing confirmation gave the number to another candidate first. */
async function confirmConsent(
  ctx: Ctx,
  profileId: string,
  set: { consentMobile: string; consentUserId: string | null; now: Date },
) {
  try {
    return await repo.updateProfile(ctx.db, profileId, {
      consentMobile: set.consentMobile,
      consentConfirmedAt: set.now,
      consentUserId: set.consentUserId,
      updatedAt: set.now,
    });
  } catch (error) {
    if (violatedConstraint(error) === 'profiles_consent_mobile_key') throw numberInUse();
    throw error;
  }
}

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
    throw fieldError('relation', 'consentOnlyForRelatives');
  }
  if (row.consentConfirmedAt) throw fieldError('mobile', 'consentAlreadyConfirmed');
  return row;
}

/** POST /api/matrimonial/{id}/consent/send { mobile } */
export async function sendConsentCode(ctx: Ctx, input: { id: string; mobile: string; ip: string }) {
  const { deps, db } = ctx;
  const userId = userIdOf(ctx);
  await requireMobileVerified(db, userId);
  const profile = await consentProfile(ctx, input.id);
  const mobile = normaliseMobile(input.mobile);
  if (!mobile) throw fieldError('mobile', 'mobileInvalid');
  if (!deps.config.OTP_COUNTRY_CODES.some((prefix) => mobile.startsWith(prefix))) {
    throw fieldError('mobile', 'codeCountries', { prefixes: deps.config.OTP_COUNTRY_CODES.join(', ') });
  }
  const owner = await findUserById(db, userId);
  if (owner?.mobile === mobile) {
    throw fieldError('mobile', 'consentNotOwnNumber');
  }
  if (await repo.consentHolderOf(db, mobile, profile.id)) throw numberInUse();
  // The candidate's own proven account answers in the app (no code by SMS to pass around).
  const candidate = await findUserByMobile(db, mobile);
  const inApp = candidate?.mobileVerifiedAt && !candidate.suspendedAt ? candidate : null;

  const now = deps.clock.now();
  const resendCutoff = new Date(now.getTime() - CONSENT_RESEND_SECONDS * 1000);
  const tooSoon = (sentAt: Date) =>
    new AppError('too_many_requests', msg('codeWait'), {
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
    msg('codesTooManyAsked'),
  );

  // In the app, the stored code is one nobody is told: only the candidate's account can confirm.
  const code = inApp
    ? randomBytes(24).toString('base64url')
    : String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const codeHash = hashCode(code, salt);
  const expiresAt = new Date(now.getTime() + (inApp ? CONSENT_IN_APP_LIFETIME_MS : CONSENT_CODE_LIFETIME_MS));
  const stored = await repo.replaceConsentCode(
    db,
    { profileId: profile.id, mobile, codeHash, salt, sentAt: now, expiresAt, attempts: 0 },
    resendCutoff,
  );
  if (!stored) throw tooSoon(now); // a racing request sent one just now

  if (inApp) {
    await notify(ctx, {
      userId: inApp.id,
      profileId: null,
      type: 'profile.consent_request',
      title: { id: 'consentRequestTitle', params: { name: owner?.name ?? '' } },
      body: { id: 'consentRequestBody', params: { name: owner?.name ?? '', profile: profile.firstName } },
      // The holder's and the profile's names in the script the candidate's account reads.
      names: { name: accountNamedOf(owner?.name ?? ''), profile: firstNamedOf(profile) },
      data: { type: 'consent_request', id: profile.id },
    });
    return answerWith(msg('consentAskedInApp'), {
      resend_after_seconds: CONSENT_RESEND_SECONDS,
      in_app: true,
    });
  }
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
    throw new AppError('unavailable', msg('codeNotSent'));
  }
  return answerWith(msg('codeSent'), { resend_after_seconds: CONSENT_RESEND_SECONDS, in_app: false });
}

/** POST /api/matrimonial/{id}/consent/verify { code } → the profile with consent_confirmed_at. */
export async function verifyConsentCode(ctx: Ctx, input: { id: string; code: string }): Promise<Profile> {
  const { deps, db } = ctx;
  const profile = await consentProfile(ctx, input.id);
  await enforceRateLimits(
    db,
    deps.clock,
    [{ key: `consent-verify:profile:${profile.id}`, ...CONSENT_RATE_LIMITS.verify.profile }],
    msg('codesTooManyTried'),
  );
  const now = deps.clock.now();
  // The try is claimed before the comparison, outside any transaction (a refusal keeps it counted).
  const row = await repo.claimConsentTry(db, profile.id, CONSENT_MAX_WRONG_TRIES, now);
  if (!row) throw fieldError('code', 'codeInvalid');
  if (!codeMatches(input.code.trim(), row.salt, row.codeHash)) {
    const left = CONSENT_MAX_WRONG_TRIES - row.attempts;
    if (left <= 0) throw fieldError('code', 'codeTooManyWrong');
    throw fieldError('code', 'codeIncorrectTriesLeft', { left });
  }
  const updated = await withTx(ctx, async (txCtx) => {
    await ownProfile(txCtx, profile.id, true);
    const live = await repo.findConsentCode(txCtx.db, profile.id);
    // Used up (or replaced) by a racing request between the check and this transaction.
    if (live?.codeHash !== row.codeHash) throw fieldError('code', 'codeInvalid');
    await repo.deleteConsentCode(txCtx.db, profile.id);
    return confirmConsent(txCtx, profile.id, { consentMobile: row.mobile, consentUserId: null, now });
  });
  return fullProfile(ctx, updated);
}

/** The holder's name in Latin letters beside it, as on the contact line (none from Urdu letters). */
const nameLatinOf = (name: string) => {
  const latin = accountLatinName(name);
  return latin ? { name_latin: latin } : {};
};

/** GET /api/matrimonial/consent-requests: the profiles waiting for this (proven) account's consent. */
export async function listConsentRequests(ctx: Ctx): Promise<ConsentRequest[]> {
  const userId = userIdOf(ctx);
  await requireMobileVerified(ctx.db, userId);
  const me = await findUserById(ctx.db, userId);
  if (!me) return [];
  const rows = await repo.consentRequestsTo(ctx.db, me.mobile, ctx.deps.clock.now());
  return rows
    .filter((r) => r.askedByUserId !== userId)
    .map((r) => ({
      profile_id: r.profileId,
      first_name: r.firstName,
      last_name: r.lastName,
      // The reader rule (docs/api.md): the Latin-letter names beside the names as written.
      ...latinAnswerOf(r),
      gender: r.gender as ConsentRequest['gender'],
      date_of_birth: r.dateOfBirth,
      relation: r.relation as ConsentRequest['relation'],
      asked_by: { name: r.askedBy, ...nameLatinOf(r.askedBy) },
      asked_at: r.askedAt.toISOString(),
    }));
}

/**
 * POST /api/matrimonial/consent-requests/{profileId} {confirm}: the candidate answers from their own
 * proven account. Confirmed: the profile's consent is by account (`consent_by_account`). Declined: the
 * request is gone and the family is told. Anyone else's request: 404.
 */
export async function answerConsentRequest(
  ctx: Ctx,
  input: { profileId: string; confirm: boolean },
): Promise<{ profile_id: string; consent: 'confirmed' | 'declined' }> {
  const userId = userIdOf(ctx);
  if (!isUuid(input.profileId)) throw notFound('Consent request');
  await requireMobileVerified(ctx.db, userId);
  const now = ctx.deps.clock.now();
  return withTx(ctx, async (txCtx) => {
    const me = await findUserById(txCtx.db, userId);
    const profile = await repo.findProfile(txCtx.db, input.profileId, true);
    const request = profile ? await repo.findConsentCode(txCtx.db, profile.id) : undefined;
    if (
      !me ||
      !profile ||
      !request ||
      request.mobile !== me.mobile ||
      request.expiresAt <= now ||
      profile.consentConfirmedAt ||
      profile.userId === userId
    ) {
      throw notFound('Consent request');
    }
    await repo.deleteConsentCode(txCtx.db, profile.id);
    if (input.confirm) {
      await confirmConsent(txCtx, profile.id, { consentMobile: me.mobile, consentUserId: userId, now });
    }
    await notify(txCtx, {
      userId: profile.userId,
      profileId: profile.id,
      type: input.confirm ? 'profile.consent_confirmed' : 'profile.consent_declined',
      title: {
        id: input.confirm ? 'consentConfirmedTitle' : 'consentDeclinedTitle',
        params: { name: profile.firstName },
      },
      body: {
        id: input.confirm ? 'consentConfirmedBody' : 'consentDeclinedBody',
        params: { name: profile.firstName },
      },
      names: { name: firstNamedOf(profile) },
      data: { type: 'profile', id: profile.id },
    });
    return { profile_id: profile.id, consent: input.confirm ? 'confirmed' : 'declined' };
  });
}
