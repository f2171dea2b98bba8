import { Badge, Box, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { MESSAGE_REPORT_STATUSES, type MessageReport, type MessageReportAction } from '@samaj/shared';
import { useState } from 'react';
import { formatInstant, formatInstantWithTime } from '../../../lib/format.ts';
import { displayContactName } from '../../../lib/names.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCloseMessageReport, useMessageReports } from '../api/message-reports.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import {
  LabelledNote,
  ReportCard,
  ReportFormButtons,
  ReportQueue,
  type ReportAction,
} from '../components/report-queue.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { messageReportNoteSchema } from '../schemas.ts';
import classes from './message-reports-page.module.css';

type Status = (typeof MESSAGE_REPORT_STATUSES)[number];
type ExcerptMessage = MessageReport['excerpt'][number];

/** The reported message is the excerpt's last (the server marks it); its author is whom a suspension hits. */
const reportedOf = (report: MessageReport): ExcerptMessage | undefined =>
  report.excerpt.find((message) => message.reported);

/** An author's name by the reader rule (decision 063); a deleted account has none. */
function useAuthorName() {
  const { t } = useAdminTranslation();
  return (author: ExcerptMessage['author']) =>
    author.account_id && author.name
      ? displayContactName({ name: author.name })
      : t('messageReports.deletedAccount');
}

/**
 * The dialog's form for one action: it says what happens, takes the note (the reason, required, for a
 * suspension) and its button names the action, so pressing it is the confirmation. It mounts with the
 * dialog, so every opening starts empty.
 */
function ActionForm({
  report,
  action,
  authorName,
  onDone,
}: {
  report: MessageReport;
  action: MessageReportAction;
  authorName: string;
  onDone: () => void;
}) {
  const { t } = useAdminTranslation();
  const close = useCloseMessageReport();
  const suspending = action === 'user_suspended';
  const form = useForm(messageReportNoteSchema(suspending), { note: '' });

  const submit = form.handleSubmit(async ({ note }, element) => {
    try {
      await close.mutateAsync({ id: report.id, body: note ? { action, note } : { action } });
      notifySuccess(t(`messageReports.done.${action}`, { name: authorName }));
      onDone();
    } catch (error) {
      form.setServerError(error, element);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`messageReports.explain.${action}`, { name: authorName })}</Text>
        <Textarea
          label={suspending ? t('messageReports.suspendReason') : t('messageReports.note')}
          description={suspending ? t('messageReports.suspendReasonHelp') : t('messageReports.noteHelp')}
          required={suspending}
          rows={3}
          maxLength={1000}
          {...form.field('note')}
          data-autofocus
        />
        <ReportFormButtons
          formError={form.formError}
          pending={close.isPending}
          danger={action !== 'dismissed'}
          submitLabel={t(`messageReports.confirm.${action}`, { name: authorName })}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

function ExcerptItem({ message }: { message: ExcerptMessage }) {
  const { t } = useAdminTranslation();
  const nameOf = useAuthorName();
  return (
    <Box component="li" className={message.reported ? classes.reported : classes.message}>
      {message.reported && (
        <Text size="xs" fw={700} className={classes.reportedLabel}>
          {t('messageReports.reportedMessage')}
        </Text>
      )}
      <Text size="sm" c="dark.6">
        {t('messageReports.authorLine', {
          name: nameOf(message.author),
          role: message.author.role ? t(`messageReports.roles.${message.author.role}`) : '',
          date: formatInstantWithTime(message.sent_at),
        })}
      </Text>
      {message.removed ? (
        <Text size="sm" fs="italic">
          {t('messageReports.removed')}
        </Text>
      ) : (
        // A family writes in any of the four scripts: each message takes its own direction.
        <Text dir="auto" className={classes.body}>
          {message.body}
        </Text>
      )}
    </Box>
  );
}

function MessageReportCard({
  report,
  onAction,
}: {
  report: MessageReport;
  onAction: (report: MessageReport, action: MessageReportAction) => void;
}) {
  const { t } = useAdminTranslation();
  const nameOf = useAuthorName();
  const reported = reportedOf(report);
  const authorName = reported ? nameOf(reported.author) : t('messageReports.deletedAccount');
  const headingId = `message-report-${report.id}`;
  const action = (key: MessageReportAction, label: string): ReportAction => ({
    key,
    label,
    danger: key !== 'dismissed',
    onClick: () => onAction(report, key),
  });
  return (
    <ReportCard
      labelledBy={headingId}
      gap="sm"
      outcome={
        report.status === 'closed'
          ? {
              label: report.close_action
                ? t(`messageReports.outcomes.${report.close_action}`)
                : t('messageReports.closed'),
              severe: !!report.close_action && report.close_action !== 'dismissed',
              detail:
                report.closed_at && t('messageReports.closedOn', { date: formatInstant(report.closed_at) }),
              note: report.close_note && (
                <LabelledNote label={t('messageReports.noteShown')} note={report.close_note} />
              ),
            }
          : null
      }
      actions={[
        action('dismissed', t('messageReports.actions.dismissed')),
        ...(report.conversation_state === 'open'
          ? [action('conversation_closed', t('messageReports.actions.conversation_closed'))]
          : []),
        ...(reported?.author.account_id
          ? [action('user_suspended', t('messageReports.actions.user_suspended', { name: authorName }))]
          : []),
      ]}
    >
      <Group gap="xs" justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {t(`messageReports.reasons.${report.reason}`)}
        </Title>
        <Badge color={report.conversation_state === 'open' ? 'green' : 'gray'} variant="light" c="dark.8">
          {t(`messageReports.conversation.${report.conversation_state}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dark.6">
        {t('messageReports.by', {
          name: displayContactName({ name: report.reporter.name }),
          date: formatInstantWithTime(report.created_at),
        })}
      </Text>
      {report.note && <LabelledNote label={t('messageReports.reporterNote')} note={report.note} />}
      <Text size="sm" fw={600} component="h3" m={0}>
        {t('messageReports.excerpt')}
      </Text>
      <Stack component="ol" gap={6} p={0} m={0} className={classes.excerpt}>
        {report.excerpt.map((message) => (
          <ExcerptItem key={message.id} message={message} />
        ))}
      </Stack>
    </ReportCard>
  );
}

function ReportList({ status }: { status: Status }) {
  const { t } = useAdminTranslation();
  const query = useMessageReports(status);
  const nameOf = useAuthorName();
  const [acting, setActing] = useState<{ report: MessageReport; action: MessageReportAction } | null>(null);
  const reported = acting ? reportedOf(acting.report) : undefined;
  const authorName = reported ? nameOf(reported.author) : '';
  return (
    <ReportQueue
      query={query}
      loadingLabel={t('messageReports.loading')}
      errorTitle={t('messageReports.loadFailed')}
      empty={t(`messageReports.empty.${status}`)}
      card={(report) => (
        <MessageReportCard
          key={report.id}
          report={report}
          onAction={(one, action) => setActing({ report: one, action })}
        />
      )}
      dialog={
        acting && {
          title: t(`messageReports.titles.${acting.action}`, { name: authorName }),
          content: (
            <ActionForm
              report={acting.report}
              action={acting.action}
              authorName={authorName}
              onDone={() => setActing(null)}
            />
          ),
        }
      }
      onDialogClose={() => setActing(null)}
    />
  );
}

/** The office's queue of reported messages (decision 057): open or closed, each with its excerpt and actions. */
export function MessageReportsPage() {
  const { t } = useAdminTranslation();
  return (
    <AdminPage title={t('messageReports.title')}>
      <Text size="sm">{t('messageReports.intro')}</Text>
      <StatusTabs statuses={MESSAGE_REPORT_STATUSES} label={(state) => t(`messageReports.tabs.${state}`)}>
        {(state) => <ReportList key={state} status={state} />}
      </StatusTabs>
    </AdminPage>
  );
}
