import type { HallAnswer } from '@samaj/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/format.ts';
import { textLanguage } from '../../../lib/text-language.ts';
import { HallPricesTable } from './hall-prices-table.tsx';
import { HallWhereWhen } from './hall-where-when.tsx';

interface HallCardProps {
  hall: HallAnswer;
  /** The listing page shows every price, the address and the slots' hours; the home page only the essentials. */
  withPrices?: boolean;
  headingOrder?: 2 | 3;
}

export function HallCard({ hall, withPrices = false, headingOrder = 3 }: HallCardProps) {
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
        {withPrices && <HallWhereWhen hall={hall} />}
        {withPrices && <HallPricesTable hall={hall} />}
      </Stack>
    </Card>
  );
}
