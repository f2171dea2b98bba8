import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { usePayBalance } from '../api/money-and-documents.ts';
import type { Booking, CheckoutPayment } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';
import { checkoutErrorMessage } from '../utils/checkout-errors.ts';
import { todayInIndia } from '../utils/money-figures.ts';

// Filled with white text, in the shades booking-status-badge.tsx uses (Mantine's .9 are just under 4.5:1).
const REFUND_COLOURS = { pending: '#a63b00', processed: '#1e6b30', failed: '#a51d1d' } as const;

/** The balance still owed and its checkout, and each refund with its state. */
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
  const overdue = owes && booking.balance_due_on !== null && booking.balance_due_on < todayInIndia();

  const pay = async () => {
    try {
      const { payment } = await payBalance.mutateAsync(booking.id);
      await onCheckout(payment);
    } catch (error) {
      notify('red', checkoutErrorMessage(error, t, 'balance'));
    }
  };

  // The figures are the money summary's (money-summary.tsx); here only what the family can do about
  // the balance, and the refunds one by one.
  if (!owes && booking.refunds.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="money-heading">
      <Title order={2} id="money-heading">
        {owes ? t('balance.due') : t('refunds.title')}
      </Title>
      {overdue && (
        <Text c="red.9" fw={600}>
          {t('balance.overdue')}
        </Text>
      )}
      {owes && (
        <div>
          <Button onClick={() => void pay()} loading={payBalance.isPending || busy}>
            {t('balance.pay', { amount: formatMoney(booking.balance_due) })}
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
          aria-label={t('refunds.title')}
        >
          {booking.refunds.map((r) => (
            <Text component="li" key={r.id} size="sm">
              {t('refunds.line', { amount: formatMoney(r.amount), date: formatInstant(r.created_at) })}{' '}
              <Badge color={REFUND_COLOURS[r.status]} variant="filled" tt="none">
                {t(`refunds.status.${r.status}`)}
              </Badge>{' '}
              {r.credit_note_number && t('refunds.creditNote', { number: r.credit_note_number })}
              {r.kind === 'office' && r.reason && ` · ${r.reason}`}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
