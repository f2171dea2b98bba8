import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { DocumentTitle } from '../../components/document-title.tsx';

/** A page that threw while rendering, or whose code could not be loaded (a new release replaced it). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="md" role="alert">
      <DocumentTitle title={t('errors.pageCrashed')} />
      <Title order={1}>{t('errors.pageCrashed')}</Title>
      <Text maw={480}>{t('errors.pageCrashedText')}</Text>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Stack>
  );
}
