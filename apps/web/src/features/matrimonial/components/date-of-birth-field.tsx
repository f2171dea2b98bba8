import { Group, NativeSelect } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { currentLanguage } from '../../../lib/i18n.ts';
import { dateLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { fromDateParts, toDateParts, type DateParts } from '../profile-values.ts';
import { FieldGroup } from './field-group.tsx';

/** A month's name in the language on screen (1 → January, જાન્યુઆરી, जनवरी, جنوری). */
export function monthName(month: number): string {
  return new Intl.DateTimeFormat(dateLocale(currentLanguage()), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

interface DateOfBirthFieldProps {
  /** The form's value: `YYYY-MM-DD`, with empty parts while not all three are chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The years offered, newest first: from the youngest to the oldest age the API accepts. */
  minAge: number;
  maxAge: number;
  /** The name the form's checks focus (the day, first of the three). */
  name: string;
}

/** Date of birth as day, month (named in the reader's language) and year, in one labelled group. */
export function DateOfBirthField({ value, onChange, error, minAge, maxAge, name }: DateOfBirthFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const parts = toDateParts(value);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: maxAge - minAge + 1 }, (_, i) => String(thisYear - minAge - i));
  // A saved date outside today's range (the API accepted it on another day) stays shown.
  if (parts.year && !years.includes(parts.year)) years.push(parts.year);
  const set = (part: keyof DateParts) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(fromDateParts({ ...parts, [part]: event.currentTarget.value }));
  const common = {
    error: Boolean(error),
  } as const;
  const placeholder = (label: string) => ({ value: '', label, disabled: true });
  return (
    <FieldGroup
      legend={t('matrimonial.fields.date_of_birth')}
      description={t('matrimonial.form.dobHelp')}
      required
      error={error}
      errorId={errorId}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <NativeSelect
          name={name}
          aria-label={t('matrimonial.fields.day')}
          value={parts.day}
          onChange={set('day')}
          data={[
            placeholder(t('matrimonial.fields.day')),
            ...Array.from({ length: 31 }, (_, i) => String(i + 1)),
          ]}
          style={{ flex: '1 1 0', minWidth: 0 }}
          {...common}
        />
        <NativeSelect
          aria-label={t('matrimonial.fields.month')}
          value={parts.month}
          onChange={set('month')}
          data={[
            placeholder(t('matrimonial.fields.month')),
            ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1) })),
          ]}
          style={{ flex: '2 1 0', minWidth: 0 }}
          {...common}
        />
        <NativeSelect
          aria-label={t('matrimonial.fields.year')}
          value={parts.year}
          onChange={set('year')}
          data={[placeholder(t('matrimonial.fields.year')), ...years]}
          style={{ flex: '1.4 1 0', minWidth: 0 }}
          {...common}
        />
      </Group>
    </FieldGroup>
  );
}
