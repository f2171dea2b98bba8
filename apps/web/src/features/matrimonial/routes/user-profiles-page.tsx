import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteProfile } from '../api/delete-profile.ts';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { useSetDefaultProfile } from '../api/set-default-profile.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { ApprovalBadge } from '../components/approval-badge.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileAvatar } from '../components/profile-avatar.tsx';
import '../i18n.ts';
import type { ProfileSummary } from '../types.ts';
import { paths } from '../paths.ts';

/** The user's own profiles (self, son, daughter…): which one is active, switch, add, delete. */
export function UserProfilesPage() {
  const { t } = useTranslation();
  const user = useMatrimonialUser();
  const active = useActiveProfile();
  const setDefault = useSetDefaultProfile();
  const deleteProfile = useDeleteProfile();
  const [toDelete, setToDelete] = useState<ProfileSummary | null>(null);
  const profiles = user.data?.profiles ?? [];

  const makeActive = (profile: ProfileSummary) =>
    setDefault.mutate(profile.id, {
      onSuccess: () => notifySuccess(t('matrimonial.profiles.switched', { name: profile.first_name })),
      onError: (error) => notifyError(errorMessage(error, t)),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = `${toDelete.first_name} ${toDelete.last_name}`;
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
          const name = `${profile.first_name} ${profile.last_name}`;
          return (
            <Card key={profile.id} component="li" withBorder radius="md" padding="md">
              <Group wrap="nowrap" align="flex-start">
                <ProfileAvatar firstName={profile.first_name} lastName={profile.last_name} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Title order={2} size="h4">
                    {name}
                  </Title>
                  <Group gap="xs">
                    <ApprovalBadge profile={profile} />
                    {isActive && (
                      <Badge color="indigo" variant="filled">
                        {t('matrimonial.profiles.active')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs" mt="xs">
                    {!isActive && (
                      <Button
                        size="xs"
                        onClick={() => makeActive(profile)}
                        loading={setDefault.isPending && setDefault.variables === profile.id}
                        aria-label={t('matrimonial.profiles.makeActiveNamed', { name })}
                      >
                        {t('matrimonial.profiles.makeActive')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      onClick={() => setToDelete(profile)}
                      aria-label={t('matrimonial.profiles.deleteNamed', { name })}
                    >
                      {t('matrimonial.common.delete')}
                    </Button>
                  </Group>
                </Stack>
              </Group>
            </Card>
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
        {toDelete
          ? t('matrimonial.profiles.deleteText', { name: `${toDelete.first_name} ${toDelete.last_name}` })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
