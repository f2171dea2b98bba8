import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicProfile } from '../api/get-profile.ts';
import { usePictures } from '../api/pictures.ts';
import { MatchBadges } from '../components/match-badges.tsx';
import { PausedBadge } from '../components/paused-badge.tsx';
import { ProfileMoreActions } from '../components/profile-more-actions.tsx';
import { VerifiedAndConsentBadges } from '../components/verified-and-consent-badges.tsx';
import { ProfileViewActions } from '../components/profile-view-actions.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PictureGallery } from '../components/picture-gallery.tsx';
import { WithheldPicturesNote } from '../components/photo-privacy.tsx';
import { ContactPanel, ProfileDetails } from '../components/profile-details.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';
import type { ProfileInterest } from '../types.ts';
import { displayFirstName, displayName } from '../../../lib/names.ts';

/** What the active profile can do about the interest between the two (the profile's answer says it). */
function InterestActions({
  profileId,
  name,
  interest,
}: {
  profileId: string;
  name: string;
  interest: ProfileInterest | null;
}) {
  const { t } = useTranslation();
  if (!interest) {
    return (
      <Button component={Link} to={paths.sendInterest(profileId)}>
        {t('matrimonial.view.sendInterest')}
      </Button>
    );
  }
  if (!interest.sent && interest.status === 'pending') {
    return (
      <Button component={Link} to={paths.replyInterest(interest.id)}>
        {t('matrimonial.view.reply')}
      </Button>
    );
  }
  const key = interest.sent
    ? `matrimonial.view.sent.${interest.status}`
    : `matrimonial.view.received.${interest.status}`;
  return <Text fw={500}>{t(key, { name })}</Text>;
}

export function ViewProfilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profile = usePublicProfile(id);
  // Asked together with the profile, not after it. The page shows with the profile; when the profile has
  // a picture for this viewer, the pictures' place is kept while they load, so their arrival pushes the
  // details down (a layout shift) only by a further row. A failed pictures list just shows none.
  const pictures = usePictures(id);

  if (profile.isError && isApiError(profile.error) && profile.error.status === 404) {
    return <StatusPage title={t('matrimonial.view.notFound')} text={t('matrimonial.view.notFoundText')} />;
  }
  if (profile.isPending || profile.isError) {
    return (
      <Stack>
        <PageHeading title={t('matrimonial.view.title')} />
        {profile.isPending ? (
          <DetailSkeleton label={t('matrimonial.loading.profile')} />
        ) : (
          <ErrorState
            title={t('errors.loadFailed', { what: t('matrimonial.what.profile') })}
            error={profile.error}
            onRetry={() => void profile.refetch()}
            retrying={profile.isRefetching}
          />
        )}
      </Stack>
    );
  }

  const data = profile.data;
  const name = displayName(data);
  const firstName = displayFirstName(data);
  const contact = 'contact' in data ? data.contact : null;

  return (
    <Stack gap="md">
      <PageHeading
        title={name}
        actions={
          <ProfileMoreActions
            profileId={id}
            name={name}
            family={'family_profiles' in data ? data.family_profiles : undefined}
          />
        }
      />
      <VerifiedAndConsentBadges profile={data} />
      {'matches' in data && <MatchBadges matches={data.matches} mutual={data.mutual} />}
      {contact ? (
        <ContactPanel contact={contact} />
      ) : (
        <Alert variant="light" color="indigo">
          {t('matrimonial.view.contactHidden')}
        </Alert>
      )}
      {data.is_paused ? (
        <Group gap="sm">
          <PausedBadge />
          <Text size="sm">{t('matrimonial.pause.othersText', { name: firstName })}</Text>
        </Group>
      ) : (
        <Group>
          <InterestActions
            profileId={id}
            name={firstName}
            interest={'interest' in data ? data.interest : null}
          />
        </Group>
      )}
      <ProfileViewActions
        profileId={id}
        name={firstName}
        shortlisted={'shortlisted' in data && data.shortlisted}
      />
      {pictures.isPending && data.primary_picture ? (
        <section aria-labelledby="pictures-heading">
          <Title order={2} size="h4" id="pictures-heading" mb="xs">
            {t('matrimonial.pictures.title')}
          </Title>
          {/* The gallery's first row (its pictures are 200 px tall), until the list arrives. */}
          <Skeleton h={200} radius="md" role="status" aria-label={t('matrimonial.loading.pictures')} />
        </section>
      ) : (
        pictures.data &&
        pictures.data.length > 0 && (
          <section aria-labelledby="pictures-heading">
            <Title order={2} size="h4" id="pictures-heading" mb="xs">
              {t('matrimonial.pictures.title')}
            </Title>
            <PictureGallery pictures={pictures.data} name={firstName} />
          </section>
        )
      )}
      {'contact' in data && <WithheldPicturesNote profile={data} />}
      <ProfileDetails profile={data} />
    </Stack>
  );
}
