import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <DocumentTitle title={t('areas.adminTitle')} />
      <Title order={1}>{t('areas.adminTitle')}</Title>
      <Text>{t('areas.adminText')}</Text>
    </Stack>
  );
}
