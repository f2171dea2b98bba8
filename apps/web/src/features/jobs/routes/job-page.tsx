import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatCalendarDate, formatInstant, toParagraphs } from '../../../lib/format.ts';
import { useJob } from '../api/get-job.ts';
import { ApplyLinks } from '../components/apply-links.tsx';
import { EmploymentType } from '../components/employment-type.tsx';
import { textLanguage } from '../../../lib/text-language.ts';
import { paths } from '../paths.ts';

export function JobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useJob(id);

  if (isApiError(query.error) && query.error.status === 404) {
    return <StatusPage code="404" title={t('jobs.notFound')} text={t('jobs.notFoundText')} />;
  }
  return (
    <AsyncContent
      query={query}
      loading={
        <>
          <DocumentTitle title={t('jobs.loading')} />
          <DetailSkeleton label={t('jobs.loading')} />
        </>
      }
      errorTitle={t('errors.loadFailed', { what: t('home.jobs') })}
    >
      {(job) => (
        <Stack component="article" gap="md" maw={760}>
          <DocumentTitle title={job.title} />
          <Anchor component={Link} to="/" size="sm">
            {t('common.backHome')}
          </Anchor>
          {/* The office's words in the language they came in (the reader's, or the English original). */}
          <Title order={1} {...textLanguage(job.language)}>
            {job.title}
          </Title>
          <Group gap="xs">
            <Text fw={500} {...textLanguage(job.language)}>
              {job.organisation} · {job.location}
            </Text>
            <EmploymentType value={job.employment_type} />
          </Group>
          {job.published_at && (
            <Text size="sm" c="dimmed">
              {t('common.published', { date: formatInstant(job.published_at) })}
            </Text>
          )}
          {job.closes_on && (
            <Text fw={500}>{t('jobs.closesOn', { date: formatCalendarDate(job.closes_on) })}</Text>
          )}
          <ShareButton title={job.title} path={paths.job(job.id)} />
          <Title order={2} size="h3">
            {t('jobs.description')}
          </Title>
          <div {...textLanguage(job.language)}>
            {toParagraphs(job.description).map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </div>
          <Title order={2} size="h3">
            {t('jobs.howToApply')}
          </Title>
          <div {...textLanguage(job.language)}>
            {toParagraphs(job.how_to_apply).map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </div>
          <ApplyLinks job={job} />
        </Stack>
      )}
    </AsyncContent>
  );
}
