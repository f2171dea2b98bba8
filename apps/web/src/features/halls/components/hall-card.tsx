import type { HallAnswer } from '@samaj/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/format.ts';
import { textLanguage } from '../../../lib/text-language.ts';

interface HallCardProps {
  hall: HallAnswer;
  /**
   * What the listing page adds below the essentials (the address, the slots' hours, every price); the home
   * page shows only the essentials. Passed in rather than switched on, so that the home page's first load
   * does without the listing's parts.
   */
  children?: ReactNode;
  headingOrder?: 2 | 3;
}

export function HallCard({ hall, children, headingOrder = 3 }: HallCardProps) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" {...textLanguage(hall.language)}>
            {hall.name}
          </Title>
          <Badge variant="light" color="indigo">
            {hall.short_name}
          </Badge>
        </Group>
        <Text size="sm" {...textLanguage(hall.language)}>
          {hall.description}
        </Text>
        <Text size="sm" c="dimmed">
          {t('halls.capacity', { count: hall.capacity })}
        </Text>
        <Text size="sm" fw={500}>
          {t('halls.bookingAmountHelp', { amount: formatMoney(hall.booking_amount) })}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
