import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useProfile } from '../api/get-profile.ts';
import { isApproved, useActiveProfile } from '../components/active-profile.ts';
import { notifySuccess } from '../components/notify.ts';
import { ShareContactChoice } from '../components/share-contact-choice.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { CompletenessMeter } from '../components/completeness-meter.tsx';
import { FocusField } from '../components/focus-field.tsx';
import { PendingRevisionNotice } from '../components/pending-revision-notice.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';

/**
 * Edits the active profile. A new one (?new=1, and for users without any) is made on the guided path
 * (decision 063), where this page sends them.
 */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const active = useActiveProfile();
  const creating = params.get('new') === '1' || !active;
  const profile = useProfile(creating ? undefined : active?.id);

  if (creating) return <Navigate to={paths.newProfile} replace />;

  const title = t('matrimonial.form.editTitle');
  return (
    <Stack gap="md">
      <PageHeading title={title} />
      {profile.isPending ? (
        <DetailSkeleton label={t('matrimonial.loading.profile')} />
      ) : profile.isError ? (
        <ErrorState
          title={t('errors.loadFailed', { what: t('matrimonial.what.profile') })}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          retrying={profile.isRefetching}
        />
      ) : (
        <>
          <CompletenessMeter profile={profile.data} />
          <PendingRevisionNotice revision={profile.data.pending_revision} />
          <FocusField />
          <ProfileForm
            key={profile.data.id}
            profile={profile.data}
            onCancel={() => void navigate(paths.viewMyProfile)}
            onSaved={(saved) => {
              notifySuccess(
                isApproved(saved)
                  ? saved.pending_revision
                    ? t('matrimonial.form.savedForReview')
                    : t('matrimonial.form.saved')
                  : // A draft is not waiting for anyone yet.
                    saved.status === 'draft'
                    ? t('matrimonial.form.saved')
                    : t('matrimonial.form.savedPending'),
              );
              void navigate(paths.viewMyProfile);
            }}
          />
          <Stack gap="xs" component="section" aria-labelledby="share-contact-heading">
            <Title order={2} size="h4" id="share-contact-heading">
              {t('matrimonial.shareChoice.title')}
            </Title>
            <ShareContactChoice profile={profile.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
