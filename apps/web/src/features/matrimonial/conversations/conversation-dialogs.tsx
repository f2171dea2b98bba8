import { Text, Textarea } from '@mantine/core';
import {
  DECLINE_REASONS,
  MESSAGE_REPORT_REASONS,
  type DeclineReason,
  type MessageReportReason,
} from '@samaj/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ReasonChoice, ReasonDialog } from '../components/reason-dialog.tsx';

/**
 * A reason that must be chosen before the dialog confirms: the choice's props (the asterisk, and the
 * error until one is chosen) and the confirm step that says what is missing or goes on with the reason.
 */
function useRequiredReason<R extends string>(missing: string) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    choice: {
      value: reason,
      error,
      required: true,
      onChange: (value: string) => {
        setReason(value);
        setError(null);
      },
    },
    confirm: (then: (reason: R) => void) => {
      if (!reason) setError(missing);
      else then(reason as R);
    },
  };
}

/**
 * "We will not go further": ends the conversation for both families with one of the polite reasons the
 * decline of an interest offers (the same list and words as decline-dialog.tsx; here one is required,
 * as the server asks).
 */
export function CloseConversationDialog({
  opened,
  name,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: (reason: DeclineReason) => void;
}) {
  const { t } = useTranslation();
  const required = useRequiredReason<DeclineReason>(t('matrimonial.conversations.closeReasonRequired'));
  return (
    <ReasonDialog
      opened={opened}
      title={t('matrimonial.conversations.closeTitle', { name })}
      confirmLabel={t('matrimonial.conversations.closeConfirm')}
      loading={loading}
      onClose={onClose}
      onConfirm={() => required.confirm(onConfirm)}
    >
      <Text>{t('matrimonial.conversations.closeText')}</Text>
      <ReasonChoice
        label={t('matrimonial.conversations.closeReason')}
        reasons={DECLINE_REASONS.map((key) => [key, t(`matrimonial.interest.declineReasons.${key}`)])}
        {...required.choice}
      />
    </ReasonDialog>
  );
}

/** Reporting another family's message: a reason from the server's list and an optional note. */
export function ReportMessageDialog({
  opened,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (reason: MessageReportReason, note: string) => void;
}) {
  const { t } = useTranslation();
  const required = useRequiredReason<MessageReportReason>(t('matrimonial.conversations.closeReasonRequired'));
  const [note, setNote] = useState('');
  return (
    <ReasonDialog
      opened={opened}
      title={t('matrimonial.conversations.reportTitle')}
      confirmLabel={t('matrimonial.conversations.reportSend')}
      loading={loading}
      onClose={onClose}
      onConfirm={() => required.confirm((reason) => onConfirm(reason, note))}
    >
      <Text size="sm">{t('matrimonial.conversations.reportIntro')}</Text>
      <ReasonChoice
        label={t('matrimonial.conversations.reportReason')}
        reasons={MESSAGE_REPORT_REASONS.map((key) => [
          key,
          t(`matrimonial.conversations.reportReasons.${key}`),
        ])}
        {...required.choice}
      />
      <Textarea
        label={t('matrimonial.conversations.reportNote')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={1000}
        dir="auto"
        autosize
        minRows={2}
        maxRows={5}
      />
    </ReasonDialog>
  );
}
