import { Anchor, Badge, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Conversation } from '@samaj/shared';
import { Link, useSearchParams } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formatInstantWithTime } from '../../../lib/format.ts';
import { displayName } from '../../../lib/names.ts';
import { useSession } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { InfiniteList } from '../components/infinite-list.tsx';
import { ListNav } from '../components/list-nav.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileAvatar } from '../components/profile-avatar.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import { useConversations } from './api.ts';
import { sidesOf } from './sides.ts';

function ConversationRow({
  conversation,
  accountId,
}: {
  conversation: Conversation;
  accountId: string | null;
}) {
  const { t } = useTranslation();
  const { mine, other, myProfileId } = sidesOf(conversation, accountId);
  const otherName = other ? displayName(other) : t('matrimonial.conversations.deletedAccount');
  const last = conversation.last_message;
  const lastMine = last !== null && last.profile_id === myProfileId;
  const headingId = `conversation-${conversation.id}`;
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-labelledby={headingId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {other ? <ProfileAvatar profile={other} src={other.primary_picture?.thumb_url} size={48} /> : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.conversation(conversation.id)}
              fw={700}
              id={headingId}
              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {otherName}
            </Anchor>
            {last && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatInstantWithTime(last.sent_at)}
              </Text>
            )}
          </Group>
          {mine && (
            <Text size="xs" c="dimmed">
              {t('matrimonial.conversations.forProfile', { name: displayName(mine) })}
            </Text>
          )}
          <Text
            size="sm"
            lineClamp={1}
            c={conversation.unread > 0 ? undefined : 'dimmed'}
            fw={conversation.unread > 0 ? 600 : 400}
          >
            {last === null ? (
              t('matrimonial.conversations.noMessages')
            ) : last.removed ? (
              <em>{t('matrimonial.conversations.removed')}</em>
            ) : (
              <>
                {lastMine && `${t('matrimonial.conversations.you')}: `}
                <bdi dir="auto">{last.body}</bdi>
              </>
            )}
          </Text>
          <Group gap={6} mt={2}>
            {conversation.unread > 0 && (
              <Badge
                color="indigo.9"
                aria-label={t('matrimonial.conversations.unreadLabel', { count: conversation.unread })}
              >
                {t('matrimonial.conversations.unread', { count: conversation.unread })}
              </Badge>
            )}
            {conversation.muted && (
              <Badge color="gray" variant="outline">
                {t('matrimonial.conversations.muted')}
              </Badge>
            )}
            {conversation.state === 'closed' && (
              <Badge color="gray" variant="outline">
                {t('matrimonial.conversations.closed')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The family's conversations (decision 057): all of the account's, or one profile's (`?profile_id`). */
export function ConversationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const user = useMatrimonialUser();
  const accountId = useSession((state) => state.user?.id ?? null);
  const profiles = user.data?.profiles ?? [];
  const requested = params.get('profile_id');
  const profileId = requested && profiles.some((p) => p.id === requested) ? requested : null;
  const query = useConversations(profileId);

  return (
    <Stack gap="md">
      <PageHeading title={t('matrimonial.conversations.title')} />
      <ListNav />
      <Text>{t('matrimonial.conversations.intro')}</Text>
      {profiles.length > 1 && (
        <NativeSelect
          label={t('matrimonial.conversations.filterLabel')}
          value={profileId ?? ''}
          maw={360}
          data={[
            { value: '', label: t('matrimonial.conversations.allProfiles') },
            ...profiles.map((p) => ({ value: p.id, label: displayName(p) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(value ? { profile_id: value } : {}, { replace: true });
          }}
        />
      )}
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('matrimonial.conversations.loading')} />}
        errorTitle={t('errors.loadFailed', { what: t('matrimonial.conversations.what') })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={
          <Stack gap="xs" align="center">
            <Text>{t('matrimonial.conversations.empty')}</Text>
            <Anchor component={Link} to={paths.interestedInMe}>
              {t('matrimonial.conversations.emptyLink')}
            </Anchor>
          </Stack>
        }
      >
        {(data) => (
          <InfiniteList query={query}>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.pages.flatMap((page) =>
                page.data.map((conversation) => (
                  <ConversationRow key={conversation.id} conversation={conversation} accountId={accountId} />
                )),
              )}
            </Stack>
          </InfiniteList>
        )}
      </AsyncContent>
    </Stack>
  );
}
