import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fromChoice, OTHER, toChoice } from '../profile-values.ts';

interface ChoiceWithOtherProps {
  /** The form's value: the text the API keeps (a list entry's English name, or what was written). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  name: string;
  label: string;
  /** The label of the free text that "Other" opens. */
  otherLabel: string;
  /** The label of the "Other" option. */
  otherOption: string;
  /** The entries by the English name the API keeps, and how each reads in the reader's language. */
  entries: readonly string[];
  entryLabel: (entry: string) => string;
  maxLength: number;
}

/**
 * A list of the usual answers, with "Other" opening a free text: a saved text that is no entry opens
 * as Other with that text. The free text takes the form's name while it shows, so a check's message
 * (and the focus) lands on what the family writes.
 */
export function ChoiceWithOther(props: ChoiceWithOtherProps) {
  const { value, onChange, error, name, label, otherLabel, otherOption, entries, entryLabel, maxLength } =
    props;
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => toChoice(entries, value).choice);
  const other = choice === OTHER;
  return (
    <Stack gap="xs">
      <NativeSelect
        name={other ? `${name}_choice` : name}
        label={label}
        value={choice}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setChoice(next);
          // Other starts from what was written before, if it was no entry.
          onChange(fromChoice(next, next === OTHER ? toChoice(entries, value).other : ''));
        }}
        data={[
          { value: '', label: t('matrimonial.form.notSaid') },
          ...entries.map((entry) => ({ value: entry, label: entryLabel(entry) })),
          { value: OTHER, label: otherOption },
        ]}
        error={other ? undefined : error}
      />
      {other && (
        <TextInput
          name={name}
          label={otherLabel}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          dir="auto"
        />
      )}
    </Stack>
  );
}
