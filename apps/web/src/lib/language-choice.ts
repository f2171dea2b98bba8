import { api } from './api-client.ts';
import { changeLanguage, currentLanguage, isLanguage, type Language } from './i18n.ts';
import { readPreferences, usePreferences, writePreferences } from './preferences.ts';
import { useSession } from './session.ts';

// A chosen language's round trips (fetch, show, save on the device and the account): its own chunk,
// loaded when the language menu is used or someone logs in, not with the first page.

/** Saves the language on the account (POST /api/auth/preferences) and in the session's copy of the user. */
export async function saveLanguageOnAccount(language: Language): Promise<void> {
  await api.post<void>('/api/auth/preferences', { language });
  const user = useSession.getState().user;
  if (user) useSession.getState().setUser({ ...user, language });
}

/**
 * The person chose a language: it is fetched, shown, kept on this device and, when logged in, on the
 * account. A failure to fetch it leaves the current language on screen and says so.
 */
export async function chooseAndSaveLanguage(language: Language): Promise<void> {
  usePreferences.setState({ loading: language, failed: null });
  try {
    await changeLanguage(language);
  } catch {
    usePreferences.setState({ loading: null, failed: language });
    return;
  }
  usePreferences.setState({ language, loading: null });
  writePreferences({ language });
  const user = useSession.getState().user;
  if (user && useSession.getState().token && user.language !== language) {
    // A failure leaves the device's choice; the next login sends it again (syncAccountLanguage).
    await saveLanguageOnAccount(language).catch(() => undefined);
  }
}

/**
 * On login (or a session found at start): a choice made on this device wins and is saved on the account;
 * with none, the account's language is shown and kept here. A language from a link is left alone.
 */
export function syncAccountLanguage(accountLanguage: unknown, fromLink: boolean): void {
  const saved = readPreferences().language;
  if (saved) {
    if (isLanguage(accountLanguage) && accountLanguage !== saved) {
      void saveLanguageOnAccount(saved).catch(() => undefined);
    }
    return;
  }
  if (fromLink || !isLanguage(accountLanguage) || accountLanguage === currentLanguage()) return;
  void chooseAndSaveLanguage(accountLanguage);
}
