import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { bookingKey } from '../api/get-booking.ts';
import { myBookingsKey } from '../api/get-my-bookings.ts';
import { availabilityKey } from '../api/get-month-availability.ts';
import { simulatePayment } from '../api/simulate-payment.ts';
import type { Booking, CheckoutPayment, PaymentConfirmation } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { openRazorpayCheckout } from '../utils/razorpay.ts';
import { paths } from '../paths.ts';

/**
 * Pays for a booking the server has made: Razorpay Checkout, or the simulated checkout of development
 * and tests. A paid booking clears the draft and opens the booking; a closed checkout leaves it pending.
 */
export function useCheckout({ onDismissed }: { onDismissed?: () => void } = {}) {
  const { t } = useBookingTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [simulated, setSimulated] = useState<CheckoutPayment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The booking is confirmed: the draft it came from is done with, and the booking's page opens. */
  const settle = async (booking: Booking) => {
    const draft = useBookingDraft.getState();
    if (draft.pending?.booking_id === booking.id) draft.clearDraft();
    draft.forgetBooking(booking.id);
    queryClient.setQueryData(bookingKey(booking.id), booking);
    void queryClient.invalidateQueries({ queryKey: myBookingsKey });
    void queryClient.invalidateQueries({ queryKey: availabilityKey });
    notify('green', t('checkout.paid'));
    await navigate(paths.viewBooking(booking.id));
  };

  const finish = async (confirmation: PaymentConfirmation) => {
    const { booking } = await confirmPayment(confirmation);
    await settle(booking);
  };

  const start = async (payment: CheckoutPayment) => {
    setError(null);
    if (payment.provider === 'simulated') {
      setSimulated(payment);
      return;
    }
    setBusy(true);
    try {
      const outcome = await openRazorpayCheckout(payment);
      if (outcome.kind === 'paid') await finish(outcome.confirmation);
      else if (outcome.kind === 'failed') setError(outcome.message || t('checkout.failed'));
      else onDismissed?.();
    } catch (caught) {
      setError(isApiError(caught) ? errorMessage(caught, t) : t('checkout.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const paySimulated = async () => {
    if (!simulated) return;
    setBusy(true);
    setError(null);
    try {
      const confirmation = await simulatePayment(simulated.order_id);
      await finish(confirmation);
      setSimulated(null);
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  const cancelSimulated = () => {
    if (busy) return;
    setSimulated(null);
    setError(null);
    onDismissed?.();
  };

  const dialog = (
    <LazyModal
      opened={simulated !== null}
      onClose={cancelSimulated}
      title={t('checkout.testTitle')}
      closeOnClickOutside={false}
      centered
    >
      {simulated && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            {t('checkout.testNotice')}
          </Alert>
          <Text>{simulated.description}</Text>
          <Text fw={700} size="lg">
            {t('checkout.amount', { amount: formatMoney(simulated.amount / 100) })}
          </Text>
          {error && (
            <Text c="red.8" role="alert" size="sm">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelSimulated} disabled={busy}>
              {t('checkout.cancel')}
            </Button>
            <Button onClick={() => void paySimulated()} loading={busy}>
              {t('checkout.pay')}
            </Button>
          </Group>
        </Stack>
      )}
    </LazyModal>
  );

  return { start, settle, busy, error: simulated ? null : error, dialog };
}
