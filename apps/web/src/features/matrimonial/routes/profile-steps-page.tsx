import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DetailSkeleton } from '../../../components/list-skeleton.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSetDefaultProfile } from '../api/set-default-profile.ts';
import { useUpdateProfileFields } from '../api/update-profile-fields.ts';
import { useActiveProfile } from '../components/active-profile.ts';
import { ConsentPanel } from '../components/consent-panel.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { PictureManager } from '../components/picture-manager.tsx';
import { PicturesNextStep } from '../components/pictures-next-step.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ShareContactChoice } from '../components/share-contact-choice.tsx';
import {
  isRelation,
  ReviewStep,
  StepList,
  WhoStep,
  type Relation,
} from '../components/profile-step-parts.tsx';
import {
  firstStepNotDone,
  genderOf,
  isStepKey,
  stepDone,
  stepsFor,
  withPassed,
  type StepKey,
} from '../components/profile-steps.ts';
import '../i18n.ts';
import { paths } from '../paths.ts';

/** The gender a relation implies, as the form's starting value (none when it says nothing). */
const genderDefault = (gender: 'male' | 'female' | null) => (gender ? { gender } : {});

/**
 * The guided path for a new profile (?new=1, optionally &for=<relation>) or the active profile (a
 * draft, resumed at its first step not done; ?step=<key> opens a step). Every step is saved as the
 * family goes, so leaving and coming back loses nothing.
 */
