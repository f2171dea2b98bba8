import { Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useHalls } from '../../../api/halls.ts';
import { myBookingsKey } from '../api/get-my-bookings.ts';
import { availabilityKey } from '../api/get-month-availability.ts';
import { DraftErrorsAlert } from '../components/draft-errors-alert.tsx';
import { DraftItems } from '../components/draft-items.tsx';
import { DraftTotals } from '../components/draft-totals.tsx';
import { HoldNotice } from '../components/hold-notice.tsx';
import { useCheckout } from '../components/use-checkout.tsx';
import { useClearFreedConflicts } from '../components/use-clear-freed-conflicts.ts';
import { useDraftPending } from '../components/use-draft-pending.ts';
import { bookingKey } from '../api/get-booking.ts';
import { usePayBooking } from '../api/pay-booking.ts';
import { useBookingTranslation } from '../i18n.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { viewDraftErrors } from '../utils/booking-errors.ts';
import { checkoutErrorMessage, heldBookingOf } from '../utils/checkout-errors.ts';
import { paths } from '../paths.ts';
import { draftFigures } from '../utils/money-figures.ts';

export function ConfirmNewBookingPage() {
  const { t } = useBookingTranslation();
  const queryClient = useQueryClient();
  const halls = useHalls();
  const draft = useBookingDraft();
  const createBooking = useCreateBooking();
  const errorsRef = useRef<HTMLDivElement>(null);
  const holdRef = useRef<HTMLDivElement>(null);
  const [dismissed, setDismissed] = useState(0);
  const checkout = useCheckout({ onDismissed: () => setDismissed((count) => count + 1) });
  const errors = viewDraftErrors(draft.errors);
  const live = useDraftPending();
  useClearFreedConflicts(halls.data);
  const payBooking = usePayBooking();
  const [payError, setPayError] = useState<string | null>(null);
  const pendingActive = live.holding;

  // After a refusal or a closed checkout, move focus to what explains it.
  useEffect(() => {
    if (draft.errors) errorsRef.current?.focus();
  }, [draft.errors]);
  useEffect(() => {
    if (dismissed > 0) holdRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [dismissed]);

  const pay = async () => {
    setPayError(null);
    try {
      const { booking, payment } = await createBooking.mutateAsync({
        booking: {
          booking_user_type: draft.booking_user_type,
          ...(draft.event_name.trim() ? { event_name: draft.event_name.trim() } : {}),
          ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
        },
        booking_items: draft.items.map(({ hall_id, slot, booking_dates }) => ({
          hall_id,
          slot,
          booking_dates,
        })),
      });
      if (!payment) {
        // Nothing to pay: the server confirmed the booking at once.
        draft.clearDraft();
        await checkout.settle(booking);
        return;
      }
      draft.setPending({
        booking_id: booking.id,
        hold_expires_at: booking.hold_expires_at,
        amount_to_pay: booking.amount_to_pay,
      });
      void queryClient.invalidateQueries({ queryKey: myBookingsKey });
      void queryClient.invalidateQueries({ queryKey: availabilityKey });
      await checkout.start(payment);
    } catch (error) {
      const held = heldBookingOf(error);
      if (held) {
        // The booking was made and holds its dates, but the payment service did not answer: nothing
        // is wrong with the draft, and "Pay now" asks for the order again.
        draft.setPending({
          booking_id: held.id,
          hold_expires_at: held.hold_expires_at,
          amount_to_pay: held.amount_to_pay,
        });
        void queryClient.invalidateQueries({ queryKey: myBookingsKey });
        void queryClient.invalidateQueries({ queryKey: availabilityKey });
        setPayError(checkoutErrorMessage(error, t));
        return;
      }
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: availabilityKey });
      }
      draft.setErrors({
        status: isApiError(error) ? error.status : 0,
        message:
          isApiError(error) && (error.status === 422 || error.status === 409)
            ? error.message
            : errorMessage(error, t),
        errors: isApiError(error) ? error.errors : {},
      });
    }
  };

  // Pay now always asks the server for the checkout: a booking cancelled or paid meanwhile (in another
  // tab, on another device) is refused there, and its draft is let go.
  const payNow = async () => {
    const pending = draft.pending;
    if (!pending) return;
    setPayError(null);
    try {
      const { booking, payment } = await payBooking.mutateAsync(pending.booking_id);
      queryClient.setQueryData(bookingKey(booking.id), booking);
      await checkout.start(payment);
    } catch (error) {
      setPayError(checkoutErrorMessage(error, t));
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKey(pending.booking_id) });
      }
    }
  };

  const title = t('confirm.pageTitle');
  const header = (
    <Stack gap={4}>
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
    </Stack>
  );

  if (draft.items.length === 0 && !draft.pending) {
    return (
      <Stack gap="lg">
        {header}
        {payError && (
          <Text c="red.8" role="alert">
            {payError}
          </Text>
        )}
        <EmptyState>{t('confirm.empty')}</EmptyState>
        <Group>
          <Button component={Link} to={paths.newBooking}>
            {t('confirm.startBooking')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (halls.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <Stack role="status" aria-label={t('halls.loading')} aria-busy="true">
          <Skeleton height={160} />
          <Skeleton height={80} />
        </Stack>
      </Stack>
    );
  }
  if (halls.isError) {
    return (
      <Stack gap="lg">
        {header}
        <ErrorState
          title={t('halls.loadFailed')}
          error={halls.error}
          onRetry={() => void halls.refetch()}
          retrying={halls.isRefetching}
        />
      </Stack>
    );
  }

  const figures = draftFigures(draft.items, halls.data, draft.booking_user_type);

  return (
    <Stack gap="lg">
      {header}
      <Text>{t('confirm.intro')}</Text>

      {draft.pending && (
        <div ref={holdRef}>
          <HoldNotice
            holdExpiresAt={draft.pending.hold_expires_at}
            onPayNow={live.payable ? () => void payNow() : undefined}
            paying={checkout.busy || payBooking.isPending}
          >
            <Button component={Link} to={paths.viewBooking(draft.pending.booking_id)} variant="default">
              {t('confirm.viewBooking')}
            </Button>
          </HoldNotice>
        </div>
      )}

      {draft.errors && (
        <DraftErrorsAlert ref={errorsRef} stored={draft.errors} view={errors}>
          <Button component={Link} to={paths.newBooking} variant="outline" color="red.9" size="xs" mt="sm">
            {t('confirm.changeBooking')}
          </Button>
        </DraftErrorsAlert>
      )}

      {(payError ?? checkout.error) && (
        <Text c="red.8" role="alert">
          {payError ?? checkout.error}
        </Text>
      )}

      <Stack gap="sm" component="section" aria-labelledby="summary-heading">
        <Title order={2} id="summary-heading">
          {t('confirm.summary')}
        </Title>
        <List spacing={4} listStyleType="none" p={0}>
          <List.Item>
            <Text span fw={600}>
              {t('draft.userType')}:
            </Text>{' '}
            {t(`userTypes.${draft.booking_user_type}`)} ({draft.booking_user_type})
            {errors.userType.map((message) => (
              <Text key={message} size="sm" c="red.8">
                {message}
              </Text>
            ))}
          </List.Item>
          {draft.event_name.trim() && (
            <List.Item>
              <Text span fw={600}>
                {t('summary.eventName')}:
              </Text>{' '}
              {draft.event_name}
            </List.Item>
          )}
          {draft.notes.trim() && (
            <List.Item>
              <Text span fw={600}>
                {t('summary.notes')}:
              </Text>{' '}
              {draft.notes}
            </List.Item>
          )}
        </List>
        <DraftItems
          items={draft.items}
          halls={halls.data}
          userType={draft.booking_user_type}
          errors={errors}
        />
        <DraftTotals items={draft.items} halls={halls.data} userType={draft.booking_user_type} />
      </Stack>

      <Group gap="sm">
        <Button component={Link} to={paths.newBooking} variant="default">
          {t('confirm.edit')}
        </Button>
        {!pendingActive && draft.items.length > 0 && (
          <Button size="md" onClick={() => void pay()} loading={createBooking.isPending || checkout.busy}>
            {t('confirm.pay', { amount: formatMoney(figures.payNow) })}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('confirm.holdInfo')}
      </Text>
      {checkout.dialog}
    </Stack>
  );
}
