import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useJobList } from '../api/get-job-list.ts';
import { JobCard } from './job-card.tsx';

/** The home page's latest job openings, newest first, with more pages on demand. */
export function JobsSection({ perPage = 6 }: { perPage?: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useJobList(perPage);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('home.latestJobs')}
      </Title>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('home.loadingJobs')} />}
        errorTitle={t('errors.loadFailed', { what: t('home.jobs') })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('home.noJobs')}
      >
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.pages.flatMap((page) => page.data.map((job) => <JobCard key={job.id} job={job} />))}
            </SimpleGrid>
            <LoadMore query={query} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}
