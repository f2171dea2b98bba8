import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useBlockedProfiles } from '../api/blocked-profiles.ts';
import { matrimonialKeys } from '../api/keys.ts';
import { useSearchProfiles } from '../api/search-profiles.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { CardsLimitNotice, isCardsLimit } from '../components/cards-limit-notice.tsx';
import { InfiniteList } from '../components/infinite-list.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { parseFilters, savedFilters, type FilterText } from '../components/search-filters.ts';
import { SearchFilterForm } from '../components/search-filter-form.tsx';
import { SearchFiltersSheet } from '../components/search-filters-sheet.tsx';
import '../i18n.ts';
import type { SearchFilters } from '../types.ts';

interface ResultsProps {
  profileId: string;
  filters: SearchFilters;
  /** The filters are the profile's saved preferences (the page's first search): the server keeps them. */
  saved: boolean;
}

function Results({ profileId, filters, saved }: ResultsProps) {
  const { t } = useTranslation();
  const query = useSearchProfiles(profileId, filters);
  const queryClient = useQueryClient();
  // The server saved these filters as the profile's preferences: the next visit starts from them. The
  // first search repeats the saved ones, so the user (and the page with its cards) is not loaded again.
  const answered = query.isSuccess;
  useEffect(() => {
    if (answered && !saved) void queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
  }, [answered, saved, filters, queryClient]);
  const count = query.data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  // An empty search of a family that blocked others: the blocked families may be what it lacks, and a
  // wider age range would not bring them back. (The search's answer does not say how many a block held
  // back; the account's own blocks are what the page can know.)
  const empty = query.isSuccess && count === 0;
  const blocked = useBlockedProfiles({ enabled: empty });
  const hasBlocked = empty && (blocked.data?.pages[0]?.data.length ?? 0) > 0;
  // The cards render as a transition: when an answer arrives React first keeps what was shown, then
  // renders the twenty cards in slices, yielding to the browser between them, rather than in one long
  // task on a slow phone's main thread (decision 034).
  const pages = useDeferredValue(query.data?.pages);
  const loading = <ListSkeleton label={t('matrimonial.loading.search')} />;
  // The day's allowance of cards is spent (429 search_cards_limit): say when more come, in place of
  // an error with a retry that would be refused the same way until then.
  const limit = isCardsLimit(query.error) ? query.error : null;
  const limitNotice = limit && <CardsLimitNotice error={limit} />;
  // A later page refused so keeps the cards shown, the notice ending the list.
  const content = limit
    ? {
        data: query.data,
        error: null,
        isPending: false,
        isError: false,
        isRefetching: false,
        refetch: query.refetch,
      }
    : query;
  return (
    <section aria-labelledby="results-heading">
      <Text component="h2" fw={600} size="lg" id="results-heading" mb="xs">
        {t('matrimonial.search.results')}
      </Text>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {query.isSuccess ? t('matrimonial.search.shown', { count }) + (query.hasNextPage ? '+' : '') : ''}
      </Text>
      {limitNotice && query.data === undefined ? (
        limitNotice
      ) : (
        <AsyncContent
          query={content}
          loading={loading}
          errorTitle={t('errors.loadFailed', { what: t('matrimonial.what.matches') })}
          isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
          empty={t(hasBlocked ? 'matrimonial.search.noneBlocked' : 'matrimonial.search.none')}
        >
          {() =>
            pages === undefined ? (
              loading
            ) : (
              <InfiniteList query={query} end={limitNotice || undefined}>
                {/* From md the filters' panel takes 320 px beside them: two a row until xl. */}
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
                  {pages.flatMap((page) =>
                    page.data.map((card) => <ProfileCard key={card.id} profile={card} shortlistable />),
                  )}
                </SimpleGrid>
              </InfiniteList>
            )
          }
        </AsyncContent>
      )}
    </section>
  );
}

/**
 * Matching profiles for the active one; the filters start from its saved preferences, which a search
 * updates. On a phone and a tablet the matches come first and the filters wait behind a button (a
 * sheet), so that a profile shows before anything to fill in; from Mantine's `md` (62em) the filters are
 * a panel beside the matches, always open (decision 063); its form's buttons stay in view (sticky).
 */
export function SearchProfilePage() {
  const { t } = useTranslation();
  const active = useActiveProfile();
  const [initial] = useState<{ text: FilterText; filters: SearchFilters | null } | null>(() => {
    if (!active) return null;
    const text = savedFilters(active);
    const parsed = parseFilters(text);
    return { text, filters: 'filters' in parsed ? parsed.filters : null };
  });
  const [filters, setFilters] = useState(initial?.filters ?? null);
  const [text, setText] = useState(initial?.text ?? null);
  if (!active) return null;
  const applied = text ?? savedFilters(active);
  const apply = (next: SearchFilters, nextText: FilterText) => {
    setFilters(next);
    setText(nextText);
  };
  // The two ways are chosen by CSS, not by measuring: a sheet left open while the window widens stays
  // open, and the first render is already the right one.
  return (
    <Stack gap="md">
      <PageHeading
        title={t('matrimonial.search.title')}
        actions={
          <Box hiddenFrom="md">
            <SearchFiltersSheet applied={applied} onApply={apply} />
          </Box>
        }
      />
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box
          component="aside"
          visibleFrom="md"
          aria-labelledby="search-filters-heading"
          w={320}
          style={{ flexShrink: 0 }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="search-filters-heading">
              {t('matrimonial.search.filters')}
            </Title>
            {/* Drawn afresh when the filters in effect change (applied from the sheet, say). */}
            <SearchFilterForm key={JSON.stringify(applied)} initial={applied} onSearch={apply} />
          </Stack>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {filters && (
            <Results profileId={active.id} filters={filters} saved={filters === initial?.filters} />
          )}
        </Box>
      </Group>
    </Stack>
  );
}
