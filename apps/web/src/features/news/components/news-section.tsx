import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { useNewsList } from '../api/get-news-list.ts';
import { NewsCard } from './news-card.tsx';

/** The home page's latest news, newest first, with more pages on demand. */
export function NewsSection({ perPage = 6 }: { perPage?: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useNewsList(perPage);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t('home.latestNews')}
      </Title>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('home.loadingNews')} />}
        errorTitle={t('errors.loadFailed', { what: t('home.news') })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('home.noNews')}
      >
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.pages.flatMap((page) => page.data.map((item) => <NewsCard key={item.id} item={item} />))}
            </SimpleGrid>
            <LoadMore query={query} />
          </>
        )}
      </AsyncContent>
    </section>
  );
}
