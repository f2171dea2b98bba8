import { type Ctx, userIdOf, withTx } from '../../context.ts';
import { findUserById, markMobileVerified } from '../users/service.ts';
import { userAnswer } from './common.ts';
import { redeemLoginToken, sendOtp, verifyOtp } from './one-time-codes.ts';
import { msg } from '../../i18n/translate.ts';
import { answerWith } from '../../i18n/said.ts';

/**
 * Proving the signed-in account's own number (decision 041): the login code's machinery, its limits
 * and its SMS, sent to the number the account holds; a right code marks the account proven.
 */

/** POST /api/auth/verify-mobile/send */
export async function sendMobileProof(ctx: Ctx, input: { ip: string; acceptLanguage?: string | undefined }) {
  const user = await findUserById(ctx.db, userIdOf(ctx));
  if (!user) throw new Error('the signed-in account has no row');
  if (user.mobileVerifiedAt) {
    return answerWith(msg('mobileAlreadyVerified'), { resend_after_seconds: 0 });
  }
  return sendOtp(ctx, { mobile: user.mobile, ip: input.ip, acceptLanguage: input.acceptLanguage });
}

/** POST /api/auth/verify-mobile: the right code proves the number; answers the user. */
export async function verifyMobile(ctx: Ctx, input: { code: string; ip: string }) {
  const { deps } = ctx;
  const userId = userIdOf(ctx);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error('the signed-in account has no row');
  if (!user.mobileVerifiedAt) {
    // A right code buys a one-use token for this number; it is used up here, as a login by code would.
    const { token } = await verifyOtp(ctx, { mobile: user.mobile, code: input.code, ip: input.ip });
    await withTx(ctx, async (txCtx) => {
      await redeemLoginToken(txCtx, { token });
      await markMobileVerified(txCtx.db, userId, deps.clock.now());
    });
  }
  const fresh = await findUserById(ctx.db, userId);
  return userAnswer(ctx, fresh!);
}
