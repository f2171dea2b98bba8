import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { DocumentTitle } from '../../components/document-title.tsx';
import { hallsQueryOptions } from '../../api/halls.ts';
import { HallsSection } from '../../features/halls/components/halls-section.tsx';
import { jobListQueryOptions } from '../../features/jobs/api/get-job-list.ts';
import { JobsSection } from '../../features/jobs/components/jobs-section.tsx';
import { newsListQueryOptions } from '../../features/news/api/get-news-list.ts';
import { NewsSection } from '../../features/news/components/news-section.tsx';
import { queryClient } from '../../lib/query-client.ts';

const NEWS_PER_PAGE = 6;
const JOBS_PER_PAGE = 6;

/**
 * Starts the home page's requests before React renders it (main.tsx calls this on a first load of `/`):
 * the sections' own queries would only start once the whole first render has been committed.
 */
export function prefetchHomePage() {
  void queryClient.prefetchInfiniteQuery(newsListQueryOptions(NEWS_PER_PAGE));
  void queryClient.prefetchInfiniteQuery(jobListQueryOptions(JOBS_PER_PAGE));
  void queryClient.prefetchQuery(hallsQueryOptions());
}

/** The home page composes the public features: news, jobs and halls. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <DocumentTitle title={t('home.documentTitle')} />
      <div>
        <Title order={1}>{t('home.title')}</Title>
        <Text mt="xs" size="lg">
          {t('home.intro')}
        </Text>
      </div>
      <NewsSection perPage={NEWS_PER_PAGE} />
      <JobsSection perPage={JOBS_PER_PAGE} />
      <HallsSection />
    </Stack>
  );
}
