import { priceItem, type BookingUserType, type Hall } from '@samaj/shared';
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatMoney } from '../../../lib/format.ts';
import { useBookingTranslation } from '../i18n.ts';
import type { DraftItem } from '../stores/booking-draft.ts';
import { isDateFlagged, readableDates, type DraftErrorView } from '../utils/booking-errors.ts';

interface DraftItemsProps {
  items: readonly DraftItem[];
  halls: readonly Hall[];
  userType: BookingUserType;
  errors?: DraftErrorView | undefined;
  /** Without these the list is read-only (the confirm page). */
  onRemove?: (index: number) => void;
  onRemoveDate?: (index: number, date: string) => void;
}

/** The draft's items, each with its dates and its price (rent and deposit of the user type, per date). */
export function DraftItems({ items, halls, userType, errors, onRemove, onRemoveDate }: DraftItemsProps) {
  const { t } = useBookingTranslation();
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, index) => {
        const hall = halls.find((candidate) => candidate.id === item.hall_id);
        const hallName = hall?.name ?? t('draft.unknownHall');
        const slotLabel = t(`slots.${item.slot}`);
        const title = t('draft.itemTitle', { hall: hallName, slot: slotLabel });
        const itemErrors = errors?.items[index] ?? [];
        const line = hall ? priceItem({ hall, booking_dates: item.booking_dates }, userType) : null;
        return (
          <Paper
            key={`${item.hall_id}:${item.slot}`}
            component="li"
            withBorder
            p="md"
            radius="md"
            aria-label={title}
            style={itemErrors.length > 0 ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={3} size="h4">
                  {title}
                </Title>
                {onRemove && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    // Mantine's subtle variant caps a given shade at 6, below 4.5:1 on white.
                    c="red.9"
                    onClick={() => onRemove(index)}
                    aria-label={t('draft.removeItemLabel', { item: title })}
                  >
                    {t('draft.removeItem')}
                  </Button>
                )}
              </Group>
              <Text size="sm">{t('draft.dateCount', { count: item.booking_dates.length })}</Text>
              <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {item.booking_dates.map((date) => {
                  const taken = errors ? isDateFlagged(errors, index, hallName, date) : false;
                  return (
                    <Badge
                      key={date}
                      component="li"
                      size="lg"
                      variant={taken ? 'filled' : 'light'}
                      color={taken ? 'red.8' : 'indigo'}
                      tt="none"
                      rightSection={
                        onRemoveDate && (
                          <CloseButton
                            size="xs"
                            variant="transparent"
                            c={taken ? 'white' : 'indigo.9'}
                            aria-label={t('draft.removeDate', {
                              date: formatCalendarDate(date),
                              item: title,
                            })}
                            onClick={() => onRemoveDate(index, date)}
                          />
                        )
                      }
                    >
                      {formatCalendarDate(date)}
                      {taken && ` · ${t('draft.taken')}`}
                    </Badge>
                  );
                })}
              </Group>
              {line && (
                // The item's price only: what is paid now and later is the summary's, said once.
                <Text size="sm" data-testid="item-price">
                  {t('draft.priceLine', {
                    count: line.dates,
                    amount: formatMoney(line.amount),
                    deposit: formatMoney(line.deposit),
                    total: formatMoney(line.amount_to_pay),
                  })}
                </Text>
              )}
              {itemErrors.map((message) => (
                <Text key={message} size="sm" c="red.8">
                  {readableDates(message)}
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
