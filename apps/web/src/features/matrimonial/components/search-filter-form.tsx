import { Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  COMMUNITIES,
  MATRIMONIAL_LIMITS,
  PREFER_MARITAL_STATUSES,
  PREFER_WITH_JOB,
  SEARCH_SORTS,
  type Community,
  type ProfileSummary,
  type SearchFilters,
  type SearchSort,
} from '../types.ts';

/** The filter form's values, all text as typed ('' for "any"); verified_only is 'true' or ''. */
export interface FilterText {
  prefer_marital_status: string;
  prefer_with_job: string;
  prefer_min_age: string;
  prefer_max_age: string;
  city: string;
  mother_tongue: string;
  education: string;
  community: string;
  min_height_cm: string;
  max_height_cm: string;
  verified_only: string;
  sort: string;
}

export const HEIGHT_LIMITS = { min: 100, max: 250 } as const;

/** The form's first values: the profile's saved preferences, the other filters empty, youngest first. */
export function savedFilters(profile: ProfileSummary): FilterText {
  return {
    prefer_marital_status: profile.prefer_marital_status,
    prefer_with_job: profile.prefer_with_job,
    prefer_min_age: String(profile.prefer_min_age),
    prefer_max_age: String(profile.prefer_max_age),
    city: '',
    mother_tongue: '',
    education: '',
    community: '',
    min_height_cm: '',
    max_height_cm: '',
    verified_only: '',
    sort: 'age',
  };
}

/** The filter form's text as filters, or the message keys of what is wrong with it. */
export function parseFilters(text: FilterText): { filters: SearchFilters } | { errors: Partial<FilterText> } {
  const errors: Partial<FilterText> = {};
  const { minAge, maxAge } = MATRIMONIAL_LIMITS;
  const whole = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN);
  const min = whole(text.prefer_min_age);
  const max = whole(text.prefer_max_age);
  if (!(min >= minAge && min <= maxAge)) errors.prefer_min_age = 'matrimonial.search.ageRange';
  if (!(max >= minAge && max <= maxAge)) errors.prefer_max_age = 'matrimonial.search.ageRange';
  if (!errors.prefer_min_age && !errors.prefer_max_age && min > max) {
    errors.prefer_min_age = 'matrimonial.search.ageOrder';
  }
  const height = (name: 'min_height_cm' | 'max_height_cm') => {
    if (text[name].trim() === '') return undefined;
    const value = whole(text[name]);
    if (!(value >= HEIGHT_LIMITS.min && value <= HEIGHT_LIMITS.max)) {
      errors[name] = 'matrimonial.search.heightRange';
      return undefined;
    }
    return value;
  };
  const minHeight = height('min_height_cm');
  const maxHeight = height('max_height_cm');
  if (minHeight !== undefined && maxHeight !== undefined && minHeight > maxHeight) {
    errors.min_height_cm = 'matrimonial.search.heightOrder';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const optionalText = (value: string) => value.trim() || undefined;
  const filters: SearchFilters = {
    prefer_marital_status: text.prefer_marital_status as SearchFilters['prefer_marital_status'],
    prefer_with_job: text.prefer_with_job as SearchFilters['prefer_with_job'],
    prefer_min_age: min,
    prefer_max_age: max,
    city: optionalText(text.city),
    mother_tongue: optionalText(text.mother_tongue),
    education: optionalText(text.education),
    community: (text.community || undefined) as Community | undefined,
    min_height_cm: minHeight,
    max_height_cm: maxHeight,
    verified_only: text.verified_only === 'true' || undefined,
    // Youngest first is the server's own order: only another sort is sent.
    sort: text.sort && text.sort !== 'age' ? (text.sort as SearchSort) : undefined,
  };
  // Keys with nothing in them are left out (the query key and the request stay as they were).
  return {
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters,
  };
}

