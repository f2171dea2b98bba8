import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  REVISION_FIELDS,
  REVISION_STATUSES,
  type AdminRevision,
  type RevisionField,
  type RevisionStatus,
} from '@samaj/shared';
import { useState } from 'react';
import { CursorList } from '../../../components/cursor-list.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { useApproveRevision, useRejectRevision, useRevisionQueue } from '../api/revision-queue.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { displayName } from '../../../lib/names.ts';

const nameOf = (revision: AdminRevision) => displayName(revision.profile);

const STATUS_COLOR: Record<RevisionStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

type Values = Partial<Record<RevisionField, string | null>>;

/** The revision's fields in the profile form's order. */
const fieldsOf = (revision: AdminRevision) =>
  REVISION_FIELDS.filter((field) => Object.hasOwn(revision.fields, field));

function shown(t: TFunction, field: RevisionField, value: string | null | undefined): string {
  if (field === 'community') return value ? t(`revisions.community.${value}`) : t('revisions.notSaid');
  return value || t('revisions.emptyValue');
}

// A family writes in any script: each text takes its own direction (an English text stays left to
// right, its full stop at its end, on an Urdu page).
const textStyle = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** One field: the approved text others read now beside the new one (only the new one once decided). */
function FieldChange({ revision, field }: { revision: AdminRevision; field: RevisionField }) {
  const { t } = useAdminTranslation();
  const next = (revision.fields as Values)[field];
  const now = revision.current ? (revision.current as Values)[field] : undefined;
  return (
    <div>
      <Text component="dt" fw={600} size="sm">
        {t(`revisions.fields.${field}`)}
      </Text>
      <dd style={{ margin: 0 }}>
        {revision.current ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={4}>
            <Paper withBorder p="xs" radius="sm" bg="gray.0">
              <Text size="xs" fw={600} c="dark.6">
                {t('revisions.now')}
              </Text>
              <Text size="sm" style={textStyle} dir="auto">
                {shown(t, field, now)}
              </Text>
            </Paper>
            <Paper
              withBorder
              p="xs"
              radius="sm"
              style={{ borderInlineStart: '4px solid var(--mantine-color-yellow-6)' }}
            >
              <Text size="xs" fw={600} c="dark.6">
                {t('revisions.new')}
              </Text>
              <Text size="sm" style={textStyle} dir="auto">
                {shown(t, field, next)}
              </Text>
            </Paper>
          </SimpleGrid>
        ) : (
          <Text size="sm" style={textStyle} dir="auto">
            {shown(t, field, next)}
          </Text>
        )}
      </dd>
    </div>
  );
}

function RevisionCard({
  revision,
  onReject,
}: {
  revision: AdminRevision;
  onReject: (revision: AdminRevision) => void;
}) {
  const { t } = useAdminTranslation();
  const approve = useApproveRevision();
  const name = nameOf(revision);
  const doApprove = () =>
    approve.mutate(
      { id: revision.id },
      {
        onSuccess: () => notifySuccess(t('revisions.approved', { name })),
        onError: (error) =>
          notifyError(
            isApiError(error) && error.status === 404 ? t('revisions.replaced') : errorMessage(error, t),
          ),
      },
    );
  const decidedAt = revision.decided_at ? formatInstant(revision.decided_at) : null;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge color={STATUS_COLOR[revision.status]} variant="light" c="dark.8" style={{ flexShrink: 0 }}>
            {t(`revisions.status.${revision.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dark.6">
          {t('revisions.sent', { date: formatInstant(revision.submitted_at) })}
          {decidedAt &&
            ` · ${
              revision.decided_by
                ? t('revisions.decided', { date: decidedAt, name: revision.decided_by.name })
                : t('revisions.decidedNoName', { date: decidedAt })
            }`}
        </Text>
        {!revision.profile.approved_on && (
          <Text size="sm" c="dark.6">
            {t('revisions.profileNotApproved')}
          </Text>
        )}
        <Stack component="dl" gap="sm" m={0}>
          {fieldsOf(revision).map((field) => (
            <FieldChange key={field} revision={revision} field={field} />
          ))}
        </Stack>
        {revision.reason && (
          <Text size="sm" style={textStyle} dir="auto">
            {t('revisions.reasonShown', { reason: revision.reason })}
          </Text>
        )}
        {revision.status === 'pending' && (
          <Group gap="xs">
            <Button
              size="sm"
              onClick={doApprove}
              loading={approve.isPending}
              aria-label={t('revisions.approveNamed', { name })}
            >
              {t('revisions.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              onClick={() => onReject(revision)}
              disabled={approve.isPending}
              aria-label={t('revisions.rejectNamed', { name })}
            >
              {t('revisions.reject')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function RevisionList({ status }: { status: RevisionStatus }) {
  const { t } = useAdminTranslation();
  const query = useRevisionQueue(status);
  const reject = useRejectRevision();
  const [rejecting, setRejecting] = useState<AdminRevision | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setRejecting(null);
    setServerError(null);
  };
  const doReject = (reason: string) => {
    if (!rejecting) return;
    const name = nameOf(rejecting);
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          notifySuccess(t('revisions.rejected', { name }));
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 404) {
            notifyError(t('revisions.replaced'));
            close();
          } else setServerError(errorMessage(error, t));
        },
      },
    );
  };
  return (
    <>
      <CursorList
        query={query}
        loadingLabel={t('revisions.loading')}
        errorTitle={t('revisions.loadFailed')}
        empty={t(`revisions.empty.${status}`)}
      >
        {(items) => (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((revision) => (
              <RevisionCard key={revision.id} revision={revision} onReject={setRejecting} />
            ))}
          </Stack>
        )}
      </CursorList>
      <ReasonDialog
        opened={rejecting !== null}
        title={rejecting ? t('revisions.rejectTitle', { name: nameOf(rejecting) }) : ''}
        label={t('revisions.reason')}
        confirmLabel={t('revisions.rejectConfirm')}
        maxLength={500}
        loading={reject.isPending}
        serverError={serverError}
        onConfirm={doReject}
        onClose={close}
      >
        {t('revisions.rejectIntro')}
      </ReasonDialog>
    </>
  );
}

/**
 * The office's queue of profile changes: a change to an approved profile's texts waits here, and other
 * families read the approved text until an admin approves it (docs/api.md "Identity and abuse": revisions).
 */
export function RevisionsPage() {
  const { t } = useAdminTranslation();
  return (
    <AdminPage title={t('revisions.title')}>
      <Text>{t('revisions.intro')}</Text>
      <StatusTabs statuses={REVISION_STATUSES} label={(state) => t(`revisions.tabs.${state}`)}>
        {(state) => <RevisionList key={state} status={state} />}
      </StatusTabs>
    </AdminPage>
  );
}
