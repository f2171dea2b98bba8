import { create } from 'zustand';
import { changeLanguage, chooseLanguage, isLanguage, type Language } from './i18n.ts';
import { DEVICE_STORAGE_KEYS } from './storage.ts';

/** What this device remembers: the chosen language (none until one is chosen) and the larger text. */
export interface StoredPreferences {
  language: Language | null;
  largeText: boolean;
}

export function readPreferences(): StoredPreferences {
  try {
    const raw = localStorage.getItem(DEVICE_STORAGE_KEYS.preferences);
    const parsed = raw ? (JSON.parse(raw) as Partial<Record<keyof StoredPreferences, unknown>>) : {};
    return {
      language: isLanguage(parsed.language) ? parsed.language : null,
      largeText: parsed.largeText === true,
    };
  } catch {
    return { language: null, largeText: false };
  }
}

/**
 * The chosen language as a cookie too, which the server reads to send a public page already drawn in
 * it (decision 033; apps/server/src/domains/seo/routes.ts). A year, the whole site, never to others.
 */
export function languageCookie(language: Language): string {
  return `samaj_lang=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`samaj_lang=${language}`)) return;
  document.cookie = languageCookie(language);
}

export function writePreferences(change: Partial<StoredPreferences>): void {
  if (change.language) rememberLanguageForServer(change.language);
  try {
    localStorage.setItem(
      DEVICE_STORAGE_KEYS.preferences,
      JSON.stringify({ ...readPreferences(), ...change }),
    );
  } catch {
    // Storage can be unavailable (private mode, quota): the choice then lasts until the page is closed.
  }
}

/** The root font size grows by a fifth; every size in rem grows with it. */
function applyLargeText(on: boolean): void {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.dataset.textSize = 'large';
  else delete document.documentElement.dataset.textSize;
}

interface PreferencesState {
  language: Language;
  largeText: boolean;
  /** A language being fetched (its switch waits for it). */
  loading: Language | null;
  /** The last language that could not be fetched (offline, say). */
  failed: Language | null;
}

export const usePreferences = create<PreferencesState>()(() => ({
  language: 'en',
  largeText: false,
  loading: null,
  failed: null,
}));

export function setLargeText(on: boolean): void {
  applyLargeText(on);
  writePreferences({ largeText: on });
  usePreferences.setState({ largeText: on });
}

/** Whether the language at start came from `?lang=` in the address. */
export let startedFromLink = false;

/**
 * The language at start (link, device, browser), and the larger text: the first render waits for this
 * when the language is not English (its translations are fetched first); for English it is already done.
 */
export function startPreferences(): Promise<void> | null {
  const stored = readPreferences();
  applyLargeText(stored.largeText);
  // A choice saved before the cookie existed: the server learns it for the next visit.
  if (stored.language) rememberLanguageForServer(stored.language);
  const search = typeof location === 'undefined' ? '' : location.search;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  const language = chooseLanguage(search, stored.language, browser);
  startedFromLink = isLanguage(new URLSearchParams(search).get('lang'));
  usePreferences.setState({ largeText: stored.largeText });
  if (language === 'en') return null;
  return changeLanguage(language).then(
    () => usePreferences.setState({ language }),
    // Offline with a language never fetched: English until it can be.
    () => usePreferences.setState({ failed: language }),
  );
}

/**
 * Another tab (or window) of the app changed the language or the text size: this one follows, so the
 * family's phone never shows two languages at once. Answers the function that stops following.
 */
export function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== DEVICE_STORAGE_KEYS.preferences) return;
    const stored = readPreferences();
    if (stored.largeText !== usePreferences.getState().largeText) {
      applyLargeText(stored.largeText);
      usePreferences.setState({ largeText: stored.largeText });
    }
    const language = stored.language;
    if (!language || language === usePreferences.getState().language) return;
    usePreferences.setState({ loading: language, failed: null });
    changeLanguage(language).then(
      () => usePreferences.setState({ language, loading: null }),
      () => usePreferences.setState({ loading: null, failed: language }),
    );
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
