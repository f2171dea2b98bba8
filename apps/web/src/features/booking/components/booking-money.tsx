import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatInstant, formatMoney } from '../../../lib/format.ts';
import { usePayBalance } from '../api/booking-depth.ts';
import type { Booking, CheckoutPayment } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';
import { checkoutErrorMessage } from '../utils/checkout-errors.ts';

// Filled with white text, in the shades booking-status-badge.tsx uses (Mantine's .9 are just under 4.5:1).
const REFUND_COLOURS = { pending: '#a63b00', processed: '#1e6b30', failed: '#a51d1d' } as const;

/**
 * What has been paid and given back, what is still owed and by when (with the balance's checkout), and
 * each refund with its state.
 */
export function BookingMoney({
  booking,
  onCheckout,
  busy,
}: {
  booking: Booking;
  onCheckout: (payment: CheckoutPayment) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useBookingTranslation();
  const payBalance = usePayBalance();
  const owes = booking.status === 'confirmed' && booking.balance_due > 0;
  const overdue = owes && booking.balance_due_on !== null && booking.balance_due_on < today();

  const pay = async () => {
    try {
      const { payment } = await payBalance.mutateAsync(booking.id);
      await onCheckout(payment);
    } catch (error) {
      notify('red', checkoutErrorMessage(error, t, 'balance'));
    }
  };

  // Nothing to say until money moved or an advance was asked (the amounts table covers the rest).
  const advance = booking.advance_amount !== booking.amount_to_pay;
  if (booking.amount_paid === 0 && booking.refunds.length === 0 && !advance) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="money-heading">
      <Title order={2} id="money-heading">
        {t('depth.money')}
      </Title>
      <Table withTableBorder variant="vertical" maw={520} aria-labelledby="money-heading">
        <Table.Tbody>
          {advance && (
            <Table.Tr>
              <Table.Th scope="row">{t('depth.advance')}</Table.Th>
              <Table.Td>{formatMoney(booking.advance_amount)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{t('depth.paid')}</Table.Th>
            <Table.Td>{formatMoney(booking.amount_paid)}</Table.Td>
          </Table.Tr>
          {booking.amount_refunded > 0 && (
            <Table.Tr>
              <Table.Th scope="row">{t('depth.refunded')}</Table.Th>
              <Table.Td>{formatMoney(booking.amount_refunded)}</Table.Td>
            </Table.Tr>
          )}
          {owes && (
            <Table.Tr>
              <Table.Th scope="row">{t('depth.balance')}</Table.Th>
              <Table.Td fw={700}>
                {booking.balance_due_on
                  ? t('depth.balanceBy', {
                      amount: formatMoney(booking.balance_due),
                      date: formatCalendarDate(booking.balance_due_on),
                    })
                  : formatMoney(booking.balance_due)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {overdue && (
        <Text c="red.9" fw={600}>
          {t('depth.overdue')}
        </Text>
      )}
      {owes && (
        <div>
          <Button onClick={() => void pay()} loading={payBalance.isPending || busy}>
            {t('depth.payBalance', { amount: formatMoney(booking.balance_due) })}
          </Button>
        </div>
      )}
      {booking.refunds.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('depth.refunds')}
        >
          {booking.refunds.map((r) => (
            <Text component="li" key={r.id} size="sm">
              {t('depth.refundLine', { amount: formatMoney(r.amount), date: formatInstant(r.created_at) })}{' '}
              <Badge color={REFUND_COLOURS[r.status]} variant="filled" tt="none">
                {t(`depth.refundStatus.${r.status}`)}
              </Badge>{' '}
              {r.credit_note_number && t('depth.creditNote', { number: r.credit_note_number })}
              {r.kind === 'office' && r.reason && ` · ${r.reason}`}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Today's date in India, as the server counts due dates. */
function today(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}
