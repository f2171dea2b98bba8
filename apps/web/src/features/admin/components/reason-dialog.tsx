import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import { useAdminTranslation } from '../i18n.ts';
import { reasonFormSchema } from '../schemas.ts';

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

type FormProps = Omit<ReasonDialogProps, 'opened' | 'title'>;

/** The dialog's content; it mounts with the dialog, so every opening starts with an empty reason. */
function ReasonForm({
  children,
  label,
  confirmLabel,
  maxLength,
  loading,
  serverError,
  onConfirm,
  onClose,
}: FormProps) {
  const { t } = useAdminTranslation();
  const form = useForm(reasonFormSchema, { reason: '' });
  const field = form.field('reason');

  return (
    <form onSubmit={form.handleSubmit(({ reason }) => onConfirm(reason))} noValidate>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Textarea
          label={label}
          required
          rows={3}
          maxLength={maxLength}
          {...field}
          error={field.error ?? serverError ?? undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A destructive action that needs a reason: the reason is required and the button says what happens. */
export function ReasonDialog({ opened, title, onClose, ...form }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <ReasonForm onClose={onClose} {...form} />
    </Modal>
  );
}
