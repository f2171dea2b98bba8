import {
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  COMMUNITIES,
  MATRIMONIAL_LIMITS,
  PREFER_MARITAL_STATUSES,
  PREFER_WITH_JOB,
  SEARCH_SORTS,
  type SearchFilters,
} from '../types.ts';
import { clearedFilters, HEIGHT_LIMITS, parseFilters, type FilterText } from './search-filters.ts';

// The form's values and their parsing live in search-filters.ts (the route's prefetch uses them too).

/**
 * The search's filters and order, as the filters sheet shows them: a valid Apply hands them (and the text
 * as typed, for the next opening) to `onSearch`, else the first wrong field gets focus. "Clear filters"
 * empties the form (clearedFilters) without searching: Apply then does.
 */
export function SearchFilterForm({
  initial,
  onSearch,
}: {
  initial: FilterText;
  onSearch: (filters: SearchFilters, text: FilterText) => void;
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
    onSearch(parsed.filters, text);
  };

  const clear = () => {
    setText((current) => clearedFilters(current));
    setErrors({});
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
    <form onSubmit={onSubmit} noValidate aria-label={t('matrimonial.search.filters')}>
      <Stack gap="sm">
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
        <SimpleGrid cols={2} spacing="sm">
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
        </SimpleGrid>
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
        <SimpleGrid cols={2} spacing="sm">
          <TextInput {...number('min_height_cm')} min={HEIGHT_LIMITS.min} max={HEIGHT_LIMITS.max} />
          <TextInput {...number('max_height_cm')} min={HEIGHT_LIMITS.min} max={HEIGHT_LIMITS.max} />
        </SimpleGrid>
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
        />
        <Text size="sm" c="dimmed">
          {t('matrimonial.search.savedHintSome')}
        </Text>
      </Stack>
      {/* The buttons stay in sight at the foot of the sheet while its fields scroll. */}
      <Box
        pos="sticky"
        bottom={0}
        py="sm"
        mt="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
      >
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={clear}>
            {t('matrimonial.search.clear')}
          </Button>
          <Button type="submit">{t('matrimonial.search.apply')}</Button>
        </Group>
      </Box>
    </form>
  );
}
