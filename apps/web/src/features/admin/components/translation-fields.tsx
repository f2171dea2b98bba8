import { Fieldset, SimpleGrid, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
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

/** The original's inputs: English, left to right on an Urdu screen too (Mantine gives `dir` to the input's box). */
export const ORIGINAL_INPUT = { lang: 'en', dir: 'ltr' } as const;

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
 * The Gujarati, Hindi and Urdu versions of an item's texts. From 768 px each language is a group the
 * form's width, each of its fields beside the English original's text (original | version), so the
 * office translates what it reads; below, one language a tab. Each version's group carries its
 * language and direction (Urdu right to left), the original's text English left to right. A field
 * left blank reads as the original.
 */
export function TranslationFields({
  fields,
  field,
}: {
  fields: readonly VersionField[];
  field: (name: string) => FieldProps;
}) {
  const { t } = useAdminTranslation();
  const wide = useMediaQuery('(min-width: 48em)');
  const input = (lang: VersionLanguage, f: VersionField) => {
    const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
    const common = {
      label: t('versions.fieldIn', { field: f.label, language: t(`versions.languages.${lang}`) }),
      maxLength: f.max,
      lang,
      dir,
      ...field(versionName(lang, f.name)),
    };
    return (
      <Stack gap={0} lang={lang} dir={dir}>
        {f.rows ? <Textarea {...common} rows={f.rows} /> : <TextInput {...common} />}
      </Stack>
    );
  };
  const original = (f: VersionField) => {
    const text = String(field(f.name).value ?? '').trim();
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500} c="dimmed">
          {t('versions.originalOf', { field: f.label })}
        </Text>
        <Text
          size="sm"
          lang="en"
          dir="ltr"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '16rem', overflowY: 'auto' }}
          c={text ? undefined : 'dimmed'}
        >
          {text || t('versions.emptyOriginal')}
        </Text>
      </Stack>
    );
  };
  return (
    <Fieldset legend={t('versions.title')} variant="unstyled">
      <Stack gap="xs">
        <p style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>{t('versions.help')}</p>
        {wide ? (
          <Stack gap="md">
            {VERSION_LANGUAGES.map((lang) => (
              <Fieldset key={lang} legend={t(`versions.languages.${lang}`)}>
                <Stack gap="md">
                  {fields.map((f) => (
                    <SimpleGrid key={f.name} cols={2} spacing="lg">
                      {original(f)}
                      {input(lang, f)}
                    </SimpleGrid>
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </Stack>
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
                <Stack gap="sm">
                  {fields.map((f) => (
                    <div key={f.name}>{input(lang, f)}</div>
                  ))}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Fieldset>
  );
}
