import { useSyncExternalStore } from 'react';

/** `navigator.connection` where the browser has it (Chromium: Android's Data Saver, the Lite mode). */
interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/**
 * Whether the visitor asked to save data. `navigator.connection.saveData` is true exactly when the
 * browser sends `Save-Data: on` with its requests (the same setting); browsers without it answer false.
 * Then the app fetches nothing the visitor has not asked to see: no service worker precache, no chunk
 * fetched ahead of a tap, and the pictures of profile cards only on a tap ("Show photo").
 */
export function saveDataOn(): boolean {
  return connection()?.saveData === true;
}

function subscribe(onChange: () => void): () => void {
  const c = connection();
  if (!c || typeof c.addEventListener !== 'function') return () => undefined;
  c.addEventListener('change', onChange);
  return () => c.removeEventListener('change', onChange);
}

/** `saveDataOn()` as React state: follows the setting when it changes (a `change` of the connection). */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, saveDataOn, () => false);
}
