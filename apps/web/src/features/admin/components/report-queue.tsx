import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { CursorList } from '../../../components/cursor-list.tsx';
import { useAdminTranslation } from '../i18n.ts';

/** A button that closes a report one way; `danger` for what hits a family (red). */
export interface ReportAction {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

/** How a closed report ended: the outcome's badge, who or when beside it, and the note under them. */
export interface ReportOutcome {
  label: string;
  /** Red when the report hit someone (a suspension, a rejection, a closed conversation), grey otherwise. */
  severe: boolean;
  detail?: ReactNode;
  note?: ReactNode;
}

/**
 * One report of an office queue (profiles reported, messages reported): what was reported, then either
 * how it was closed or the buttons that close it.
 */
export function ReportCard({
  labelledBy,
  gap,
  children,
  outcome,
  actions,
}: {
  labelledBy?: string;
  gap: ComponentProps<typeof Stack>['gap'];
  children: ReactNode;
  /** Set once the report is closed; the actions are then not offered. */
  outcome: ReportOutcome | null;
  actions: ReportAction[];
}) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={labelledBy}>
      <Stack gap={gap}>
        {children}
        {outcome ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={outcome.severe ? 'red' : 'gray'} variant="light" c="dark.8">
                {outcome.label}
              </Badge>
              {outcome.detail && (
                <Text size="sm" c="dark.6">
                  {outcome.detail}
                </Text>
              )}
            </Group>
            {outcome.note}
          </Stack>
        ) : (
          <Group gap="xs">
            {actions.map((action) => (
              <Button
                key={action.key}
                size="xs"
                variant="outline"
                color={action.danger ? 'red.9' : undefined}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A queue's list of reports in cursor pages, and the dialog that closes the one chosen (`dialog` set
 * while it is open; its content mounts with it, so every opening starts empty).
 */
export function ReportQueue<R>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  card,
  dialog,
  onDialogClose,
}: Omit<ComponentProps<typeof CursorList<R>>, 'children'> & {
  card: (report: R) => ReactNode;
  dialog: { title: string; content: ReactNode } | null;
  onDialogClose: () => void;
}) {
  return (
    <>
      <CursorList query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} empty={empty}>
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map(card)}
          </Stack>
        )}
      </CursorList>
      <Modal opened={dialog !== null} onClose={onDialogClose} title={dialog?.title ?? ''} centered>
        {dialog?.content}
      </Modal>
    </>
  );
}

/**
 * The foot of a dialog that closes a report: the server's refusal, Cancel, and the button that names
 * what happens, so pressing it is the confirmation.
 */
export function ReportFormButtons({
  formError,
  pending,
  danger,
  submitLabel,
  onCancel,
}: {
  formError: string | null | undefined;
  pending: boolean;
  danger: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <>
      {formError && (
        <Text c="red.9" size="sm" role="alert">
          {formError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" color={danger ? 'red.9' : undefined} loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** A family's or the office's note after its label, in the note's own direction (any of the four scripts). */
export function LabelledNote({ label, note }: { label: string; note: string }) {
  return (
    <Text size="sm">
      {label}{' '}
      <Text span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {note}
      </Text>
    </Text>
  );
}
