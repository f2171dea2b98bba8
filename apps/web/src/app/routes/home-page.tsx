import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/document-title.tsx';
import { HallsSection } from '../../features/halls/components/halls-section.tsx';
import { JobsSection } from '../../features/jobs/components/jobs-section.tsx';
import { NewsSection } from '../../features/news/components/news-section.tsx';

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
      <NewsSection />
      <JobsSection />
      <HallsSection />
    </Stack>
  );
}
