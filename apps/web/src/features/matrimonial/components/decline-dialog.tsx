import { Text } from '@mantine/core';
import { DECLINE_REASONS, type DeclineReason } from '@samaj/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import '../i18n.ts';
import { ReasonChoice, ReasonDialog } from './reason-dialog.tsx';

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
    <ReasonDialog
      opened={opened}
      title={t('matrimonial.interest.declineTitle', { name })}
      confirmLabel={t('matrimonial.interest.decline')}
      loading={loading}
      focusConfirm
      onClose={onClose}
      onConfirm={() => onConfirm(reason ? (reason as DeclineReason) : undefined)}
    >
      <Text>{t('matrimonial.interest.declineText')}</Text>
      <ReasonChoice
        label={t('matrimonial.interest.declineReasonLabel')}
        description={t('matrimonial.interest.declineReasonHelp')}
        reasons={[
          ['', t('matrimonial.interest.declineReasonNone')],
          ...DECLINE_REASONS.map((key): [string, string] => [
            key,
            t(`matrimonial.interest.declineReasons.${key}`),
          ]),
        ]}
        value={reason}
        onChange={setReason}
      />
    </ReasonDialog>
  );
}
