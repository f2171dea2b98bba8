import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useProfile } from '../api/get-profile.ts';
import { usePictures } from '../api/pictures.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { ApprovalBadge } from '../components/approval-badge.tsx';
import { ConsentPanel } from '../components/consent-panel.tsx';
import { SubmitForApproval } from '../components/submit-for-approval.tsx';
import { VerifiedAndConsentBadges } from '../components/verified-and-consent-badges.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PendingRevisionNotice } from '../components/pending-revision-notice.tsx';
import { PictureGallery } from '../components/picture-gallery.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import { displayFirstName, displayName } from '../../../lib/names.ts';

/** The active profile in full, as its owner sees it. */
export function ViewMyProfilePage() {
  const { t } = useTranslation();
  const active = useActiveProfile();
  const profile = useProfile(active?.id);
  const pictures = usePictures(active?.id);
  const title = t('matrimonial.myProfile.title');

  return (
    <Stack gap="md">
      <PageHeading
        title={title}
        actions={
          <>
            <Button component={Link} to={paths.profileEdit} variant="light">
              {t('matrimonial.nav.editProfile')}
            </Button>
            <Button component={Link} to={paths.pictures} variant="light">
              {t('matrimonial.nav.pictures')}
            </Button>
          </>
        }
      />
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
          <Group gap="sm">
            <Title order={2} size="h3">
              {displayName(profile.data)}
            </Title>
            <ApprovalBadge profile={profile.data} />
          </Group>
          <VerifiedAndConsentBadges profile={profile.data} />
          {profile.data.status === 'draft' ? (
            <SubmitForApproval profile={profile.data} />
          ) : (
            !profile.data.approved_on && (
              <Alert color="yellow" variant="light">
                {profile.data.rejection_reason
                  ? t('matrimonial.myProfile.rejected', { reason: profile.data.rejection_reason })
                  : t('matrimonial.myProfile.pending')}
              </Alert>
            )
          )}
          <PendingRevisionNotice revision={profile.data.pending_revision} />
          <ConsentPanel profile={profile.data} />
          <ProfileDetails profile={profile.data} />
          <section aria-labelledby="my-pictures-heading">
            <Title order={2} size="h4" id="my-pictures-heading" mb="xs">
              {t('matrimonial.pictures.title')}
            </Title>
            {pictures.data && pictures.data.length > 0 ? (
              <PictureGallery pictures={pictures.data} name={displayFirstName(profile.data)} />
            ) : pictures.isError ? (
              <ErrorState
                title={t('errors.loadFailed', { what: t('matrimonial.what.pictures') })}
                error={pictures.error}
                onRetry={() => void pictures.refetch()}
              />
            ) : pictures.isPending ? null : (
              <Text c="dimmed">
                {t('matrimonial.pictures.none')}{' '}
                <Link to={paths.pictures}>{t('matrimonial.pictures.addFirst')}</Link>
              </Text>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
