import { Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { PROFILE_REVIEW_STATES, type ProfileReviewState } from '@samaj/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApproveProfile } from '../api/approve-profile.ts';
import { useAdminProfiles, type ReviewProfile } from '../api/get-profiles.ts';
import { useRejectProfile } from '../api/reject-profile.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { notifyError } from '../components/notify.ts';
import { ProfileReview } from '../components/profile-review.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { VerifyControls } from '../components/verify-controls.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { displayName } from '../../../lib/names.ts';

/** Keys typed into a field, or with a modifier, are the field's (or the browser's), not shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'textbox'
  );
}

function Queue({ status }: { status: ProfileReviewState }) {
  const { t } = useAdminTranslation();
  const query = useAdminProfiles(status);
  const approve = useApproveProfile();
  const reject = useRejectProfile();
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState<ReviewProfile | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const position = Math.min(index, Math.max(items.length - 1, 0));
  const current = items[position];
  const busy = approve.isPending || reject.isPending;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Near the end of what is loaded, the next page comes in before it is needed.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && items.length > 0 && position >= items.length - 2) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, items.length, position]);

  const move = useCallback(
    (step: number) => {
      if (items.length === 0) return;
      const next = Math.min(Math.max(position + step, 0), items.length - 1);
      setIndex(next);
      const profile = items[next];
      if (profile && next !== position) {
        setAnnouncement(
          t('profiles.showing', {
            name: displayName(profile),
            position: next + 1,
            total: items.length,
          }),
        );
      }
    },
    [items, position, t],
  );

  const doApprove = useCallback(
    async (profile: ReviewProfile) => {
      const name = displayName(profile);
      try {
        await approve.mutateAsync(profile.id);
        setAnnouncement(t('profiles.approvedName', { name }));
        headingRef.current?.focus();
      } catch (error) {
        notifyError(errorMessage(error, t));
      }
    },
    [approve, t],
  );

  const openReject = useCallback((profile: ReviewProfile) => {
    setRejectError(null);
    setRejecting(profile);
  }, []);

  const doReject = async (reason: string) => {
    if (!rejecting) return;
    const name = displayName(rejecting);
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      setRejecting(null);
      setAnnouncement(t('profiles.rejectedName', { name }));
      // The dialog returns focus to its opener first; then the page takes it for the next profile.
      setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      setRejectError(errorMessage(error, t));
    }
  };
  const canApprove = status !== 'approved';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (rejecting || busy || isTypingTarget(event.target)) return;
      // A dialog or menu elsewhere on the page owns the keyboard while it is open.
      if (document.querySelector('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'j') move(1);
      else if (key === 'k') move(-1);
      else if (key === 'a' && current && canApprove) void doApprove(current);
      else if (key === 'r' && current) openReject(current);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rejecting, busy, move, current, canApprove, doApprove, openReject]);

  if (query.isPending) return <DetailSkeleton label={t('profiles.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('profiles.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  return (
    <Stack gap="md">
      <Text aria-live="polite" role="status" style={srOnly}>
        {announcement}
      </Text>
      {!current ? (
        <EmptyState>
          {status === 'pending' ? t('profiles.nothingWaiting') : t('profiles.noneHere')}
        </EmptyState>
      ) : (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500}>
              {hasNextPage
                ? t('profiles.positionMore', { position: position + 1, total: items.length })
                : t('profiles.position', { position: position + 1, total: items.length })}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => move(-1)} disabled={position === 0}>
                {t('profiles.previous')}
              </Button>
              <Button
                variant="default"
                size="xs"
                onClick={() => move(1)}
                disabled={position >= items.length - 1}
              >
                {t('profiles.next')}
              </Button>
            </Group>
          </Group>
          <Group gap="sm">
            {canApprove && (
              <Button onClick={() => void doApprove(current)} loading={approve.isPending}>
                {t('profiles.approve')}
              </Button>
            )}
            <Button color="red.9" variant="outline" onClick={() => openReject(current)} disabled={busy}>
              {t('profiles.reject')}
            </Button>
          </Group>
          <VerifyControls key={current.id} profile={current} />
          <Text size="sm" c="dimmed">
            {t('profiles.shortcuts')} <Kbd>A</Kbd> {t('profiles.approve')} · <Kbd>R</Kbd>{' '}
            {t('profiles.reject')} · <Kbd>J</Kbd> {t('profiles.next')} · <Kbd>K</Kbd> {t('profiles.previous')}
          </Text>
          <ProfileReview profile={current} headingRef={headingRef} />
        </>
      )}
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('profiles.rejectTitle', {
          name: rejecting ? displayName(rejecting) : '',
        })}
        label={t('profiles.rejectReason')}
        confirmLabel={t('profiles.reject')}
        maxLength={1000}
        loading={reject.isPending}
        serverError={rejectError}
        onConfirm={(reason) => void doReject(reason)}
      >
        {t('profiles.rejectText')}
      </ReasonDialog>
    </Stack>
  );
}

const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function ApprovalQueuePage() {
  const { t } = useAdminTranslation();
  return (
    <AdminPage title={t('profiles.title')}>
      <StatusTabs statuses={PROFILE_REVIEW_STATES} label={(state) => t(`profiles.tabs.${state}`)}>
        {(state) => <Queue key={state} status={state} />}
      </StatusTabs>
    </AdminPage>
  );
}
