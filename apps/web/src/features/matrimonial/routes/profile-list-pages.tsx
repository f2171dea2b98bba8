import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useProfileList, type ProfileListKind } from '../api/profile-lists.ts';
import { isApproved, useActiveProfile } from '../components/active-profile.ts';
import { InfiniteList } from '../components/infinite-list.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { ListNav } from '../components/list-nav.tsx';
import '../i18n.ts';

function ProfileListPage({ kind }: { kind: ProfileListKind }) {
  const { t } = useTranslation();
  const query = useProfileList(kind);
  const approved = isApproved(useActiveProfile());
  const key = (
    { 'viewed-by-me': 'viewedByMe', 'my-viewers': 'myViewers', shortlisted: 'shortlisted' } as const
  )[kind];
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
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.pages.flatMap((page) =>
                page.data.map((card) => (
                  <ProfileCard
                    key={card.id}
                    profile={card}
                    linked={approved}
                    shortlistable={kind === 'shortlisted' && approved}
                  >
                    {card.viewed_at && (
                      <Text size="xs" c="dimmed">
                        {t('matrimonial.lists.viewedOn', { date: formatInstant(card.viewed_at) })}
                      </Text>
                    )}
                  </ProfileCard>
                )),
              )}
            </SimpleGrid>
          </InfiniteList>
        )}
      </AsyncContent>
    </Stack>
  );
}

export function ViewedByMePage() {
  return <ProfileListPage kind="viewed-by-me" />;
}

export function MyViewersPage() {
  return <ProfileListPage kind="my-viewers" />;
}

/** The active profile's shortlist, newest first (a paused profile stays, marked paused). */
export function ShortlistPage() {
  return <ProfileListPage kind="shortlisted" />;
}
