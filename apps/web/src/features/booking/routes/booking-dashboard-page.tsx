import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title.tsx';

export function BookingDashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <DocumentTitle title={t('areas.bookingTitle')} />
      <Title order={1}>{t('areas.bookingTitle')}</Title>
      <Text>{t('areas.bookingText')}</Text>
    </Stack>
  );
}
