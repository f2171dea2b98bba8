import { Badge, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_STATUSES, type ProfileReport } from '@samaj/shared';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCloseReport } from '../api/close-report.ts';
import { useReports } from '../api/get-reports.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import { LabelledNote, ReportCard, ReportFormButtons, ReportQueue } from '../components/report-queue.tsx';
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
        <ReportFormButtons
          formError={form.formError}
          pending={close.isPending}
          danger={rejecting || suspending}
          submitLabel={
            rejecting
              ? t('reports.confirmReject', { name })
              : suspending
                ? t('reports.confirmSuspend', { name })
                : t('reports.confirmDismiss')
          }
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function ProfileReportCard({
  report,
  onClose,
}: {
  report: ProfileReport;
  onClose: (report: ProfileReport) => void;
}) {
  const { t } = useAdminTranslation();
  const name = profileName(report);
  return (
    <ReportCard
      gap={6}
      outcome={
        report.status === 'closed'
          ? {
              label: report.close_action ? t(`reports.outcomes.${report.close_action}`) : t('reports.closed'),
              severe: !!report.close_action && report.close_action !== 'dismissed',
              detail: t('reports.closedBy', {
                name: report.closed_by?.name ?? t('reports.someone'),
                date: report.closed_at ? formatInstant(report.closed_at) : '',
              }),
              note: report.close_note && (
                <LabelledNote label={t('reports.noteShown')} note={report.close_note} />
              ),
            }
          : null
      }
      actions={[{ key: 'close', label: t('reports.close', { name }), onClick: () => onClose(report) }]}
    >
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
      {/* The family's own words, in any of the four scripts: they take their own direction. */}
      <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {report.reason}
      </Text>
      <Text size="sm" c="dark.6">
        {t('reports.by', {
          name: report.reporter.name,
          mobile: ltrWhereRtl(report.reporter.mobile),
          date: formatInstant(report.created_at),
        })}
      </Text>
    </ReportCard>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const { t } = useAdminTranslation();
  const query = useReports(status);
  const [closing, setClosing] = useState<ProfileReport | null>(null);
  return (
    <ReportQueue
      query={query}
      loadingLabel={t('reports.loading')}
      errorTitle={t('reports.loadFailed')}
      empty={t(`reports.empty.${status}`)}
      card={(report) => <ProfileReportCard key={report.id} report={report} onClose={setClosing} />}
      dialog={
        closing && {
          title: t('reports.closeTitle', { name: profileName(closing) }),
          content: <CloseForm report={closing} onDone={() => setClosing(null)} />,
        }
      }
      onDialogClose={() => setClosing(null)}
    />
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
