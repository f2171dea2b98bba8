/** The auth domain's public face (other domains reach auth through this file); use cases live in
 * accounts.ts and one-time-codes.ts. */
export { revokeOtherTokens } from './tokens.ts';
export { verifyPassword } from './passwords.ts';
export { changePassword, ensureAdmin, login, logout, register, setPreferences } from './accounts.ts';
export { RATE_LIMITS, getCurrentUser } from './common.ts';
export { otpLogin, redeemLoginToken, resetPassword, sendOtp, verifyOtp } from './one-time-codes.ts';
export { sendMobileProof, verifyMobile } from './verify-mobile.ts';
