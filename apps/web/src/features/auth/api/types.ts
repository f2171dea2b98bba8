// The answer of login, OTP login, registration and password reset.
export type { AuthAnswer } from '@samaj/shared';
