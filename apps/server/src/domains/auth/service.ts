/** The auth domain's public face (other domains reach auth through this file); use cases live in
 * accounts.ts and one-time-codes.ts. */
export { issueToken, resolveToken, revokeOtherTokens, type UserRow } from './tokens.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export {
  type RegisterInput,
  changePassword,
  ensureAdmin,
  login,
  logout,
  register,
  setPreferences,
} from './accounts.ts';
export {
  LOGIN_TOKEN_LIFETIME_MS,
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  RATE_LIMITS,
  getCurrentUser,
  toUser,
} from './common.ts';
export { otpLogin, redeemLoginToken, resetPassword, sendOtp, verifyOtp } from './one-time-codes.ts';
export { sendMobileProof, verifyMobile } from './verify-mobile.ts';
