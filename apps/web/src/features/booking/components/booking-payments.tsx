import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInstantWithTime, formatMoney } from '../../../lib/format.ts';
import type { Booking } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { Ltr } from '../../../components/ltr.tsx';

type Payment = Booking['payments'][number];
type T = ReturnType<typeof useBookingTranslation>['t'];

/**
 * How a payment was made, as the gateway reported it: "UPI · family@okaxis", "Card ending 4242",
 * "Net banking · HDFC", "Wallet · paytm"; the UPI id, bank or wallet one left-to-right run in Urdu.
 * Before the gateway says (or for another way of paying), that it was paid online.
 */
function paidBy(record: Payment, t: T): ReactNode {
  const detail = record.method_detail?.trim();
  const withDetail = (name: string) =>
    detail ? (
      <>
        {name} · <Ltr>{detail}</Ltr>
      </>
    ) : (
      name
    );
  switch (record.method) {
    case 'card':
      return detail ? t('payMethod.cardEnding', { last4: detail }) : t('payMethod.card');
    case 'upi':
      return withDetail(t('payMethod.upi'));
    case 'netbanking':
      return withDetail(t('payMethod.netbanking'));
    case 'wallet':
      return withDetail(t('payMethod.wallet'));
    default:
      return t('money.online');
  }
}

/**
 * Each payment of a booking: when, how much and for what (the advance, the balance, or in full), its
 * state, and its receipt number with how it was paid, so a family paying in two parts can tell the
 * receipts apart. Four columns fit a 390 px phone without scrolling sideways.
 */
export function BookingPayments({ booking }: { booking: Booking }) {
  const { t } = useBookingTranslation();
  const pending = booking.status === 'pending_payment';
  /** A checkout that was started but never paid is not "Started" once the booking stopped waiting. */
  const paymentLabel = (status: string | null | undefined) => {
    if (!status) return '';
    if (!pending && (status === 'created' || status === 'failed')) return t('view.paymentNotMade');
    return t(`paymentStatus.${status}`, { defaultValue: status });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="payments-heading">
      <Title order={2} id="payments-heading">
        {t('view.payments')}
      </Title>
      {booking.payments.length === 0 ? (
        <Text size="sm">{t('view.noPayments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder aria-labelledby="payments-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('view.paymentDate')}</Table.Th>
                <Table.Th scope="col">{t('paymentRecords.amount')}</Table.Th>
                <Table.Th scope="col">{t('view.paymentStatus')}</Table.Th>
                <Table.Th scope="col">{t('paymentRecords.receipt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.payments.map((record) => {
                const when = record.updated_at ?? record.created_at;
                return (
                  <Table.Tr key={record.id}>
                    <Table.Td>{when ? formatInstantWithTime(when) : ''}</Table.Td>
                    <Table.Td>
                      {formatMoney(record.amount)}
                      <Text size="xs">{t(`paymentRecords.kind.${record.kind}`)}</Text>
                    </Table.Td>
                    <Table.Td>{paymentLabel(record.status)}</Table.Td>
                    <Table.Td>
                      {record.receipt_number && (
                        <div>
                          <Ltr>{record.receipt_number}</Ltr>
                        </div>
                      )}
                      {/* How it was paid, never the gateway's ids ("pay_…", "simulated"). */}
                      <Text size="xs">{paidBy(record, t)}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
