import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { useProfile } from '../api/get-profile.ts';
import { useInterestList, useProfileList } from '../api/profile-lists.ts';
import { unreadOf, useUnreadMessages } from '../api/unread-messages.ts';
import { isApproved, useActiveProfile } from '../components/active-profile.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileAvatar } from '../components/profile-avatar.tsx';
import { ApprovalBadge } from '../components/approval-badge.tsx';
import { FamilyProfileCard } from '../components/family-profile-card.tsx';
import { NewMatchesSection } from '../components/new-matches-section.tsx';
import { PausedBadge } from '../components/paused-badge.tsx';
import '../i18n.ts';
import { asProfile, paths } from '../paths.ts';
import { displayName } from '../../../lib/names.ts';

/** "3", or "20+" when the first page is full and more follow (cursor pages carry no total). */
function useCount(query: {
  data?: { pages: { data: unknown[]; next_page_url: string | null }[] } | undefined;
}) {
  const first = query.data?.pages[0];
  if (!first) return null;
  return first.next_page_url ? `${first.data.length}+` : String(first.data.length);
}

function CountCard({
  label,
  value,
  to,
  loading,
}: {
  label: string;
  value: string | null;
  to: string;
  loading: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={to}
      aria-label={`${label}: ${value ?? '…'}`}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={28} width={40} mt={4} />
      ) : (
        <Text fz={28} fw={700}>
          {value ?? '–'}
        </Text>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const active = useActiveProfile();
  const profile = useProfile(active?.id);
  const approved = isApproved(active);
  const received = useInterestList('interested-in-me');
  const viewers = useProfileList('my-viewers');
  const receivedCount = useCount(received);
  const viewerCount = useCount(viewers);
  const user = useMatrimonialUser();
  const profiles = user.data?.profiles ?? [];
  const unread = useUnreadMessages();
  // The user answer counts every waiting interest; the first page of the list is the fallback.
  const pendingReceived =
    active?.pending_interests ??
    received.data?.pages[0]?.data.filter((interest) => interest.status === 'pending').length ??
    0;

  if (!active) return null;
  const name = displayName(active);
  const activeUnread = unreadOf(unread.data, active.id);
  return (
    <Stack gap="lg">
      <PageHeading title={t('matrimonial.dashboard.title')} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="active-profile-heading">
        <Group wrap="nowrap" align="flex-start">
          <ProfileAvatar profile={active} src={profile.data?.primary_picture?.thumb_url} size={80} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t('matrimonial.dashboard.activeProfile')}
            </Text>
            <Title order={2} size="h3" id="active-profile-heading">
              {name}
            </Title>
            <Group gap="xs">
              <ApprovalBadge profile={profile.data ?? active} />
              {active.is_paused && <PausedBadge />}
              {profile.data?.age != null && (
                <Badge variant="outline">{t('matrimonial.card.age', { age: profile.data.age })}</Badge>
              )}
            </Group>
            <Group gap="sm" mt="xs">
              <Anchor component={Link} to={paths.viewMyProfile}>
                {t('matrimonial.nav.viewMyProfile')}
              </Anchor>
              <Anchor component={Link} to={paths.profileEdit}>
                {t('matrimonial.nav.editProfile')}
              </Anchor>
              <Anchor component={Link} to={paths.pictures}>
                {t('matrimonial.nav.pictures')}
              </Anchor>
              <Anchor component={Link} to={paths.userProfiles}>
                {t('matrimonial.nav.switchProfile')}
              </Anchor>
            </Group>
          </Stack>
        </Group>
      </Card>

      {!approved && active.rejection_reason && (
        <Alert color="red" variant="light" title={t('matrimonial.pending.rejectedTitle', { name })}>
          <Text size="sm">
            {t('matrimonial.family.reason')} <strong>{active.rejection_reason}</strong>
          </Text>
          <Text size="sm">{t('matrimonial.pending.rejectedText')}</Text>
          <Anchor component={Link} to={paths.profileEdit} size="sm">
            {t('matrimonial.family.steps.correct')}
          </Anchor>
        </Alert>
      )}

      {!approved && !active.rejection_reason && (
        <Alert color="yellow" variant="light" title={t('matrimonial.dashboard.notApprovedTitle')}>
          <Text size="sm">{t('matrimonial.dashboard.notApprovedText')}</Text>
          <Anchor component={Link} to={paths.pendingApproval} size="sm">
            {t('matrimonial.dashboard.seeStatus')}
          </Anchor>
        </Alert>
      )}

      {approved && (
        <Group>
          <Button component={Link} to={paths.search} size="md">
            {t('matrimonial.nav.search')}
          </Button>
          {pendingReceived > 0 && (
            <Button component={Link} to={paths.interestedInMe} variant="light" size="md">
              {t('matrimonial.dashboard.pendingInterests', { count: pendingReceived })}
            </Button>
          )}
          {activeUnread > 0 && (
            <Button component={Link} to={paths.conversationsOf(active.id)} variant="light" size="md">
              {t('matrimonial.dashboard.unreadMessages', { count: activeUnread })}
            </Button>
          )}
        </Group>
      )}

      {approved && <NewMatchesSection profileId={active.id} />}

      {profiles.length > 1 && (
        <section aria-labelledby="family-heading">
          <Title order={2} size="h3" id="family-heading" mb="xs">
            {t('matrimonial.family.title')}
          </Title>
          <Text size="sm" mb="sm">
            {t('matrimonial.family.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profiles.map((item) => (
              <FamilyProfileCard key={item.id} profile={item} active={item.id === active.id} headingLevel={3}>
                {unreadOf(unread.data, item.id) > 0 && (
                  <Button
                    size="xs"
                    variant="light"
                    component={Link}
                    to={asProfile(paths.conversationsOf(item.id), item.id)}
                    aria-label={t('matrimonial.dashboard.unreadMessagesNamed', {
                      count: unreadOf(unread.data, item.id),
                      name: displayName(item),
                    })}
                  >
                    {t('matrimonial.dashboard.unreadMessages', { count: unreadOf(unread.data, item.id) })}
                  </Button>
                )}
              </FamilyProfileCard>
            ))}
          </SimpleGrid>
        </section>
      )}

      <section aria-labelledby="activity-heading">
        <Title order={2} size="h3" id="activity-heading" mb="sm">
          {t('matrimonial.dashboard.activity')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <CountCard
            label={t('matrimonial.nav.interestedInMe')}
            value={receivedCount}
            to={paths.interestedInMe}
            loading={received.isPending}
          />
          <CountCard
            label={t('matrimonial.nav.myViewers')}
            value={viewerCount}
            to={paths.myViewers}
            loading={viewers.isPending}
          />
        </SimpleGrid>
        <Group gap="md" mt="sm">
          <Anchor component={Link} to={paths.conversations}>
            {t('matrimonial.dashboard.messages')}
          </Anchor>
          <Anchor component={Link} to={paths.interestsSentByMe}>
            {t('matrimonial.nav.interestsSentByMe')}
          </Anchor>
          <Anchor component={Link} to={paths.viewedByMe}>
            {t('matrimonial.nav.viewedByMe')}
          </Anchor>
          <Anchor component={Link} to={paths.blockedProfiles}>
            {t('matrimonial.nav.blockedProfiles')}
          </Anchor>
          <Anchor component={Link} to={paths.changePassword}>
            {t('matrimonial.nav.changePassword')}
          </Anchor>
        </Group>
      </section>
    </Stack>
  );
}
