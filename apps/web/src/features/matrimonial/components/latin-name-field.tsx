import { Button, Group, TextInput } from '@mantine/core';
import {
  hasNonLatinLetters,
  LATIN_NAME_MAX,
  scriptOf,
  transliterate,
  type TransliterateFrom,
} from '@samaj/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

interface LatinNameFieldProps {
  /** The form field's name: first_name_latin or last_name_latin. */
  name: string;
  label: string;
  /** The name as the family writes it. */
  written: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const FROM: Partial<Record<string, TransliterateFrom>> = { gujarati: 'gu', devanagari: 'hi' };

/** The script a suggestion can be made from: Gujarati or Devanagari (Urdu's Latin name is typed). */
export function suggestionFrom(written: string): TransliterateFrom | null {
  const script = scriptOf(written);
  return (script && FROM[script]) ?? null;
}

/**
 * The name in English (Latin) letters, beside a name written in another script (decision 063):
 * families who read another script see this one. Shown only when the name holds letters outside A–Z.
 * From Gujarati and Devanagari it is filled in as the name is typed, until the family changes it
 * ("Suggest" fills it in again); for Urdu the family types it.
 */
export function LatinNameField({ name, label, written, value, onChange, error }: LatinNameFieldProps) {
  const { t } = useTranslation();
  const from = suggestionFrom(written);
  const suggested = useRef<string | null>(null);
  const suggestion = from ? transliterate(written, from) : '';

  // Follow the typed name while the field holds nothing or the last suggestion (not the family's own).
  useEffect(() => {
    if (!suggestion) return;
    if (value === '' || value === suggested.current) {
      suggested.current = suggestion;
      if (value !== suggestion) onChange(suggestion);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new suggestion refills the field.
  }, [suggestion]);

  if (!hasNonLatinLetters(written)) return null;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        name={name}
        label={label}
        description={t(from ? 'matrimonial.form.latinHelp' : 'matrimonial.form.latinHelpTyped')}
        autoComplete="off"
        dir="ltr"
        lang="en"
        maxLength={LATIN_NAME_MAX}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {from && (
        <Button
          variant="default"
          // Level with the input, under its label and description.
          mt={52}
          aria-label={t('matrimonial.form.suggestFor', { field: label })}
          onClick={() => {
            suggested.current = suggestion;
            onChange(suggestion);
          }}
        >
          {t('matrimonial.form.suggest')}
        </Button>
      )}
    </Group>
  );
}
