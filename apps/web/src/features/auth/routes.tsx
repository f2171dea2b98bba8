import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { authRoutes as at } from './paths.ts';

/**
 * The login, OTP login, registration and password-reset pages (each its own chunk); the app puts them
 * behind its guest-only guard.
 */
export const authRouteObjects: RouteObject[] = [
  {
    path: at.login,
    lazy: lazyPage(
      () => import('./routes/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: at.loginOtp,
    lazy: lazyPage(
      () => import('./routes/login-otp-page.tsx'),
      (m) => m.LoginOtpPage,
    ),
  },
  {
    path: at.register,
    lazy: lazyPage(
      () => import('./routes/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: at.forgotPassword,
    lazy: lazyPage(
      () => import('./routes/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
];

/** The member's account page (download the data, delete the account), behind the login guard. */
export const accountPage = lazyPage(
  () => import('./routes/account-page.tsx'),
  (m) => m.AccountPage,
);

/** The change-password page, which the matrimonial and booking areas each serve under their own path. */
export const changePasswordPage = lazyPage(
  () => import('./routes/change-password-page.tsx'),
  (m) => m.ChangePasswordPage,
);

/** Proving the account's number by a code: after registering, and wherever a call needs it (403). */
export const verifyMobilePage = lazyPage(
  () => import('./routes/verify-mobile-page.tsx'),
  (m) => m.VerifyMobilePage,
);

/** Registering's next step (after the proof): make a profile, book a hall, or later. */
export const getStartedPage = lazyPage(
  () => import('./routes/get-started-page.tsx'),
  (m) => m.GetStartedPage,
);
