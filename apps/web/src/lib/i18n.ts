import en from '../locales/en.json';
import { Translator, type Strings } from './translator.ts';

// English first: its strings are bundled, so the first render needs nothing fetched. The chosen language
// (see preferences.ts) is switched to before the first render when it is not English.
const i18n = new Translator('en', { en: { translation: en } });

/** The app's languages (the same list as the server's LANGUAGES; not imported, to keep zod off the first load). */
export const LANGUAGES = ['en', 'gu', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  gu: 'ગુજરાતી',
  hi: 'हिन्दी',
  ur: 'اردو',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ur' ? 'rtl' : 'ltr';
}

/** The first of the browser's languages (`gu-IN`, `ur`, …) that the app has, by its primary subtag. */
export function fromBrowserLanguages(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** `?lang=` from a link, then the saved choice, then the browser's languages, else English. */
export function chooseLanguage(
  search: string,
  saved: Language | null,
  browserLanguages: readonly string[],
): Language {
  const fromLink = new URLSearchParams(search).get('lang');
  if (isLanguage(fromLink)) return fromLink;
  return saved ?? fromBrowserLanguages(browserLanguages) ?? 'en';
}

// Each language is one chunk of its own (lib/languages/), fetched only when that language is chosen;
// English is bundled (above, and each area's namespace with its area).
type Resources = Record<string, Strings>;
const bundles: Record<Exclude<Language, 'en'>, () => Promise<{ default: Resources }>> = {
  gu: () => import('./languages/gu.ts'),
  hi: () => import('./languages/hi.ts'),
  ur: () => import('./languages/ur.ts'),
};

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's translations once (a failed fetch may be tried again). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = bundles[language]().then(
      ({ default: resources }) => {
        for (const [ns, strings] of Object.entries(resources)) {
          i18n.addResourceBundle(language, ns, strings, true, true);
        }
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The language on screen. */
export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

/** `<html lang dir>` follow the language. */
function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Loads the language, then shows it. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (lng) => applyToDocument(isLanguage(lng) ? lng : 'en'));

export { i18n };
