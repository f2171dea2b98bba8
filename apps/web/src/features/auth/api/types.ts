import type { SessionUser } from '../../../lib/session.ts';

/** The answer of login, OTP login, registration and password reset. */
export interface AuthAnswer {
  user: SessionUser;
  token: string;
}
