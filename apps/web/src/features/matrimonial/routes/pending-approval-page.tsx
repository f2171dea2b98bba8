import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';
import { useProfile } from '../api/get-profile.ts';
import { usePictures } from '../api/pictures.ts';
import { matrimonialKeys } from '../api/keys.ts';
import { isApproved, useActiveProfile } from '../components/active-profile.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { CompletenessMeter } from '../components/completeness-meter.tsx';
import { leftToDo } from '../components/profile-steps.ts';
import { SubmitForApproval } from '../components/submit-for-approval.tsx';
import type { Profile } from '../types.ts';
import '../i18n.ts';
import { paths } from '../paths.ts';

/**
 * What is left before the profile is approved, each thing a link to its step of the guided path: the
 * details and the picture the office needs, the candidate's consent, pictures in the office's review,
 * and the office's review itself once sent.
 */
function WhatIsLeft({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const pictures = usePictures(profile.id);
  const inReview = (pictures.data ?? []).filter((picture) => picture.status === 'pending').length;
  const items: { key: string; text: string; to?: string }[] = leftToDo(profile).map((step) => ({
    key: step,
    text: t(`matrimonial.pending.left.${step}`, { name: profile.first_name }),
    to: paths.profileStep(step),
  }));
  if (inReview > 0)
    items.push({
      key: 'picturesInReview',
      text: t('matrimonial.pending.left.picturesInReview', { count: inReview }),
      to: paths.profileStep('pictures'),
    });
  if (profile.status === 'pending') items.push({ key: 'office', text: t('matrimonial.pending.left.office') });
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-left-heading">
      <Title order={2} size="h4" id="pending-left-heading">
        {t('matrimonial.pending.left.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{t('matrimonial.pending.left.none')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item.key}>
              {item.to ? (
                <Anchor component={Link} to={item.to}>
                  {item.text}
                </Anchor>
              ) : (
                item.text
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Where users without an approved profile land: the state of their profile and what to do next. */
export function PendingApprovalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useMatrimonialUser();
  const active = useActiveProfile();
  const profile = useProfile(active?.id);

  // The user may have been approved since the area loaded: look again on arrival.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    if (active?.id) void queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile(active.id) });
  }, [queryClient, active?.id]);

  const checkAgain = () => {
    void user.refetch();
    void profile.refetch();
  };

  const title = t('matrimonial.pending.title');
  if (!active) return null;
  const reason = profile.data?.rejection_reason;
  const name = `${active.first_name} ${active.last_name}`;
  return (
    <Stack gap="md" maw={640}>
      <PageHeading title={title} />
      <div aria-live="polite">
        {profile.isPending ? (
          <DetailSkeleton label={t('matrimonial.loading.profile')} />
        ) : isApproved(profile.data ?? active) ? (
          <Alert color="teal" variant="light" title={t('matrimonial.pending.approvedTitle', { name })}>
            <Text size="sm" mb="xs">
              {t('matrimonial.pending.approvedText')}
            </Text>
            <Button component={Link} to={paths.search}>
              {t('matrimonial.nav.search')}
            </Button>
          </Alert>
        ) : profile.data?.status === 'draft' ? (
          <Stack gap="md">
            <Alert
              color="gray"
              variant="light"
              title={t('matrimonial.submitForApproval.draftTitle', { name })}
            >
              <Text size="sm">{t('matrimonial.submitForApproval.draftText')}</Text>
            </Alert>
            <WhatIsLeft profile={profile.data} />
            <Button component={Link} to={paths.profileSteps} style={{ alignSelf: 'flex-start' }}>
              {t('matrimonial.pending.left.continueSteps')}
            </Button>
            <CompletenessMeter profile={profile.data} />
            <SubmitForApproval profile={profile.data} />
          </Stack>
        ) : reason ? (
          <Alert color="red" variant="light" title={t('matrimonial.pending.rejectedTitle', { name })}>
            <Text size="sm">{t('matrimonial.pending.reasonLabel')}</Text>
            <Text fw={600} my="xs">
              {reason}
            </Text>
            <Text size="sm">{t('matrimonial.pending.rejectedText')}</Text>
          </Alert>
        ) : (
          <Stack gap="md">
            <Alert color="yellow" variant="light" title={t('matrimonial.pending.waitingTitle', { name })}>
              <Text size="sm">{t('matrimonial.pending.waitingText')}</Text>
            </Alert>
            {profile.data && <WhatIsLeft profile={profile.data} />}
          </Stack>
        )}
      </div>
      <Group>
        <Button component={Link} to={paths.profileEdit} variant="light">
          {t('matrimonial.nav.editProfile')}
        </Button>
        <Button component={Link} to={paths.pictures} variant="light">
          {t('matrimonial.nav.pictures')}
        </Button>
        <Button variant="subtle" onClick={checkAgain} loading={user.isFetching || profile.isFetching}>
          {t('matrimonial.pending.checkAgain')}
        </Button>
      </Group>
      <Text size="sm">
        <Anchor component={Link} to={paths.userProfiles}>
          {t('matrimonial.nav.switchProfile')}
        </Anchor>
      </Text>
    </Stack>
  );
}
