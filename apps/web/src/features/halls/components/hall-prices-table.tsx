import { BOOKING_USER_TYPE_LABELS, BOOKING_USER_TYPES, type Hall } from '@samaj/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import classes from './hall-prices-table.module.css';

/** Amount and deposit per booking user type; what one date costs is their sum (product spec section 9). */
export function HallPricesTable({ hall }: { hall: Hall }) {
  const { t } = useTranslation();
  return (
    // A plain scrolling region (not Table.ScrollContainer, whose custom scrollbars would add Mantine's
    // ScrollArea to the first load of the public pages); focusable so keyboard users can scroll it.
    <div
      className={classes.scroll}
      role="region"
      tabIndex={0}
      aria-label={t('halls.pricesFor', { name: hall.name })}
    >
      <Table striped withTableBorder captionSide="top" fz="sm" horizontalSpacing="xs">
        <Table.Caption>{t('halls.pricesFor', { name: hall.name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('halls.userType')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('halls.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('halls.deposit')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('halls.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BOOKING_USER_TYPES.map((type) => {
            const { amount, deposit } = hall.payment_amount[type];
            return (
              <Table.Tr key={type}>
                <Table.Th scope="row" fw={500}>
                  {t(`userTypes.${type}`, { defaultValue: BOOKING_USER_TYPE_LABELS[type] })} ({type})
                </Table.Th>
                <Table.Td ta="right">{formatMoney(amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(deposit)}</Table.Td>
                <Table.Td ta="right">{formatMoney(amount + deposit)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
