import type { Job } from '@samaj/shared';
import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format.ts';
import { EmploymentType } from './employment-type.tsx';
import { paths } from '../paths.ts';
import { textLanguage } from '../../../lib/text-language.ts';

export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Title order={3} size="h4" {...textLanguage(job.language)}>
        <Anchor component={Link} to={paths.job(job.id)} c="inherit">
          {job.title}
        </Anchor>
      </Title>
      <Text size="sm" mt={4} {...textLanguage(job.language)}>
        {job.organisation} · {job.location}
      </Text>
      <Group gap="xs" mt="xs">
        <EmploymentType value={job.employment_type} />
      </Group>
      {job.closes_on && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('jobs.closesOn', { date: formatCalendarDate(job.closes_on) })}
        </Text>
      )}
    </Card>
  );
}
