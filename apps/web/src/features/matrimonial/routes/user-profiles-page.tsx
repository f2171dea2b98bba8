import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteProfile } from '../api/delete-profile.ts';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { FamilyProfileCard } from '../components/family-profile-card.tsx';
import { PauseControl } from '../components/pause-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import '../i18n.ts';
import type { ProfileSummary } from '../types.ts';
import { paths } from '../paths.ts';
import { displayName } from '../../../lib/names.ts';

/** The user's own profiles (self, son, daughter…): which one is active, switch, add, delete. */
export function UserProfilesPage() {
  const { t } = useTranslation();
  const user = useMatrimonialUser();
  const active = useActiveProfile();
  const deleteProfile = useDeleteProfile();
  const [toDelete, setToDelete] = useState<ProfileSummary | null>(null);
  const profiles = user.data?.profiles ?? [];

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = displayName(toDelete);
    deleteProfile.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifySuccess(t('matrimonial.profiles.deleted', { name }));
      },
      onError: (error) => {
        setToDelete(null);
        notifyError(errorMessage(error, t));
      },
    });
  };

  return (
    <Stack gap="md">
      <PageHeading
        title={t('matrimonial.profiles.title')}
        actions={
          <Button component={Link} to={paths.newProfile}>
            {t('matrimonial.profiles.add')}
          </Button>
        }
      />
      <Text>{t('matrimonial.profiles.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {profiles.map((profile) => {
          const isActive = profile.id === active?.id;
          const name = displayName(profile);
          return (
            <FamilyProfileCard key={profile.id} profile={profile} active={isActive}>
              {profile.approved_on && <PauseControl profile={profile} />}
              <Button
                size="xs"
                variant="outline"
                color="red.8"
                onClick={() => setToDelete(profile)}
                aria-label={t('matrimonial.profiles.deleteNamed', { name })}
              >
                {t('matrimonial.common.delete')}
              </Button>
            </FamilyProfileCard>
          );
        })}
      </SimpleGrid>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('matrimonial.profiles.deleteTitle')}
        confirmLabel={t('matrimonial.profiles.deleteConfirm')}
        loading={deleteProfile.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {toDelete ? t('matrimonial.profiles.deleteText', { name: displayName(toDelete) }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
