import type { TFunction } from './translator.ts';
import { isApiError } from './api-error.ts';

/** What to tell the reader about a failed call, in their language where the server's text would not help. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.isNetworkError) return t('errors.network');
  // ERROR_CODES.accountSuspended (written out: lib stays free of the shared schemas in the first load).
  if (error.code === 'account_suspended') return t('errors.accountSuspended');
  if (error.status === 429) {
    // A named limit (a day's profile views, a week's interests, a number's password tries) says
    // itself which limit it is and what still works; only an anonymous one gets the general text.
    if (error.code && error.message) return error.message;
    return error.retryAfter !== undefined
      ? t('errors.tooManyWithWait', { seconds: error.retryAfter })
      : t('errors.tooMany');
  }
  if (error.status >= 500) return t('errors.server');
  return error.message || t('errors.generic');
}
