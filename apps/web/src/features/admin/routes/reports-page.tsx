import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ProfileReport } from '@samaj/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useReports } from '../api/get-reports.ts';
import { useRejectProfile } from '../api/reject-profile.ts';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { notifySuccess } from '../components/notify.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { useAdminTranslation } from '../i18n.ts';

export function ReportsPage() {
  const { t } = useAdminTranslation();
  const query = useReports();
  const reject = useRejectProfile();
  const [target, setTarget] = useState<ProfileReport | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const profileName = (r: ProfileReport) =>
    `${r.reported_profile.first_name} ${r.reported_profile.last_name}`;

  const doReject = async (reason: string) => {
    if (!target) return;
    try {
      await reject.mutateAsync({ id: target.reported_profile.id, reason });
      notifySuccess(t('reports.rejected', { name: profileName(target) }));
      setTarget(null);
    } catch (error) {
      setServerError(errorMessage(error, t));
    }
  };

  return (
    <AdminPage title={t('reports.title')}>
      <CursorList
        query={query}
        loadingLabel={t('reports.loading')}
        errorTitle={t('reports.loadFailed')}
        empty={t('reports.empty')}
      >
        {(items) => (
          <>
            <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
              {items.map((report) => (
                <Card component="li" key={report.id} withBorder radius="md" padding="md">
                  <Stack gap={6}>
                    <Group gap="xs">
                      <Text fw={600}>{profileName(report)}</Text>
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
                    <Text size="sm" c="dimmed">
                      {t('reports.by', {
                        name: report.reporter.name,
                        mobile: report.reporter.mobile,
                        date: formatInstant(report.created_at),
                      })}
                    </Text>
                    <Group>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        onClick={() => {
                          setServerError(null);
                          setTarget(report);
                        }}
                      >
                        {t('reports.reject', { name: profileName(report) })}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </CursorList>
      <ReasonDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('profiles.rejectTitle', { name: target ? profileName(target) : '' })}
        label={t('profiles.rejectReason')}
        confirmLabel={t('profiles.reject')}
        maxLength={1000}
        loading={reject.isPending}
        serverError={serverError}
        onConfirm={(reason) => void doReject(reason)}
      >
        {t('reports.rejectText')}
      </ReasonDialog>
    </AdminPage>
  );
}
