import { Fieldset, SimpleGrid, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ChangeEvent } from 'react';
import { RTL_LANGUAGES, VERSION_LANGUAGES, type VersionLanguage } from '@samaj/shared';
import { useAdminTranslation } from '../i18n.ts';
import type { EditorValues } from './content-editor.tsx';

/** One text field of an office item that may carry versions (the original's limit and shape). */
export interface VersionField {
  name: string;
  label: string;
  max: number;
  rows?: number;
}

/** The form's name of a version's field: the server's 422 key, so its errors land on the input. */
export const versionName = (lang: VersionLanguage, field: string) => `translations.${lang}.${field}`;

/** The form values of an item's versions (every language, every field, '' where none was written). */
export function versionValues(
  translations: Partial<Record<VersionLanguage, Partial<Record<string, string>>>> | undefined,
  fields: readonly string[],
): EditorValues {
  const out: EditorValues = {};
  for (const lang of VERSION_LANGUAGES)
    for (const f of fields) out[versionName(lang, f)] = translations?.[lang]?.[f] ?? '';
  return out;
}

/** What is sent: `{gu: {...}, hi: {...}, ur: {...}}` of the non-blank fields (the server keeps those). */
export function translationsFrom(values: Record<string, unknown>, fields: readonly string[]) {
  const out: Partial<Record<VersionLanguage, Record<string, string>>> = {};
  for (const lang of VERSION_LANGUAGES) {
    const version: Record<string, string> = {};
    for (const f of fields) {
      const text = String(values[versionName(lang, f)] ?? '').trim();
      if (text) version[f] = text;
    }
    if (Object.keys(version).length > 0) out[lang] = version;
  }
  return out;
}

interface FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
}

/**
 * The Gujarati, Hindi and Urdu versions of an item's texts, written beside each other on a wide
 * screen (one column a language) and one language a tab on a phone; each input carries its
 * language and direction (Urdu right to left). A field left blank reads as the original.
 */
export function TranslationFields({
  fields,
  field,
}: {
  fields: readonly VersionField[];
  field: (name: string) => FieldProps;
}) {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 75em)');
  const version = (lang: VersionLanguage) => {
    const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
    return (
      <Stack gap="sm" lang={lang} dir={dir}>
        {fields.map((f) => {
          const common = {
            label: t('versions.fieldIn', { field: f.label, language: t(`versions.languages.${lang}`) }),
            maxLength: f.max,
            lang,
            dir,
            ...field(versionName(lang, f.name)),
          };
          return f.rows ? (
            <Textarea key={f.name} {...common} rows={f.rows} />
          ) : (
            <TextInput key={f.name} {...common} />
          );
        })}
      </Stack>
    );
  };
  return (
    <Fieldset legend={t('versions.title')} variant="unstyled">
      <Stack gap="xs">
        <p style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>{t('versions.help')}</p>
        {wide ? (
          <SimpleGrid cols={3} spacing="md">
            {VERSION_LANGUAGES.map((lang) => (
              <Fieldset key={lang} legend={t(`versions.languages.${lang}`)}>
                {version(lang)}
              </Fieldset>
            ))}
          </SimpleGrid>
        ) : (
          <Tabs defaultValue="gu" keepMounted>
            <Tabs.List>
              {VERSION_LANGUAGES.map((lang) => (
                <Tabs.Tab key={lang} value={lang}>
                  {t(`versions.languages.${lang}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {VERSION_LANGUAGES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="sm">
                {version(lang)}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Fieldset>
  );
}
