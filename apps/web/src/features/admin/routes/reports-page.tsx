import { Badge, Button, Card, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_STATUSES, type ProfileReport } from '@samaj/shared';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCloseReport } from '../api/close-report.ts';
import { useReports } from '../api/get-reports.ts';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { closeReportFormSchema } from '../schemas.ts';
import { ltrWhereRtl } from '../../../lib/bidi.ts';
import { displayName } from '../../../lib/names.ts';

type ReportStatus = (typeof REPORT_STATUSES)[number];
const profileName = (report: ProfileReport) => displayName(report.reported_profile);

/**
 * The dialog's form: what to do with the report and the note. It mounts with the dialog, so every
 * opening starts empty; the button says what happens, so pressing it is the confirmation.
 */
function CloseForm({ report, onDone }: { report: ProfileReport; onDone: () => void }) {
  const { t } = useAdminTranslation();
  const close = useCloseReport();
  const form = useForm(closeReportFormSchema, { action: '', note: '' });
  const rejecting = form.values.action === 'profile_rejected';
  const suspending = form.values.action === 'user_suspended';
  const name = profileName(report);

  const submit = form.handleSubmit(async (body, element) => {
    try {
      await close.mutateAsync({ id: report.id, body });
      notifySuccess(
        body.action === 'profile_rejected'
          ? t('reports.closedRejected', { name })
          : body.action === 'user_suspended'
            ? t('reports.closedSuspended', { name })
            : t('reports.closedDismissed'),
      );
      onDone();
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.closeIntro', { name })}</Text>
        <Radio.Group label={t('reports.action')} required {...form.selectField('action')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="dismissed"
              label={t('reports.actions.dismissed')}
              description={t('reports.dismissHelp')}
              data-autofocus
            />
            <Radio
              value="profile_rejected"
              label={t('reports.actions.profile_rejected')}
              description={t('reports.rejectHelp')}
            />
            <Radio
              value="user_suspended"
              label={t('reports.actions.user_suspended')}
              description={t('reports.suspendHelp')}
            />
          </Stack>
        </Radio.Group>
        <Textarea
          label={
            rejecting
              ? t('reports.reasonForFamily')
              : suspending
                ? t('reports.suspendReason')
                : t('reports.note')
          }
          description={
            rejecting
              ? t('reports.reasonHelp')
              : suspending
                ? t('reports.suspendReasonHelp')
                : t('reports.noteHelp')
          }
          required={rejecting || suspending}
          rows={3}
          maxLength={1000}
          {...form.field('note')}
        />
        {form.formError && (
          <Text c="red.9" size="sm" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={close.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color={rejecting || suspending ? 'red.9' : undefined}
            loading={close.isPending}
          >
            {rejecting
              ? t('reports.confirmReject', { name })
              : suspending
                ? t('reports.confirmSuspend', { name })
                : t('reports.confirmDismiss')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReportCard({
  report,
  onClose,
}: {
  report: ProfileReport;
  onClose: (report: ProfileReport) => void;
}) {
  const { t } = useAdminTranslation();
  const name = profileName(report);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {report.reported_profile.approved_on ? (
            <Badge color="green" variant="light" c="dark.8">
              {t('profiles.approved')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" c="dark.8">
              {t('profiles.notApproved')}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{report.reason}</Text>
        <Text size="sm" c="dark.6">
          {t('reports.by', {
            name: report.reporter.name,
            mobile: ltrWhereRtl(report.reporter.mobile),
            date: formatInstant(report.created_at),
          })}
        </Text>
        {report.status === 'closed' ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Badge
                color={report.close_action && report.close_action !== 'dismissed' ? 'red' : 'gray'}
                variant="light"
                c="dark.8"
              >
                {report.close_action ? t(`reports.outcomes.${report.close_action}`) : t('reports.closed')}
              </Badge>
              <Text size="sm" c="dark.6">
                {t('reports.closedBy', {
                  name: report.closed_by?.name ?? t('reports.someone'),
                  date: report.closed_at ? formatInstant(report.closed_at) : '',
                })}
              </Text>
            </Group>
            {report.close_note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {t('reports.noteShown', { note: report.close_note })}
              </Text>
            )}
          </Stack>
        ) : (
          <Group>
            <Button size="xs" variant="outline" onClick={() => onClose(report)}>
              {t('reports.close', { name })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const { t } = useAdminTranslation();
  const query = useReports(status);
  const [closing, setClosing] = useState<ProfileReport | null>(null);
  return (
    <>
      <CursorList
        query={query}
        loadingLabel={t('reports.loading')}
        errorTitle={t('reports.loadFailed')}
        empty={t(`reports.empty.${status}`)}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((report) => (
              <ReportCard key={report.id} report={report} onClose={setClosing} />
            ))}
          </Stack>
        )}
      </CursorList>
      <Modal
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title={closing ? t('reports.closeTitle', { name: profileName(closing) }) : ''}
        centered
      >
        {closing && <CloseForm report={closing} onDone={() => setClosing(null)} />}
      </Modal>
    </>
  );
}

export function ReportsPage() {
  const { t } = useAdminTranslation();
  return (
    <AdminPage title={t('reports.title')}>
      <StatusTabs statuses={REPORT_STATUSES} label={(state) => t(`reports.tabs.${state}`)}>
        {(state) => <ReportList key={state} status={state} />}
      </StatusTabs>
    </AdminPage>
  );
}
