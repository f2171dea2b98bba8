import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { paths as notificationsPaths } from '../../notifications/paths.ts';
import { asProfile, paths } from '../paths.ts';
import type { ProfileSummary } from '../types.ts';
import { ApprovalBadge } from './approval-badge.tsx';
import { CompletenessMeter } from './completeness-meter.tsx';
import { PausedBadge } from './paused-badge.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { displayName } from '../../../lib/names.ts';

export type ProfileState = 'approved' | 'rejected' | 'pending' | 'draft';

export function profileState(
  profile: Pick<ProfileSummary, 'approved_on' | 'rejection_reason'> & { status?: string },
): ProfileState {
  if (profile.approved_on) return 'approved';
  if (profile.status === 'draft') return 'draft';
  return profile.rejection_reason ? 'rejected' : 'pending';
}

/**
 * What a family most needs to do about a profile, as one link that opens it as that profile: answer
 * waiting interests, correct a rejected profile, see the approval state, or search.
 */
export function nextStep(
  profile: Pick<ProfileSummary, 'id' | 'approved_on' | 'rejection_reason' | 'pending_interests'> & {
    status?: string;
  },
): { key: string; to: string; count?: number } {
  const state = profileState(profile);
  const pending = profile.pending_interests ?? 0;
  if (state === 'approved' && pending > 0) {
    return { key: 'answerInterests', to: asProfile(paths.interestedInMe, profile.id), count: pending };
  }
  if (state === 'rejected') return { key: 'correct', to: asProfile(paths.profileEdit, profile.id) };
  // A draft goes on in its guided path, at its first step not done.
  if (state === 'draft') return { key: 'continueSteps', to: asProfile(paths.profileSteps, profile.id) };
  if (state === 'pending') {
    return { key: 'seeStatus', to: asProfile(paths.pendingApproval, profile.id) };
  }
  return { key: 'search', to: asProfile(paths.search, profile.id) };
}

interface FamilyProfileCardProps {
  profile: ProfileSummary;
  active: boolean;
  /** More actions (delete, make active) after the main one. */
  children?: ReactNode;
  headingLevel?: 2 | 3;
}

/** One profile of the account with its state, rejection reason, waiting interests and unread notifications. */
export function FamilyProfileCard({ profile, active, children, headingLevel = 2 }: FamilyProfileCardProps) {
  const { t } = useTranslation();
  const name = displayName(profile);
  const pending = profile.pending_interests ?? 0;
  const unread = profile.unread_notifications ?? 0;
  const step = nextStep(profile);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start">
        <ProfileAvatar profile={profile} src={profile.primary_picture?.thumb_url} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={headingLevel} size="h4">
            {name}
          </Title>
          <Group gap="xs">
            <ApprovalBadge profile={profile} />
            {active && (
              <Badge color="indigo" variant="filled">
                {t('matrimonial.profiles.active')}
              </Badge>
            )}
            {profile.is_paused && <PausedBadge />}
          </Group>
          {profile.rejection_reason && !profile.approved_on && (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">
                {t('matrimonial.family.reason')} <strong>{profile.rejection_reason}</strong>
              </Text>
            </Alert>
          )}
          {profile.completeness !== undefined && <CompletenessMeter profile={profile} />}
          <Text size="sm">
            {pending > 0
              ? t('matrimonial.family.pendingInterests', { count: pending })
              : t('matrimonial.family.noPendingInterests')}
            {unread > 0 && (
              <>
                {' · '}
                <Link to={notificationsPaths.list}>{t('matrimonial.family.unread', { count: unread })}</Link>
              </>
            )}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              component={Link}
              to={step.to}
              aria-label={t(`matrimonial.family.steps.${step.key}Named`, { name, count: step.count ?? 0 })}
            >
              {t(`matrimonial.family.steps.${step.key}`, { count: step.count ?? 0 })}
            </Button>
            {!active && (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={asProfile(paths.dashboard, profile.id)}
                aria-label={t('matrimonial.family.openNamed', { name })}
              >
                {t('matrimonial.family.open')}
              </Button>
            )}
            {children}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
