import { List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useNavigate } from 'react-router';
import { useSetDefaultProfile } from '../api/set-default-profile.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { notifySuccess } from '../components/notify.ts';
import '../i18n.ts';
import { paths } from '../paths.ts';
import { displayFirstName } from '../../../lib/names.ts';

/** New users with no profile: what happens next, and the form for the first profile. */
export function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useActiveProfile();
  const setDefault = useSetDefaultProfile();
  // Only someone who arrives with a profile is sent on; creating one here leads to the pictures page.
  const [hadProfile] = useState(active !== null);
  if (hadProfile) return <Navigate to={paths.dashboard} replace />;
  return (
    <Stack gap="md">
      <PageHeading title={t('matrimonial.welcome.title')} />
      <Text>{t('matrimonial.welcome.intro')}</Text>
      <List spacing={4} size="sm">
        <List.Item>{t('matrimonial.welcome.step1')}</List.Item>
        <List.Item>{t('matrimonial.welcome.step2')}</List.Item>
        <List.Item>{t('matrimonial.welcome.step3')}</List.Item>
      </List>
      <ProfileForm
        onSaved={(profile) => {
          setDefault.mutate(profile.id);
          notifySuccess(t('matrimonial.form.created', { name: displayFirstName(profile) }));
          void navigate(paths.pictures);
        }}
      />
    </Stack>
  );
}
