import { WEB_PAGES } from '@samaj/shared';
import { pathsUnder } from '../../lib/paths.ts';

/** Each auth page's route, at the site's root, declared once: the router and every link use it. */
export const authRoutes = {
  /** A public page (packages/shared's web-paths.ts): the server prerenders it. */
  login: WEB_PAGES.login,
  loginOtp: 'login-otp',
  register: 'register',
  forgotPassword: 'forgot-password',
} as const;

/** The account page's route (signed-in members only, so not among the guest-only authRoutes). */
export const accountRoute = 'account';

/** Proving the account's number by a code (signed-in members only): decision 041. */
export const verifyMobileRoute = 'verify-mobile';

/** Registering's next step, after the proof: a profile to make, a hall to book, or later. */
export const getStartedRoute = 'get-started';

const { at } = pathsUnder('');

/** Addresses of the auth pages. */
export const paths = {
  login: authRoutes.login,
  /** Login, then back to `wanted` (a path of this site: the guest guard checks it again). */
  loginThen: (wanted: string) => `${authRoutes.login}?redirect=${encodeURIComponent(wanted)}`,
  loginOtp: at(authRoutes.loginOtp),
  register: at(authRoutes.register),
  forgotPassword: at(authRoutes.forgotPassword),
  /** The signed-in member's account: download the data, delete the account (app/router.tsx guards it). */
  account: at(accountRoute),
  verifyMobile: at(verifyMobileRoute),
  /** What to do first, once registered (signed-in members only). */
  getStarted: at(getStartedRoute),
  /** Prove the account's number, then go on to `wanted` (a path of this site). */
  verifyMobileThen: (wanted: string) => `${at(verifyMobileRoute)}?redirect=${encodeURIComponent(wanted)}`,
} as const;
