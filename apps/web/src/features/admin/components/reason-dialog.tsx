import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useAdminTranslation } from '../i18n.ts';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the admin is about to do, above the field. */
  children?: ReactNode;
  label: string;
  confirmLabel: string;
  maxLength: number;
  loading?: boolean;
  /** A refusal from the server, shown under the field. */
  serverError?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A destructive action that needs a reason: the reason is required and the button says what happens. */
export function ReasonDialog({
  opened,
  title,
  children,
  label,
  confirmLabel,
  maxLength,
  loading = false,
  serverError,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useAdminTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    if (!value) {
      setError(t('common.reasonRequired'));
      return;
    }
    onConfirm(value);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {typeof children === 'string' ? <Text>{children}</Text> : children}
          <Textarea
            label={label}
            required
            autosize
            minRows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error ?? serverError ?? undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
