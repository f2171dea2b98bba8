import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { PICTURE_STATUSES, type AdminPicture, type PictureStatus } from '@samaj/shared';
import { useState } from 'react';
import { CursorList } from '../../../components/cursor-list.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { usePictureQueue, useApprovePicture, useRejectPicture } from '../api/picture-queue.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { displayName } from '../../../lib/names.ts';

const nameOf = (picture: AdminPicture) => displayName(picture.profile);

const STATUS_COLOR: Record<PictureStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

function PictureCard({
  picture,
  onReject,
}: {
  picture: AdminPicture;
  onReject: (picture: AdminPicture) => void;
}) {
  const { t } = useAdminTranslation();
  const approve = useApprovePicture();
  const name = nameOf(picture);
  const doApprove = () =>
    approve.mutate(picture.id, {
      onSuccess: () => notifySuccess(t('pictures.approved', { name })),
      onError: (error) => notifyError(errorMessage(error, t)),
    });
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Card.Section bg="gray.1">
        <Image src={picture.thumb_url} alt={t('pictures.alt', { name })} h={280} fit="contain" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge color={STATUS_COLOR[picture.status]} variant="light" c="dark.8" style={{ flexShrink: 0 }}>
            {t(`pictures.status.${picture.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dark.6">
          {t('pictures.uploaded', { date: formatInstant(picture.created_at) })}
        </Text>
        {!picture.profile.approved_on && (
          <Text size="sm" c="dark.6">
            {t('pictures.profileNotApproved')}
          </Text>
        )}
        {picture.rejection_reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('pictures.reasonShown', { reason: picture.rejection_reason })}
          </Text>
        )}
        <Anchor href={picture.url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('pictures.openLarge', { name })}
        </Anchor>
        <Group gap="xs">
          {picture.status !== 'approved' && (
            <Button
              size="sm"
              onClick={doApprove}
              loading={approve.isPending}
              aria-label={t('pictures.approveNamed', { name })}
            >
              {t('pictures.approve')}
            </Button>
          )}
          {picture.status !== 'rejected' && (
            <Button
              size="sm"
              variant="outline"
              color="red.9"
              onClick={() => onReject(picture)}
              disabled={approve.isPending}
              aria-label={t('pictures.rejectNamed', { name })}
            >
              {t('pictures.reject')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function PictureList({ status }: { status: PictureStatus }) {
  const { t } = useAdminTranslation();
  const query = usePictureQueue(status);
  const reject = useRejectPicture();
  const [rejecting, setRejecting] = useState<AdminPicture | null>(null);
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
          notifySuccess(t('pictures.rejected', { name }));
          close();
        },
        onError: (error) => setServerError(errorMessage(error, t)),
      },
    );
  };
  return (
    <>
      <CursorList
        query={query}
        loadingLabel={t('pictures.loading')}
        errorTitle={t('pictures.loadFailed')}
        empty={t(`pictures.empty.${status}`)}
      >
        {(items) => (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, xs: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.map((picture) => (
              <PictureCard key={picture.id} picture={picture} onReject={setRejecting} />
            ))}
          </SimpleGrid>
        )}
      </CursorList>
      <ReasonDialog
        opened={rejecting !== null}
        title={rejecting ? t('pictures.rejectTitle', { name: nameOf(rejecting) }) : ''}
        label={t('pictures.reason')}
        confirmLabel={t('pictures.rejectConfirm')}
        maxLength={500}
        loading={reject.isPending}
        serverError={serverError}
        onConfirm={doReject}
        onClose={close}
      >
        {t('pictures.rejectIntro')}
      </ReasonDialog>
    </>
  );
}

/** The office's picture queue: new pictures wait here until an admin approves or rejects them. */
export function PicturesPage() {
  const { t } = useAdminTranslation();
  return (
    <AdminPage title={t('pictures.title')}>
      <Text>{t('pictures.intro')}</Text>
      <StatusTabs statuses={PICTURE_STATUSES} label={(state) => t(`pictures.tabs.${state}`)}>
        {(state) => <PictureList key={state} status={state} />}
      </StatusTabs>
    </AdminPage>
  );
}
