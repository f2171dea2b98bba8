import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Ltr, UserText } from '../../../components/ltr.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { INTEREST_WINDOW_DAYS } from '@samaj/shared';
import { useWithdrawInterest } from '../api/interests.ts';
import { useInterestList, type InterestListKind } from '../api/profile-lists.ts';
import { isApproved, useActiveProfile } from '../components/active-profile.ts';
import { ContactLinks } from '../components/contact-links.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InfiniteList } from '../components/infinite-list.tsx';
import { ListNav } from '../components/list-nav.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import type { Interest } from '../types.ts';
import { displayContactName, displayFirstName } from '../../../lib/names.ts';

const STATUS_COLORS = {
  pending: 'yellow',
  accepted: 'teal',
  declined: 'red',
  withdrawn: 'gray',
  expired: 'gray',
} as const;

function InterestItem({
  interest,
  kind,
  approved,
  onWithdraw,
}: {
  interest: Interest;
  kind: InterestListKind;
  approved: boolean;
  onWithdraw: (interest: Interest) => void;
}) {
  const { t } = useTranslation();
  const received = kind === 'interested-in-me';
  const other = received ? interest.from_profile : interest.to_profile;
  const contact = other.contact;
  return (
    <ProfileCard profile={other} linked={approved}>
      <Group gap="xs" mt={4}>
        <Badge color={STATUS_COLORS[interest.status]} variant="light">
          {t(`matrimonial.status.interest.${interest.status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatInstant(interest.created_at)}
        </Text>
      </Group>
      {interest.message && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
          “<UserText>{interest.message}</UserText>”
        </Text>
      )}
      {interest.status === 'declined' && interest.decline_reason && (
        <Text size="sm" mt={4}>
          {received
            ? t(`matrimonial.interest.declineReasons.${interest.decline_reason}`)
            : t('matrimonial.interest.declinedBecause', {
                reason: t(`matrimonial.interest.declineReasonTexts.${interest.decline_reason}`),
              })}
        </Text>
      )}
      {interest.status === 'expired' && !received && (
        <Group mt="xs" gap="xs">
          <Text size="sm">{t('matrimonial.interest.expiredHelp')}</Text>
          <Button size="xs" variant="light" component={Link} to={paths.sendInterest(other.id)}>
            {t('matrimonial.interest.sendAgain')}
          </Button>
        </Group>
      )}
      {interest.status === 'accepted' && contact && (
        <Stack gap={4} mt={4}>
          <Text size="sm">
            {t('matrimonial.contact.holder', { name: displayContactName(contact) })}{' '}
            <Text span fw={700}>
              <Ltr>{contact.mobile}</Ltr>
            </Text>
          </Text>
          <ContactLinks contact={contact} size="xs" />
        </Stack>
      )}
      {received && interest.status === 'pending' && approved && (
        <Group mt="xs">
          <Button size="xs" component={Link} to={paths.replyInterest(interest.id)}>
            {t('matrimonial.interest.replyTo', { name: displayFirstName(other) })}
          </Button>
        </Group>
      )}
      {!received && interest.status === 'pending' && (
        <Group mt="xs">
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            onClick={() => onWithdraw(interest)}
            aria-label={t('matrimonial.interest.withdrawNamed', { name: displayFirstName(other) })}
          >
            {t('matrimonial.interest.withdraw')}
          </Button>
        </Group>
      )}
    </ProfileCard>
  );
}

/**
 * When a withdrawn interest can go to the same profile again: the server counts it for
 * INTEREST_WINDOW_DAYS from its sending, withdrawn or not (interests.ts, checkResend).
 */
function sendAgainFrom(sentAt: string): string {
  return new Date(new Date(sentAt).getTime() + INTEREST_WINDOW_DAYS * 86_400_000).toISOString();
}

function InterestListPage({ kind }: { kind: InterestListKind }) {
  const { t } = useTranslation();
  const query = useInterestList(kind);
  const approved = isApproved(useActiveProfile());
  const withdraw = useWithdrawInterest();
  const [toWithdraw, setToWithdraw] = useState<Interest | null>(null);
  const key = kind === 'interested-in-me' ? 'interestedInMe' : 'interestsSentByMe';

  const confirmWithdraw = () => {
    if (!toWithdraw) return;
    withdraw.mutate(toWithdraw.id, {
      onSuccess: () => notifySuccess(t('matrimonial.interest.withdrawn')),
      onError: (error) => notifyError(errorMessage(error, t)),
      onSettled: () => setToWithdraw(null),
    });
  };

  return (
    <Stack gap="md">
      <PageHeading title={t(`matrimonial.lists.${key}.title`)} />
      <ListNav />
      <Text>{t(`matrimonial.lists.${key}.intro`)}</Text>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('matrimonial.loading.list')} />}
        errorTitle={t('errors.loadFailed', { what: t(`matrimonial.lists.${key}.what`) })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t(`matrimonial.lists.${key}.empty`)}
      >
        {(data) => (
          <InfiniteList query={query}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {data.pages.flatMap((page) =>
                page.data.map((interest) => (
                  <InterestItem
                    key={interest.id}
                    interest={interest}
                    kind={kind}
                    approved={approved}
                    onWithdraw={setToWithdraw}
                  />
                )),
              )}
            </SimpleGrid>
          </InfiniteList>
        )}
      </AsyncContent>
      <ConfirmDialog
        opened={toWithdraw !== null}
        title={t('matrimonial.interest.withdrawTitle')}
        confirmLabel={t('matrimonial.interest.withdraw')}
        loading={withdraw.isPending}
        onClose={() => setToWithdraw(null)}
        onConfirm={confirmWithdraw}
      >
        {t('matrimonial.interest.withdrawText', {
          name: toWithdraw ? displayFirstName(toWithdraw.to_profile) : '',
          days: INTEREST_WINDOW_DAYS,
          date: toWithdraw ? formatInstant(sendAgainFrom(toWithdraw.created_at)) : '',
        })}
      </ConfirmDialog>
    </Stack>
  );
}

export function InterestedInMePage() {
  return <InterestListPage kind="interested-in-me" />;
}

export function InterestsSentByMePage() {
  return <InterestListPage kind="interests-sent-by-me" />;
}
