import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatInstant, toParagraphs } from '../../../lib/format.ts';
import { useAdminTranslation } from '../i18n.ts';
import type { EditorValues } from './content-editor.tsx';

/** A news item drawn as the public news page draws it (its heading one level down: the page has an h1). */
export function NewsPreview({ values, publishedAt }: { values: EditorValues; publishedAt: string | null }) {
  const { t } = useAdminTranslation();
  return (
    <Stack component="article" gap="md">
      <Title order={2} size="h1">
        {values.title?.trim() || t('content.untitled')}
      </Title>
      <Text size="sm" c="dimmed">
        {publishedAt
          ? t('common.published', { date: formatInstant(publishedAt) })
          : t('content.previewNotPublished')}
      </Text>
      {values.image_url && <Image src={values.image_url} alt="" radius="md" mah={420} fit="cover" />}
      {values.summary?.trim() && (
        <Text size="lg" fw={500}>
          {values.summary}
        </Text>
      )}
      {toParagraphs(values.body ?? '').map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** A job drawn as the public job page draws it. */
export function JobPreview({ values, publishedAt }: { values: EditorValues; publishedAt: string | null }) {
  const { t } = useAdminTranslation();
  const place = [values.organisation, values.location].filter((part) => part?.trim()).join(' · ');
  return (
    <Stack component="article" gap="md">
      <Title order={2} size="h1">
        {values.title?.trim() || t('content.untitled')}
      </Title>
      <Group gap="xs">
        {place && <Text fw={500}>{place}</Text>}
        {values.employment_type && (
          <Text size="sm" c="dimmed">
            {t(`jobs.employmentTypes.${values.employment_type}`)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {publishedAt
          ? t('common.published', { date: formatInstant(publishedAt) })
          : t('content.previewNotPublished')}
      </Text>
      {values.closes_on && (
        <Text fw={500}>{t('jobs.closesOn', { date: formatCalendarDate(values.closes_on) })}</Text>
      )}
      <Title order={3}>{t('jobs.description')}</Title>
      {toParagraphs(values.description ?? '').map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
      <Title order={3}>{t('jobs.howToApply')}</Title>
      {toParagraphs(values.how_to_apply ?? '').map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