/** The search's filters and order; a valid submit hands them to `onSearch`, else the first wrong field gets focus. */
export function SearchFilterForm({
  initial,
  onSearch,
}: {
  initial: FilterText;
  onSearch: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<FilterText>(initial);
  const [errors, setErrors] = useState<Partial<FilterText>>({});

  const setValue = (name: keyof FilterText, value: string) => {
    setText((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const set = (name: keyof FilterText) => (event: { currentTarget: { value: string } }) =>
    setValue(name, event.currentTarget.value);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseFilters(text);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    onSearch(parsed.filters);
  };

  const error = (name: keyof FilterText) => (errors[name] ? t(errors[name]) : undefined);
  const number = (name: 'prefer_min_age' | 'prefer_max_age' | 'min_height_cm' | 'max_height_cm') => ({
    label: t(`matrimonial.fields.${name}`),
    name,
    type: 'number',
    inputMode: 'numeric' as const,
    value: text[name],
    onChange: set(name),
    error: error(name),
  });
  const words = (name: 'city' | 'mother_tongue' | 'education') => ({
    label: t(`matrimonial.fields.${name}`),
    name,
    value: text[name],
    onChange: set(name),
    maxLength: name === 'education' ? 100 : 60,
  });
  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('matrimonial.search.filters')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NativeSelect
            label={t('matrimonial.fields.prefer_marital_status')}
            name="prefer_marital_status"
            value={text.prefer_marital_status}
            onChange={set('prefer_marital_status')}
            data={PREFER_MARITAL_STATUSES.map((value) => ({
              value,
              label: t(value === 'any' ? 'matrimonial.search.any' : `matrimonial.maritalStatus.${value}`),
            }))}
          />
          <NativeSelect
            label={t('matrimonial.fields.prefer_with_job')}
            name="prefer_with_job"
            value={text.prefer_with_job}
            onChange={set('prefer_with_job')}
            data={PREFER_WITH_JOB.map((value) => ({
              value,
              label: t(`matrimonial.search.withJob.${value}`),
            }))}
          />
          <TextInput
            {...number('prefer_min_age')}
            min={MATRIMONIAL_LIMITS.minAge}
            max={MATRIMONIAL_LIMITS.maxAge}
          />
          <TextInput
            {...number('prefer_max_age')}
            min={MATRIMONIAL_LIMITS.minAge}
            max={MATRIMONIAL_LIMITS.maxAge}
          />
          <TextInput {...words('city')} />
          <NativeSelect
            label={t('matrimonial.fields.community')}
            name="community"
            value={text.community}
            onChange={set('community')}
            data={[
              { value: '', label: t('matrimonial.search.any') },
              ...COMMUNITIES.map((value) => ({ value, label: t(`matrimonial.community.${value}`) })),
            ]}
          />
          <TextInput {...words('mother_tongue')} />
          <TextInput {...words('education')} description={t('matrimonial.search.educationHint')} />
          <TextInput {...number('min_height_cm')} min={HEIGHT_LIMITS.min} max={HEIGHT_LIMITS.max} />
          <TextInput {...number('max_height_cm')} min={HEIGHT_LIMITS.min} max={HEIGHT_LIMITS.max} />
          <NativeSelect
            label={t('matrimonial.search.sort')}
            name="sort"
            value={text.sort}
            onChange={set('sort')}
            data={SEARCH_SORTS.map((value) => ({ value, label: t(`matrimonial.search.sorts.${value}`) }))}
          />
          <Checkbox
            label={t('matrimonial.search.verifiedOnly')}
            name="verified_only"
            checked={text.verified_only === 'true'}
            onChange={(event) => setValue('verified_only', event.currentTarget.checked ? 'true' : '')}
            mt={{ base: 0, xs: 'xl' }}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('matrimonial.search.savedHintSome')}
          </Text>
          <Button type="submit">{t('matrimonial.search.submit')}</Button>
        </Group>
      </form>
    </Card>
  );
}
