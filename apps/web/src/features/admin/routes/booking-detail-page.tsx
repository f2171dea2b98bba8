import { Anchor, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminBooking } from '@samaj/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate, formatInstant, formatMoney } from '../../../lib/format.ts';
import { useCancelAdminBooking } from '../api/cancel-booking.ts';
import { useAdminBooking } from '../api/get-booking.ts';
import { useMarkRefunded } from '../api/refund-booking.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { Notice } from '../components/notice.tsx';
import { PartialRefund } from '../components/partial-refund.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { BookingStatusBadge } from '../components/status-badges.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import { ltrWhereRtl } from '../../../lib/bidi.ts';

function BookingDetail({ booking }: { booking: AdminBooking }) {
  const { t } = useAdminTranslation();
  const cancel = useCancelAdminBooking();
  const refund = useMarkRefunded();
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [refunding, setRefunding] = useState(false);
  const [outsideGateway, setOutsideGateway] = useState(false);
  const canCancel = booking.status === 'pending_payment' || booking.status === 'confirmed';

  const doCancel = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id: booking.id, reason });
      notifySuccess(t('bookings.cancelled'));
      setCancelling(false);
    } catch (error) {
      setCancelError(errorMessage(error, t));
    }
  };

  const doRefund = async () => {
    try {
      await refund.mutateAsync({ id: booking.id, viaGateway: !outsideGateway });
      notifySuccess(t('bookings.refunded'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
    setRefunding(false);
  };

  const userType = `${t(`userTypes.${booking.booking_user_type}`)} (${booking.booking_user_type})`;
  const facts: [string, string][] = [
    [t('bookings.status'), t(`bookingStatus.${booking.status}`)],
    [
      t('bookings.user'),
      `${booking.user.name} · ${ltrWhereRtl(booking.user.mobile ?? '')}${booking.user.email ? ` · ${ltrWhereRtl(booking.user.email)}` : ''}`,
    ],
    [
      t('bookings.userType'),
      booking.member_type_unverified ? t('bookings.memberTypeUnverified', { type: userType }) : userType,
    ],
    [t('bookings.totalBooking'), formatMoney(booking.total_booking_amount)],
    [t('bookings.amountToPay'), formatMoney(booking.amount_to_pay)],
    [t('bookingMoney.reference'), booking.reference ? ltrWhereRtl(booking.reference) : ''],
    [t('bookingMoney.paid'), formatMoney(booking.amount_paid)],
    [t('bookingMoney.refunded'), formatMoney(booking.amount_refunded)],
    ...(booking.balance_due > 0
      ? [
          [
            t('bookingMoney.balance'),
            `${formatMoney(booking.balance_due)}${booking.balance_due_on ? ` (${formatCalendarDate(booking.balance_due_on)})` : ''}`,
          ] as [string, string],
        ]
      : []),
    [t('bookings.created'), formatInstant(booking.created_at)],
    ...(booking.confirmed_at
      ? [[t('bookings.confirmedAt'), formatInstant(booking.confirmed_at)] as [string, string]]
      : []),
    ...(booking.cancelled_at
      ? [[t('bookings.cancelledAt'), formatInstant(booking.cancelled_at)] as [string, string]]
      : []),
    ...(booking.cancel_reason
      ? [[t('bookings.cancelReason'), booking.cancel_reason] as [string, string]]
      : []),
    ...(booking.refunded_at
      ? [[t('bookings.refundedAt'), formatInstant(booking.refunded_at)] as [string, string]]
      : []),
    ...(booking.notes ? [[t('bookings.notes'), booking.notes] as [string, string]] : []),
  ];

  return (
    <Stack gap="md">
      <Group gap="xs">
        <BookingStatusBadge status={booking.status} refundDue={booking.refund_due} />
      </Group>
      {booking.amount_mismatch && (
        <Notice color="red" title={t('bookings.amountMismatchTitle')}>
          {t('bookings.amountMismatchText')}
        </Notice>
      )}
      {booking.refund_due && (
        <Notice color="orange" title={t('bookings.refundDueTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('bookings.refundDueText', { amount: formatMoney(booking.amount_to_pay) })}
            </Text>
            <Group>
              <Button onClick={() => setRefunding(true)}>{t('bookings.markRefunded')}</Button>
            </Group>
          </Stack>
        </Notice>
      )}
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={{ base: 120, sm: 200 }}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4">
        {t('bookings.items')}
      </Title>
      <ScrollTable label={t('bookings.items')} minWidth={420}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('blocked.hall')}</Table.Th>
              <Table.Th>{t('blocked.slot')}</Table.Th>
              <Table.Th>{t('bookings.dates')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.items.map((item, index) => (
              <Table.Tr key={`${item.hall_id}-${item.slot}-${index}`}>
                <Table.Td>{item.hall_name}</Table.Td>
                <Table.Td>{t(`slots.${item.slot}`)}</Table.Td>
                <Table.Td>{[...item.booking_dates].sort().map(formatCalendarDate).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {booking.payments.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t('bookings.payments')}
          </Title>
          <ScrollTable label={t('bookings.payments')} minWidth={480}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.paymentStatus')}</Table.Th>
                  <Table.Th>{t('bookings.amount')}</Table.Th>
                  <Table.Th>{t('bookings.order')}</Table.Th>
                  <Table.Th>{t('bookings.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {booking.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{t(`paymentStatus.${payment.status}`)}</Table.Td>
                    <Table.Td>{formatMoney(payment.amount)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {payment.order_id}
                      {payment.payment_id ? ` / ${payment.payment_id}` : ''} ({payment.provider})
                    </Table.Td>
                    <Table.Td>{formatInstant(payment.updated_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      )}
      <PartialRefund booking={booking} />
      {canCancel && (
        <Group>
          <Button
            color="red.9"
            variant="outline"
            onClick={() => {
              setCancelError(null);
              setCancelling(true);
            }}
          >
            {t('bookings.cancel')}
          </Button>
        </Group>
      )}
      <ReasonDialog
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={t('bookings.cancelTitle')}
        label={t('bookings.cancelReasonLabel')}
        confirmLabel={t('bookings.cancel')}
        maxLength={500}
        loading={cancel.isPending}
        serverError={cancelError}
        onConfirm={(reason) => void doCancel(reason)}
      >
        {booking.status === 'confirmed' ? t('bookings.cancelPaidText') : t('bookings.cancelText')}
      </ReasonDialog>
      <ConfirmDialog
        opened={refunding}
        onClose={() => setRefunding(false)}
        title={t('bookings.refundTitle')}
        confirmLabel={t('bookings.markRefunded')}
        loading={refund.isPending}
        onConfirm={() => void doRefund()}
      >
        <Stack gap="sm">
          <Text>{t('bookings.refundText', { amount: formatMoney(booking.amount_to_pay) })}</Text>
          <Checkbox
            label={t('bookings.refundOutside')}
            checked={outsideGateway}
            onChange={(event) => setOutsideGateway(event.currentTarget.checked)}
          />
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

export function BookingDetailPage() {
  const { t } = useAdminTranslation();
  const { id = '' } = useParams();
  const query = useAdminBooking(id);
  if (isApiError(query.error) && query.error.status === 404) {
    return <StatusPage code="404" title={t('bookings.notFound')} text={t('bookings.notFoundText')} />;
  }
  const title = query.data ? query.data.event_name?.trim() || t('bookings.untitled') : t('bookings.detail');
  return (
    <AdminPage title={title}>
      <Anchor component={Link} to={paths.bookings()} size="sm">
        {t('bookings.back')}
      </Anchor>
      <AsyncContent
        query={query}
        loading={<DetailSkeleton label={t('bookings.loadingOne')} />}
        errorTitle={t('bookings.loadFailed')}
      >
        {(booking) => <BookingDetail booking={booking} />}
      </AsyncContent>
    </AdminPage>
  );
}
