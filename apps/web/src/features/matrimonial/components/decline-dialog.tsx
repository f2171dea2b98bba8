import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { DECLINE_REASONS, type DeclineReason } from '@samaj/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../i18n.ts';

interface DeclineDialogProps {
  opened: boolean;
  /** The first name of the profile whose interest is declined. */
  name: string;
  loading?: boolean;
  onClose: () => void;
  /** The reason chosen from the polite list, or undefined for none. */
  onConfirm: (reason: DeclineReason | undefined) => void;
}

/**
 * Declining an interest: asks once more and offers a polite reason from the fixed list (optional);
 * the sender reads it in kind words, in their own language.
 */
export function DeclineDialog({ opened, name, loading = false, onClose, onConfirm }: DeclineDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<string>('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('matrimonial.interest.declineTitle', { name })}
      centered
    >
      <Stack gap="md">
        <Text>{t('matrimonial.interest.declineText')}</Text>
        <Radio.Group
          label={t('matrimonial.interest.declineReasonLabel')}
          description={t('matrimonial.interest.declineReasonHelp')}
          value={reason}
          onChange={setReason}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="" label={t('matrimonial.interest.declineReasonNone')} />
            {DECLINE_REASONS.map((key) => (
              <Radio key={key} value={key} label={t(`matrimonial.interest.declineReasons.${key}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={loading}
            onClick={() => onConfirm(reason ? (reason as DeclineReason) : undefined)}
            data-autofocus
          >
            {t('matrimonial.interest.decline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
