import { pathsUnder } from '../../lib/paths.ts';

/** Each auth page's route, at the site's root, declared once: the router and every link use it. */
export const authRoutes = {
  login: 'login',
  loginOtp: 'login-otp',
  register: 'register',
  forgotPassword: 'forgot-password',
} as const;

const { at } = pathsUnder('');

/** Addresses of the auth pages. */
export const paths = {
  login: at(authRoutes.login),
  /** Login, then back to `wanted` (a path of this site: the guest guard checks it again). */
  loginThen: (wanted: string) => `${at(authRoutes.login)}?redirect=${encodeURIComponent(wanted)}`,
  loginOtp: at(authRoutes.loginOtp),
  register: at(authRoutes.register),
  forgotPassword: at(authRoutes.forgotPassword),
} as const;
