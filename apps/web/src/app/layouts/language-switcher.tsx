import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n.ts';
import { setLargeText, usePreferences } from '../../lib/preferences.ts';
import classes from './site-layout.module.css';

/**
 * The language choice (each language in its own script) and the larger text beside it, in the header of
 * every page. A native select: the phone's own picker, read by every screen reader.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const loading = usePreferences((state) => state.loading);
  const failed = usePreferences((state) => state.failed);
  const largeText = usePreferences((state) => state.largeText);

  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message: t('language.loadFailed') });
  }, [failed, t]);

  return (
    <>
      <select
        className={classes.language}
        aria-label={t('language.label')}
        value={loading ?? language}
        aria-busy={loading !== null}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLanguage(next)) return;
          void import('../../lib/language-choice.ts').then(
            (m) => m.chooseAndSaveLanguage(next),
            // Offline before the chunk was ever fetched: said as a language that could not be loaded.
            () => usePreferences.setState({ failed: next }),
          );
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <ActionIcon
        variant={largeText ? 'filled' : 'default'}
        size="lg"
        aria-label={t('language.largerText')}
        aria-pressed={largeText}
        title={t('language.largerText')}
        onClick={() => setLargeText(!largeText)}
        className={classes.largeText}
      >
        <span aria-hidden="true" dir="ltr">
          A+
        </span>
      </ActionIcon>
    </>
  );
}
