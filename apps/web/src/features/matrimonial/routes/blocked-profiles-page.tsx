import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useBlockedProfiles } from '../api/blocked-profiles.ts';
import { useBlockProfile } from '../api/moderation.ts';
import { InfiniteList } from '../components/infinite-list.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import '../i18n.ts';
import type { BlockedCard } from '../types.ts';
import { displayName } from '../../../lib/names.ts';

/** The profiles the user blocked, each with a way to lift the block. */
export function BlockedProfilesPage() {
  const { t } = useTranslation();
  const query = useBlockedProfiles();
  const unblock = useBlockProfile();
  const [toUnblock, setToUnblock] = useState<BlockedCard | null>(null);
  const name = toUnblock ? displayName(toUnblock.profile) : '';

  const confirmUnblock = () => {
    if (!toUnblock) return;
    unblock.mutate(
      { profileId: toUnblock.profile.id, blocked: false },
      {
        onSuccess: () => notifySuccess(t('matrimonial.lists.blockedProfiles.unblocked', { name })),
        onError: (error) => notifyError(errorMessage(error, t)),
        onSettled: () => setToUnblock(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <PageHeading title={t('matrimonial.lists.blockedProfiles.title')} />
      <Text>{t('matrimonial.lists.blockedProfiles.intro')}</Text>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('matrimonial.loading.list')} />}
        errorTitle={t('errors.loadFailed', { what: t('matrimonial.lists.blockedProfiles.what') })}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        empty={t('matrimonial.lists.blockedProfiles.empty')}
      >
        {(data) => (
          <InfiniteList query={query}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {data.pages.flatMap((page) =>
                page.data.map((item) => (
                  // A blocked profile cannot be opened, so the card is not a link.
                  <ProfileCard key={item.profile.id} profile={item.profile} linked={false}>
                    <Text size="xs" c="dimmed">
                      {t('matrimonial.lists.blockedProfiles.blockedOn', {
                        date: formatInstant(item.blocked_at),
                      })}
                    </Text>
                    <Group mt="xs">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setToUnblock(item)}
                        aria-label={t('matrimonial.lists.blockedProfiles.unblockNamed', {
                          name: displayName(item.profile),
                        })}
                      >
                        {t('matrimonial.lists.blockedProfiles.unblock')}
                      </Button>
                    </Group>
                  </ProfileCard>
                )),
              )}
            </SimpleGrid>
          </InfiniteList>
        )}
      </AsyncContent>
      <ConfirmDialog
        opened={toUnblock !== null}
        title={t('matrimonial.lists.blockedProfiles.unblockTitle', { name })}
        confirmLabel={t('matrimonial.lists.blockedProfiles.unblock')}
        loading={unblock.isPending}
        danger={false}
        onClose={() => setToUnblock(null)}
        onConfirm={confirmUnblock}
      >
        {t('matrimonial.lists.blockedProfiles.unblockText', { name })}
      </ConfirmDialog>
    </Stack>
  );
}
