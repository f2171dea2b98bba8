import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from '../../../lib/translator.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import type { ProfileCard as ProfileCardData } from '../types.ts';
import type { Place } from '@samaj/shared';
import { InterestStatusBadge, MatchBadges } from './match-badges.tsx';
import { PausedBadge } from './paused-badge.tsx';
import { VerifiedBadge } from './verified-and-consent-badges.tsx';
import { WithheldPicturesNote } from './photo-privacy.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ShortlistToggle } from './shortlist-toggle.tsx';
import { displayCity, displayFirstName, displayName } from '../../../lib/names.ts';
import { usePlaces } from '../../../api/places.ts';

interface ProfileCardProps {
  profile: ProfileCardData;
  /** Extra lines (interest status, dates) and actions under the card's facts. */
  children?: ReactNode;
  /** Links to the profile only where the viewer may open it. */
  linked?: boolean;
  /** Shows the shortlist toggle (search results, the shortlist, recommendations). */
  shortlistable?: boolean;
}

export function profileFacts(profile: ProfileCardData, t: TFunction, places: readonly Place[] = []) {
  return [
    profile.age !== null && profile.age !== undefined
      ? t('matrimonial.card.age', { age: profile.age })
      : null,
    displayCity(profile, places),
    profile.marital_status ? t(`matrimonial.maritalStatus.${profile.marital_status}`) : null,
    profile.occupation,
  ].filter(Boolean);
}

export function ProfileCard({ profile, children, linked = true, shortlistable = false }: ProfileCardProps) {
  const { t } = useTranslation();
  const places = usePlaces();
  const name = displayName(profile);
  const thumb = profile.primary_picture?.thumb_url;
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProfileAvatar profile={profile} src={thumb} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h4">
            {linked ? (
              <Anchor component={Link} to={paths.viewProfile(profile.id)} c="inherit">
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Title>
          <Text size="sm" c="dimmed">
            {profileFacts(profile, t, places).join(' · ')}
          </Text>
          <WithheldPicturesNote profile={profile} />
          {(profile.verified || profile.is_paused) && (
            <Group gap={4}>
              {profile.verified && <VerifiedBadge short />}
              {profile.is_paused && <PausedBadge />}
            </Group>
          )}
          <InterestStatusBadge status={profile.interest_status} />
          <MatchBadges matches={profile.matches} mutual={profile.mutual} />
          {shortlistable && (
            <Group gap="xs" mt={4}>
              <ShortlistToggle
                profileId={profile.id}
                name={displayFirstName(profile)}
                shortlisted={profile.shortlisted ?? false}
              />
            </Group>
          )}
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
