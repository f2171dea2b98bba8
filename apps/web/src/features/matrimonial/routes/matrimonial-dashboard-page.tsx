import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function MatrimonialDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <DocumentTitle title={t('areas.matrimonialTitle')} />
      <Title order={1}>{t('areas.matrimonialTitle')}</Title>
      <Text>{t('areas.matrimonialText')}</Text>
    </Stack>
  );
}
