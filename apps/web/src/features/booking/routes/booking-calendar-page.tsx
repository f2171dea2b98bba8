import { Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AddItemPanel } from '../components/add-item-panel.tsx';
import { WaitlistPanel } from '../components/waitlist-panel.tsx';
import { useBookingTranslation } from '../i18n.ts';

export function BookingCalendarPage() {
  const { t } = useBookingTranslation();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('calendarPage.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('calendarPage.title')}</Title>
        <Text>{t('calendarPage.intro')}</Text>
      </Stack>
      <AddItemPanel linkToDraft />
      <WaitlistPanel />
    </Stack>
  );
}
