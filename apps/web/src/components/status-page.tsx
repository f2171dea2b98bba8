import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { DocumentTitle } from './document-title.tsx';

interface StatusPageProps {
  title: string;
  text: string;
  /** Shown above the title, e.g. 404. */
  code?: string;
}

/** Not found, access denied, and other pages that only explain where the reader is. */
export function StatusPage({ title, text, code }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <DocumentTitle title={title} />
      {code && (
        <Text fw={700} fz={48} c="indigo.8" aria-hidden="true">
          {code}
        </Text>
      )}
      <Title order={1}>{title}</Title>
      <Text maw={480}>{text}</Text>
      <Button component={Link} to="/">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
