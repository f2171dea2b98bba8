import { Alert, Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useReplyInterest, type InterestReply } from '../api/interests.ts';
import { useInterestList } from '../api/profile-lists.ts';
import type { DeclineReason } from '@samaj/shared';
import { DeclineDialog } from '../components/decline-dialog.tsx';
import { notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import { displayFirstName } from '../../../lib/names.ts';

/** Finds an interest received by the active profile, following next_page_url until it turns up. */
function useReceivedInterest(interestId: string) {
  const query = useInterestList('interested-in-me');
  const interest = query.data?.pages.flatMap((page) => page.data).find((item) => item.id === interestId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const keepLooking = !interest && hasNextPage && !isFetchingNextPage && !isError;
  useEffect(() => {
    if (keepLooking) void fetchNextPage();
  }, [keepLooking, fetchNextPage]);
  return { query, interest, searching: query.isPending || keepLooking || isFetchingNextPage };
}

/** Accept or decline an interest received: accepting shows each family the other's mobile number. */
export function ReplyInterestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { query, interest, searching } = useReceivedInterest(id);
  const reply = useReplyInterest();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const answer = (value: InterestReply, reason?: DeclineReason) => {
    setProblem(null);
    reply.mutate(
      { interestId: id, reply: value, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setConfirmDecline(false);
          notifySuccess(
            t(value === 'accepted' ? 'matrimonial.interest.accepted' : 'matrimonial.interest.declined'),
          );
          void navigate(paths.interestedInMe);
        },
        onError: (error) => {
          setConfirmDecline(false);
          setProblem(
            isApiError(error) ? (error.errors.reply?.[0] ?? errorMessage(error, t)) : errorMessage(error, t),
          );
        },
      },
    );
  };

  const title = t('matrimonial.interest.replyTitle');
  if (query.isError) {
    return (
      <Stack>
        <PageHeading title={title} />
        <ErrorState
          title={t('errors.loadFailed', { what: t('matrimonial.what.interest') })}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </Stack>
    );
  }
  if (searching) {
    return (
      <Stack>
        <PageHeading title={title} />
        <DetailSkeleton label={t('matrimonial.loading.interest')} />
      </Stack>
    );
  }
  if (!interest) {
    return (
      <StatusPage title={t('matrimonial.interest.notFound')} text={t('matrimonial.interest.notFoundText')} />
    );
  }

  const from = interest.from_profile;
  return (
    <Stack gap="md" maw={640}>
      <PageHeading title={title} />
      <Text>{t('matrimonial.interest.receivedOn', { date: formatInstant(interest.created_at) })}</Text>
      <ProfileCard profile={from} />
      {interest.message && (
        <Blockquote color="indigo" p="md" cite={displayFirstName(from)}>
          {interest.message}
        </Blockquote>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {interest.status === 'pending' ? (
        <>
          <Text size="sm" c="dimmed">
            {t('matrimonial.interest.acceptHelp')}
          </Text>
          <Group>
            <Button
              onClick={() => answer('accepted')}
              loading={reply.isPending && reply.variables.reply === 'accepted'}
            >
              {t('matrimonial.interest.accept')}
            </Button>
            <Button variant="outline" color="red.8" onClick={() => setConfirmDecline(true)}>
              {t('matrimonial.interest.decline')}
            </Button>
            <Button component={Link} to={paths.viewProfile(from.id)} variant="subtle">
              {t('matrimonial.interest.viewFull')}
            </Button>
          </Group>
        </>
      ) : (
        <Text fw={500}>{t(`matrimonial.status.interest.${interest.status}`)}</Text>
      )}
      <DeclineDialog
        opened={confirmDecline}
        name={displayFirstName(from)}
        loading={reply.isPending}
        onClose={() => setConfirmDecline(false)}
        onConfirm={(reason) => answer('declined', reason)}
      />
    </Stack>
  );
}