export function ProfileStepsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active = useActiveProfile();
  const setDefault = useSetDefaultProfile();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // A family's first profile: the path opens with the welcome to the area (what happens after sending).
  const [firstProfile] = useState(active === null);
  const isNew = !createdId && (params.get('new') === '1' || !active);
  const profileId = createdId ?? (isNew ? undefined : active?.id);
  const profile = useProfile(profileId);
  const saveRelation = useUpdateProfileFields(profileId);
  const savePassed = useUpdateProfileFields(profileId);
  // The steps passed as the profile keeps them, with those whose saving is still on its way (two
  // quick steps must not lose the first).
  const sending = useRef<{ id: string | undefined; steps: StepKey[] }>({ id: undefined, steps: [] });
  const forParam = params.get('for');
  const chosenRelation = isRelation(forParam) ? forParam : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = params.get('step');

  const data = profileId ? (profile.data ?? null) : null;
  const relation = data?.relation ?? chosenRelation;
  const steps = stepsFor(relation);
  const current: StepKey = (() => {
    // A relation chosen before (?for=, or the first step) opens the details.
    if (isNew) return chosenRelation && requested !== 'who' ? 'details' : 'who';
    if (isStepKey(requested) && steps.includes(requested)) return requested;
    // A profile just made goes on to its preferences, whatever the address says until it has changed
    // (the step pinned below must not win over that navigation).
    if (createdId) return 'preferences';
    return firstStepNotDone(data);
  })();

  // The step the path opened at stays in the address: what the family saves on it (a picture, say)
  // must not move them on by itself, and Back in the browser returns to it.
  const pinned = !isNew && !isStepKey(requested) && data !== null;
  useEffect(() => {
    if (pinned) setParams({ step: current }, { replace: true });
  }, [pinned, current, setParams]);

  // Each new step takes the focus to its heading, for screen readers and keyboards.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current]);

  const open = (step: StepKey) => setParams({ step });
  // A step passed is kept on the profile (steps_passed), so the path and the pending page resume on
  // another device; the family moves on at once, and only a failure to keep it is said.
  const remember = (step: StepKey) => {
    if (!data) return;
    if (sending.current.id !== data.id) sending.current = { id: data.id, steps: [] };
    const known = [...data.steps_passed, ...sending.current.steps];
    if (known.includes(step)) return;
    const steps_passed = withPassed(known, step);
    sending.current.steps = steps_passed;
    savePassed.mutate({ steps_passed }, { onError: (error) => notifyError(errorMessage(error, t)) });
  };
  const next = (from: StepKey) => {
    remember(from);
    const after = steps[steps.indexOf(from) + 1] ?? 'review';
    open(after);
  };
  const back = (from: StepKey) => {
    const before = steps[steps.indexOf(from) - 1];
    if (!before) return;
    if (isNew) setParams({ new: '1', ...(chosenRelation ? { for: chosenRelation } : {}), step: 'who' });
    else open(before);
  };
  const backButton = (from: StepKey) => (
    <Button variant="default" onClick={() => back(from)}>
      {t('matrimonial.steps.back')}
    </Button>
  );

  const chooseRelation = (chosen: Relation) => {
    if (isNew) {
      setParams({ new: '1', for: chosen, step: 'details' });
      return;
    }
    if (!data || data.relation === chosen) {
      next('who');
      return;
    }
    saveRelation.mutate(
      { relation: chosen },
      {
        onSuccess: () => next('who'),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const name = data ? `${data.first_name} ${data.last_name}` : null;
  const welcome = firstProfile && isNew;
  const title = name
    ? t('matrimonial.steps.titleFor', { name })
    : t(welcome ? 'matrimonial.welcome.title' : 'matrimonial.steps.titleNew');

  let body: React.ReactNode;
  if (profileId && profile.isPending) {
    body = <DetailSkeleton label={t('matrimonial.loading.profile')} />;
  } else if (profileId && profile.isError) {
    body = (
      <ErrorState
        title={t('errors.loadFailed', { what: t('matrimonial.what.profile') })}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  } else if (current === 'who') {
    body = (
      <WhoStep
        key={data?.id ?? 'new'}
        relation={relation}
        onChosen={chooseRelation}
        saving={saveRelation.isPending}
      />
    );
  } else if (current === 'details') {
    body = (
      <ProfileForm
        key={data?.id ?? 'new'}
        profile={data ?? undefined}
        defaults={
          chosenRelation
            ? { relation: chosenRelation, ...genderDefault(genderOf(chosenRelation)) }
            : undefined
        }
        onCancel={() => back('details')}
        onSaved={(saved) => {
          if (!data) {
            setCreatedId(saved.id);
            setDefault.mutate(saved.id);
            notifySuccess(t('matrimonial.form.created', { name: saved.first_name }));
            setParams({ step: 'preferences' });
          } else {
            notifySuccess(t('matrimonial.form.saved'));
            next('details');
          }
        }}
      />
    );
  } else if (!data) {
    body = null;
  } else if (current === 'preferences') {
    body = (
      <PreferencesForm
        profile={data}
        extra={backButton('preferences')}
        onSaved={() => {
          notifySuccess(t('matrimonial.steps.preferences.saved'));
          next('preferences');
        }}
      />
    );
  } else if (current === 'pictures') {
    body = (
      <Stack gap="md">
        <Text>{t('matrimonial.pictures.intro')}</Text>
        <PictureManager profileId={data.id} firstName={data.first_name} />
        <PicturesNextStep profileId={data.id} withSubmit={false} />
        <ShareContactChoice profile={data} />
        <Group justify="space-between">
          {backButton('pictures')}
          <Button onClick={() => next('pictures')}>{t('matrimonial.steps.continue')}</Button>
        </Group>
      </Stack>
    );
  } else if (current === 'consent') {
    body = (
      <Stack gap="md">
        {data.consent_confirmed_at ? (
          <Alert color="teal" variant="light" title={t('matrimonial.consent.doneTitle')}>
            <Text size="sm">
              {t(
                data.consent_by_account
                  ? 'matrimonial.steps.review.consentByAccount'
                  : 'matrimonial.steps.review.consentConfirmed',
                { date: formatInstant(data.consent_confirmed_at), name: data.first_name },
              )}
            </Text>
          </Alert>
        ) : (
          <>
            <ConsentPanel profile={data} />
            <Text size="sm">{t('matrimonial.steps.consent.later', { name: data.first_name })}</Text>
          </>
        )}
        <Group justify="space-between">
          {backButton('consent')}
          <Button onClick={() => next('consent')}>{t('matrimonial.steps.continue')}</Button>
        </Group>
      </Stack>
    );
  } else {
    body = <ReviewStep profile={data} steps={steps} onOpen={open} />;
  }

  return (
    <Stack gap="md" maw={760}>
      <PageHeading title={title} />
      {welcome && (
        <Stack gap={4}>
          <Text>{t('matrimonial.welcome.intro')}</Text>
          <Text size="sm">{t('matrimonial.welcome.afterSending')}</Text>
          <List spacing={2} size="sm">
            <List.Item>{t('matrimonial.welcome.step2')}</List.Item>
            <List.Item>{t('matrimonial.welcome.step3')}</List.Item>
          </List>
        </Stack>
      )}
      <StepList
        steps={steps}
        current={current}
        done={(step) => (isNew ? false : stepDone(step, data))}
        onOpen={open}
        openable={!isNew}
      />
      <section aria-labelledby="profile-step-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="profile-step-heading" ref={headingRef} tabIndex={-1}>
            {t(`matrimonial.steps.${current}.title`, { name: data?.first_name ?? '' })}
          </Title>
          {body}
        </Stack>
      </section>
      {!isNew && current !== 'review' && (
        <Text size="sm">
          <Anchor component="button" type="button" onClick={() => void navigate(paths.pendingApproval)}>
            {t('matrimonial.steps.later')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
