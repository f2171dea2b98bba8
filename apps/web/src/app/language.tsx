import { useDirection } from '@mantine/core';
import { use, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { directionOf, isLanguage } from '../lib/i18n.ts';
import { followOtherTabs, startedFromLink, startPreferences } from '../lib/preferences.ts';
import { useSession } from '../lib/session.ts';
import './language.css';

// Once per page load: the chosen language (link, device, browser) and the larger text. Null for English,
// whose strings are bundled: the first render does not wait then.
const languageAtStart = typeof window === 'undefined' ? null : startPreferences();

/** The first render waits for a language other than English to arrive, so no English flashes first. */
export function LanguageGate({ children }: { children: ReactNode }) {
  if (languageAtStart) use(languageAtStart);
  return children;
}

/** Mantine's direction (its popovers, sliders, drawers) and the Urdu web font follow the language. */
export function LanguageEffects() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    setDirection(directionOf(language));
    if (language === 'ur') void import('./urdu-font.ts').then((m) => m.loadUrduFont());
  }, [language, setDirection]);
  useEffect(followOtherTabs, []);

  // A login (or a session already there) brings the account's language.
  const userId = useSession((state) => state.user?.id);
  useEffect(() => {
    if (!userId) return;
    const accountLanguage = useSession.getState().user?.language;
    void import('../lib/language-choice.ts').then((m) =>
      m.syncAccountLanguage(accountLanguage, startedFromLink),
    );
  }, [userId]);
  return null;
}
