import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate, formatInstant } from '../../../lib/format.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { usePayBooking } from '../api/pay-booking.ts';
import type { Booking } from '../api/types.ts';
import { BookingStatusBadge } from '../components/booking-status-badge.tsx';
import { BookingDocuments } from '../components/booking-documents.tsx';
import { BookingMoney } from '../components/booking-money.tsx';
import { BookingPayments } from '../components/booking-payments.tsx';
import { ItemSlot } from '../components/item-slot.tsx';
import { MoneySummary } from '../components/money-summary.tsx';
import { bookingFigures } from '../utils/money-figures.ts';
import { CancelConfirmed } from '../components/cancel-confirmed.tsx';
import { HoldNotice, useHoldSeconds } from '../components/hold-notice.tsx';
import { useCheckout } from '../components/use-checkout.tsx';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import classes from './view-booking-page.module.css';
import { paths } from '../paths.ts';
import { checkoutErrorMessage } from '../utils/checkout-errors.ts';
import { ltrWhereRtl } from '../../../lib/bidi.ts';

export function ViewBookingPage() {
  const { t } = useBookingTranslation();
  const { id = '' } = useParams();
  const query = useBooking(id);

  if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
    return <StatusPage code="404" title={t('view.notFound')} text={t('view.notFoundText')} />;
  }
  return (
    <AsyncContent
      query={query}
      loading={
        <>
          <DocumentTitle title={t('view.loading')} />
          <DetailSkeleton label={t('view.loading')} />
        </>
      }
      errorTitle={t('view.loadFailed')}
    >
      {(booking) => <BookingDetails booking={booking} />}
    </AsyncContent>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useBookingTranslation();
  const cancel = useCancelBooking();
  const [confirmCancel, cancelModal] = useDisclosure(false);
  const checkout = useCheckout();
  const pay = usePayBooking();
  const holdSeconds = useHoldSeconds(booking.hold_expires_at);
  const pending = booking.status === 'pending_payment';
  // The server's rule: only a pending booking whose hold is live opens a checkout.
  const holdActive = pending && booking.hold_expires_at !== null && holdSeconds > 0;
  const title = booking.event_name?.trim() || t('view.untitled');
  const userType = `${t(`userTypes.${booking.booking_user_type}`)} (${booking.booking_user_type})`;
  // Money that reached the office: only then is there a receipt to print.
  const paid = booking.payments.some((p) => p.status === 'captured' || p.status === 'refunded');
  const hasReceipt = booking.status === 'confirmed' || paid;
  const payNow = async () => {
    try {
      const { payment } = await pay.mutateAsync(booking.id);
      await checkout.start(payment);
    } catch (error) {
      notify('red', checkoutErrorMessage(error, t));
    }
  };

  const doCancel = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      // The draft this booking came from is done with on this device: nothing of it may be paid.
      const draft = useBookingDraft.getState();
      if (draft.pending?.booking_id === booking.id) draft.clearDraft();
      draft.forgetBooking(booking.id);
      cancelModal.close();
      notify('green', t('view.cancelled'));
    } catch (error) {
      cancelModal.close();
      notify('red', errorMessage(error, t));
    }
  };

  return (
    <Stack gap="lg" className={classes.receipt}>
      <DocumentTitle title={t('view.documentTitle', { title })} />
      <Anchor component={Link} to={paths.myBookings} size="sm" className={classes.noPrint}>
        {t('view.back')}
      </Anchor>
      <Text className={classes.printOnly} fw={700}>
        {t('view.receiptHeader')}
      </Text>
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Text size="sm">
          {t('view.reference', { id: ltrWhereRtl(booking.reference ?? booking.id) })} ·{' '}
          {t('view.bookedOn', { date: formatInstant(booking.created_at) })}
        </Text>
      </Stack>

      {pending && (
        <div className={classes.noPrint}>
          <HoldNotice
            holdExpiresAt={booking.hold_expires_at}
            onPayNow={holdActive ? () => void payNow() : undefined}
            paying={checkout.busy || pay.isPending}
          >
            {/* Darker than red.9, which is under 4.5:1 on the hold notice's orange. */}
            <Button variant="outline" color="red.9" c="#a51d1d" onClick={cancelModal.open}>
              {t('view.cancel')}
            </Button>
          </HoldNotice>
          {checkout.error && (
            <Text c="red.8" role="alert" mt="xs">
              {checkout.error}
            </Text>
          )}
        </div>
      )}
      {booking.status === 'confirmed' && (
        <div className={classes.noPrint}>
          <CancelConfirmed booking={booking} />
        </div>
      )}
      {booking.refund_due && (
        <Alert color="yellow" title={t('view.refundTitle')}>
          {booking.status === 'cancelled' ? t('view.refundTextCancelled') : t('view.refundText')}
        </Alert>
      )}

      <Stack gap="xs" component="section" aria-labelledby="items-heading">
        <Title order={2} id="items-heading">
          {t('view.items')}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder striped aria-labelledby="items-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('view.hall')}</Table.Th>
                <Table.Th scope="col">{t('view.slot')}</Table.Th>
                <Table.Th scope="col">{t('view.dates')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.items.map((item) => (
                <Table.Tr key={`${item.hall_id}:${item.slot}`}>
                  <Table.Th scope="row" fw={500}>
                    {item.hall_name}
                  </Table.Th>
                  <Table.Td>
                    <ItemSlot hallId={item.hall_id} slot={item.slot} />
                  </Table.Td>
                  <Table.Td>{item.booking_dates.map(formatCalendarDate).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <MoneySummary figures={bookingFigures(booking)} caption={`${t('draft.userType')}: ${userType}`} />
      {booking.notes && (
        <Text size="sm">
          <Text span fw={600}>
            {t('summary.notes')}:
          </Text>{' '}
          {booking.notes}
        </Text>
      )}

      <BookingMoney booking={booking} onCheckout={checkout.start} busy={checkout.busy} />

      <BookingPayments booking={booking} />

      {hasReceipt ? (
        <Group className={classes.noPrint}>
          <Button variant="default" onClick={() => window.print()}>
            {t('view.print')}
          </Button>
          <BookingDocuments booking={booking} />
        </Group>
      ) : (
        booking.status === 'cancelled' && <Text size="sm">{t('view.cancelledText')}</Text>
      )}

      <Modal opened={confirmCancel} onClose={cancelModal.close} title={t('view.cancelTitle')} centered>
        <Stack>
          <Text>{t('view.cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelModal.close}>
              {t('view.keepBooking')}
            </Button>
            <Button color="red.9" onClick={() => void doCancel()} loading={cancel.isPending}>
              {t('view.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {checkout.dialog}
    </Stack>
  );
}
