import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useRefundPreview } from '../api/money-and-documents.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import type { Booking } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';

/**
 * The owner cancels a confirmed booking: the dialog shows the exact refund the notice earns (asked of
 * the server when it opens) before anything happens.
 */
export function CancelConfirmed({ booking }: { booking: Booking }) {
  const { t } = useBookingTranslation();
  const [opened, dialog] = useDisclosure(false);
  const preview = useRefundPreview(booking.id, opened);
  const cancel = useCancelBooking();

  const confirm = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      dialog.close();
      notify('green', t('cancelRefund.cancelled'));
    } catch (error) {
      dialog.close();
      notify('red', errorMessage(error, t));
    }
  };

  const p = preview.data;
  return (
    <>
      <div>
        <Button variant="outline" color="red.9" onClick={dialog.open}>
          {t('view.cancel')}
        </Button>
      </div>
      <Modal opened={opened} onClose={dialog.close} title={t('cancelRefund.title')} centered>
        <Stack>
          {preview.isPending && <Loader size="sm" aria-label={t('cancelRefund.loading')} />}
          {preview.isError && (
            <Alert color="red" title={t('cancelRefund.loadFailed')}>
              {errorMessage(preview.error, t)}
            </Alert>
          )}
          {p && (
            <>
              <Text>
                {t('cancelRefund.notice', { days: Math.max(0, p.days_before), percent: p.percent })}
              </Text>
              <Table withTableBorder variant="vertical" aria-label={t('cancelRefund.table')}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">{t('cancelRefund.rent')}</Table.Th>
                    <Table.Td>{formatMoney(p.refund_rent)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('cancelRefund.deposit')}</Table.Th>
                    <Table.Td>{formatMoney(p.refund_deposit)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">{t('cancelRefund.total')}</Table.Th>
                    <Table.Td fw={700} data-testid="refund-total">
                      {formatMoney(p.total)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              <Text size="sm">{t('cancelRefund.warning')}</Text>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('view.keepBooking')}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={cancel.isPending} disabled={!p}>
              {t('cancelRefund.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
