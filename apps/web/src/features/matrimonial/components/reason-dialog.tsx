import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * A choice of one reason, each with its words: the decline's (optional, "no reason" first), the close's
 * and the report's (required).
 */
export function ReasonChoice({
  label,
  description,
  reasons,
  value,
  error = null,
  required = false,
  onChange,
}: {
  label: string;
  description?: string;
  reasons: [string, string][];
  value: string;
  error?: string | null;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk={required}
    >
      <Stack gap="xs" mt="xs">
        {reasons.map(([key, words]) => (
          <Radio key={key} value={key} label={words} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * A dialog that ends something with a reason (declining an interest, closing a conversation, reporting
 * a message): its content, then Cancel and the red button that names what happens.
 */
export function ReasonDialog({
  opened,
  title,
  confirmLabel,
  loading,
  focusConfirm = false,
  onClose,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  loading: boolean;
  /** Focus the confirm button on opening (when no choice must be made first). */
  focusConfirm?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={loading}
            onClick={onConfirm}
            data-autofocus={focusConfirm || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
