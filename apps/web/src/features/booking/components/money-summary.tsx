import { Paper, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatCalendarDate, formatMoney } from '../../../lib/format.ts';
import { useBookingTranslation } from '../i18n.ts';
import type { MoneyFigures } from '../utils/money-figures.ts';

interface MoneySummaryProps {
  figures: MoneyFigures;
  headingOrder?: TitleOrder;
  /** A line under the heading (the draft's count of items and dates). */
  caption?: ReactNode;
}

/**
 * One block for a booking's money, the same on the draft, the confirm page and the booking page: the
 * total, what was paid, what to pay now, and the balance with its last day. The figures come from
 * utils/money-figures.ts only; this block adds nothing up.
 */
export function MoneySummary({ figures, headingOrder = 2, caption }: MoneySummaryProps) {
  const { t } = useBookingTranslation();
  const headingId = useId();
  const { total, paid, refunded, payNow, balance, balanceDueOn } = figures;
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={headingOrder} size="h4" id={headingId}>
          {t('money.title')}
        </Title>
        {caption && <Text size="sm">{caption}</Text>}
        <Table variant="vertical" layout="fixed" withRowBorders aria-labelledby={headingId}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" bg="transparent">
                {t('money.total')}
              </Table.Th>
              <Table.Td data-testid="money-total">{formatMoney(total)}</Table.Td>
            </Table.Tr>
            {paid > 0 && (
              <Table.Tr>
                <Table.Th scope="row" bg="transparent">
                  {t('money.paid')}
                </Table.Th>
                <Table.Td data-testid="money-paid">{formatMoney(paid)}</Table.Td>
              </Table.Tr>
            )}
            {refunded > 0 && (
              <Table.Tr>
                <Table.Th scope="row" bg="transparent">
                  {t('money.refunded')}
                </Table.Th>
                <Table.Td>{formatMoney(refunded)}</Table.Td>
              </Table.Tr>
            )}
            {payNow > 0 && (
              <Table.Tr>
                <Table.Th scope="row" bg="transparent" fw={700}>
                  {balance > 0 ? t('money.payNowAdvance') : t('money.payNow')}
                </Table.Th>
                <Table.Td fw={700} fz="lg" data-testid="amount-to-pay">
                  {formatMoney(payNow)}
                </Table.Td>
              </Table.Tr>
            )}
            {balance > 0 && (
              <Table.Tr>
                <Table.Th scope="row" bg="transparent">
                  {balanceDueOn
                    ? t('money.balanceBy', { date: formatCalendarDate(balanceDueOn) })
                    : t('money.balance')}
                </Table.Th>
                <Table.Td data-testid="money-balance">{formatMoney(balance)}</Table.Td>
              </Table.Tr>
            )}
            {payNow === 0 && balance === 0 && paid >= total && refunded === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2} fw={600}>
                  {t('money.paidInFull')}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Text size="xs">{t('money.depositNote')}</Text>
      </Stack>
    </Paper>
  );
}
