import { Anchor, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatInstant, toParagraphs } from '../../../lib/format.ts';
import { useNewsItem } from '../api/get-news-item.ts';
import { withApiBase } from '../../../lib/api-base-url.ts';
import { paths } from '../paths.ts';
import { textLanguage } from '../../../lib/text-language.ts';

export function NewsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useNewsItem(id);

  if (isApiError(query.error) && query.error.status === 404) {
    return <StatusPage code="404" title={t('news.notFound')} text={t('news.notFoundText')} />;
  }
  return (
    <AsyncContent
      query={query}
      loading={
        <>
          <DocumentTitle title={t('news.loading')} />
          <DetailSkeleton label={t('news.loading')} />
        </>
      }
      errorTitle={t('errors.loadFailed', { what: t('home.news') })}
    >
      {(item) => (
        <Stack component="article" gap="md" maw={760}>
          <DocumentTitle title={item.title} />
          <Anchor component={Link} to="/" size="sm">
            {t('common.backHome')}
          </Anchor>
          {/* The office's words in the language they came in (the reader's, or the English original). */}
          <Title order={1} {...textLanguage(item.language)}>
            {item.title}
          </Title>
          {item.published_at && (
            <Text size="sm" c="dimmed">
              {t('common.published', { date: formatInstant(item.published_at) })}
            </Text>
          )}
          <ShareButton title={item.title} path={paths.item(item.id)} />
          {item.image_url && (
            <Image src={withApiBase(item.image_url)} alt="" radius="md" mah={420} fit="cover" />
          )}
          <div {...textLanguage(item.language)}>
            <Text size="lg" fw={500} mb="md">
              {item.summary}
            </Text>
            {toParagraphs(item.body).map((paragraph, index) => (
              <Text key={index} mb="sm">
                {paragraph}
              </Text>
            ))}
          </div>
        </Stack>
      )}
    </AsyncContent>
  );
}
