import { queryClient } from './query-client.ts';

/**
 * Every localStorage key that belongs to a logged-in user. Features that persist per-user state
 * use a key from here, so that logout (and a forced logout on 401) removes all of it.
 */
export const STORAGE_KEYS = {
  session: 'samaj.session',
  profile: 'samaj.profile',
  pictures: 'samaj.pictures',
  matches: 'samaj.matches',
  bookingDraft: 'samaj.booking-draft',
} as const;

/**
 * Families of keys that belong to a logged-in user, one key a thing under the prefix: the messages typed
 * and not yet sent, per account and conversation (features/matrimonial/conversations/outbox.ts). Logout
 * removes every key under them here, so the first load needs none of the features' code to do it.
 */
export const STORAGE_KEY_PREFIXES = {
  outbox: 'samaj.outbox.',
} as const;

/**
 * Keys that belong to the device, not to a user: they stay through logout (the language and text size
 * chosen on this phone).
 */
export const DEVICE_STORAGE_KEYS = {
  preferences: 'samaj.preferences',
} as const;

const resetters = new Set<() => void>();

/** Lets an in-memory store (a zustand store, say) reset itself when the session data is cleared. */
export function onSessionDataCleared(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** Logout and forced logout: reset in-memory stores, drop the user's keys and every cached query. */
export function clearSessionData(): void {
  // Stores first: a persisted store writes its reset state back, and the removal below then wins.
  for (const reset of resetters) reset();
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode, quota); there is nothing left to remove then.
    }
  }
  removeKeysUnder(Object.values(STORAGE_KEY_PREFIXES));
  queryClient.clear();
}

function removeKeysUnder(prefixes: readonly string[]): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}
