import { isApiError } from './api-error.ts';

/**
 * A call refused with 403 `mobile_not_verified` (decision 041: holds, interests, consent... need a
 * proven number): the app's guard listens and opens the one screen that proves it, then comes back.
 */
const listeners = new Set<() => void>();

export function onMobileNotVerified(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportMobileNotVerified(error: unknown): void {
  // ERROR_CODES.mobileNotVerified, written out: lib stays free of the shared schemas in the first load.
  if (!isApiError(error) || error.status !== 403 || error.code !== 'mobile_not_verified') return;
  for (const listener of listeners) listener();
}
