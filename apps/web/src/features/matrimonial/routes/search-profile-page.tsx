import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { matrimonialKeys } from '../api/keys.ts';
import { useSearchProfiles } from '../api/search-profiles.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { InfiniteList } from '../components/infinite-list.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../i18n.ts';
import {
  MATRIMONIAL_LIMITS,
  PREFER_MARITAL_STATUSES,
  PREFER_WITH_JOB,
  type ProfileSummary,
  type SearchFilters,
} from '../types.ts';

interface FilterText {
  prefer_marital_status: string;
  prefer_with_job: string;
  prefer_min_age: string;
  prefer_max_age: string;
}

function savedFilters(profile: ProfileSummary): FilterText {
  return {
    prefer_marital_status: profile.prefer_marital_status,
    prefer_with_job: profile.prefer_with_job,
    prefer_min_age: String(profile.prefer_min_age),
    prefer_max_age: String(profile.prefer_max_age),
  };
}

/** The filter form's text as filters, or the message keys of what is wrong with it. */
export function parseFilters(text: FilterText): { filters: SearchFilters } | { errors: Partial<FilterText> } {
  const errors: Partial<FilterText> = {};
  const { minAge, maxAge } = MATRIMONIAL_LIMITS;
  const age = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN);
  const min = age(text.prefer_min_age);
  const max = age(text.prefer_max_age);
  if (!(min >= minAge && min <= maxAge)) errors.prefer_min_age = 'matrimonial.search.ageRange';
  if (!(max >= minAge && max <= maxAge)) errors.prefer_max_age = 'matrimonial.search.ageRange';
  if (!errors.prefer_min_age && !errors.prefer_max_age && min > max) {
    errors.prefer_min_age = 'matrimonial.search.ageOrder';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    filters: {
      prefer_marital_status: text.prefer_marital_status as SearchFilters['prefer_marital_status'],
      prefer_with_job: text.prefer_with_job as SearchFilters['prefer_with_job'],
      prefer_min_age: min,
      prefer_max_age: max,
    },
  };
}

function Results({ profileId, filters }: { profileId: string; filters: SearchFilters }) {
  const { t } = useTranslation();
  const query = useSearchProfiles(profileId, filters);
  const queryClient = useQueryClient();
  // The server saved these filters as the profile's preferences: the next visit starts from them.
  const answered = query.isSuccess;
  useEffect(() => {
    if (answered) void queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
  }, [answered, filters, queryClient]);
  const count = query.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  return (
    <section aria-labelledby="results-heading">
      <Text component="h2" fw={600} size="lg" id="results-heading" mb="xs">
        {t('matrimonial.search.results')}
      </Text>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {query.isSuccess ? t('matrimonial.search.shown', { count }) + (query.hasNextPage ? '+' : '') : ''}
      </Text>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('matrimonial.loading.search')} />}
        errorTitle={t('errors.loadFailed', { what: t('matrimonial.what.matches') })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('matrimonial.search.none')}
      >
        {(data) => (
          <InfiniteList query={query}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.pages.flatMap((page) =>
                page.data.map((card) => <ProfileCard key={card.id} profile={card} />),
              )}
            </SimpleGrid>
          </InfiniteList>
        )}
      </AsyncContent>
    </section>
  );
}

/** Matching profiles for the active one; the filters start from its saved preferences, which a search updates. */
export function SearchProfilePage() {
  const { t } = useTranslation();
  const active = useActiveProfile();
  const [text, setText] = useState<FilterText | null>(() => (active ? savedFilters(active) : null));
  const [errors, setErrors] = useState<Partial<FilterText>>({});
  const [filters, setFilters] = useState<SearchFilters | null>(() => {
    if (!active) return null;
    const parsed = parseFilters(savedFilters(active));
    return 'filters' in parsed ? parsed.filters : null;
  });
  if (!active || !text) return null;

  const set = (name: keyof FilterText) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setText((current) => (current ? { ...current, [name]: value } : current));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

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
    setFilters(parsed.filters);
  };

  const error = (name: keyof FilterText) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <Stack gap="md">
      <PageHeading title={t('matrimonial.search.title')} />
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
              label={t('matrimonial.fields.prefer_min_age')}
              name="prefer_min_age"
              type="number"
              inputMode="numeric"
              min={MATRIMONIAL_LIMITS.minAge}
              max={MATRIMONIAL_LIMITS.maxAge}
              value={text.prefer_min_age}
              onChange={set('prefer_min_age')}
              error={error('prefer_min_age')}
            />
            <TextInput
              label={t('matrimonial.fields.prefer_max_age')}
              name="prefer_max_age"
              type="number"
              inputMode="numeric"
              min={MATRIMONIAL_LIMITS.minAge}
              max={MATRIMONIAL_LIMITS.maxAge}
              value={text.prefer_max_age}
              onChange={set('prefer_max_age')}
              error={error('prefer_max_age')}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {t('matrimonial.search.savedHint')}
            </Text>
            <Button type="submit">{t('matrimonial.search.submit')}</Button>
          </Group>
        </form>
      </Card>
      {filters && <Results profileId={active.id} filters={filters} />}
    </Stack>
  );
}
