import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { AdminBooking } from '@samaj/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { usePartialRefund } from '../api/booking-actions.ts';
import { useAdminTranslation } from '../i18n.ts';
import { notifySuccess } from './notify.ts';

/**
 * The office gives back part of what was paid (a deposit after the inspection, say), with a reason.
 * The server refuses more than paid minus refunded (422 on amount), shown under the field.
 */
export function PartialRefund({ booking }: { booking: AdminBooking }) {
  const { t } = useAdminTranslation();
  const refund = usePartialRefund();
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const refundable = booking.amount_paid - booking.amount_refunded;
  if (booking.amount_paid === 0) return null;

  const close = () => {
    setOpened(false);
    setAmount('');
    setReason('');
    setErrors({});
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    const found: typeof errors = {};
    if (!/^\d+$/.test(amount.trim()) || rupees < 1) found.amount = t('partialRefund.amountInvalid');
    if (!reason.trim()) found.reason = t('partialRefund.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await refund.mutateAsync({ id: booking.id, amount: rupees, reason: reason.trim() });
      notifySuccess(t('partialRefund.made', { amount: formatMoney(rupees) }));
      close();
    } catch (error) {
      const fields = isApiError(error) ? error.errors : {};
      setErrors({
        amount: fields.amount?.[0],
        reason: fields.reason?.[0],
        form: fields.amount || fields.reason ? undefined : errorMessage(error, t),
      });
    }
  };

  return (
    <>
      <div>
        <Button variant="default" onClick={() => setOpened(true)} disabled={refundable <= 0}>
          {t('partialRefund.open')}
        </Button>
      </div>
      <Modal opened={opened} onClose={close} title={t('partialRefund.title')} centered>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Text size="sm">{t('partialRefund.refundable', { amount: formatMoney(refundable) })}</Text>
            <TextInput
              label={t('partialRefund.amount')}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={errors.amount}
              required
              data-autofocus
            />
            <Textarea
              label={t('partialRefund.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
              maxLength={500}
              minRows={2}
              required
            />
            {errors.form && (
              <Text c="red.9" size="sm" role="alert">
                {errors.form}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('partialRefund.cancel')}
              </Button>
              <Button type="submit" loading={refund.isPending}>
                {t('partialRefund.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
