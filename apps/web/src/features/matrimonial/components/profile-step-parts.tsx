import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSubmitProfile } from '../api/approval-and-consent.ts';
import { paths } from '../paths.ts';
import { RELATIONS, type Profile } from '../types.ts';
import { CompletenessMeter, missingMinimum } from './completeness-meter.tsx';
import { notifyError, notifySuccess } from './notify.ts';
import { stepDone, type StepKey } from './profile-steps.ts';

/** The guided path's pieces (routes/profile-steps-page.tsx): the first step, the step list, the review. */

export type Relation = Profile['relation'];
export const isRelation = (value: string | null): value is Relation =>
  (RELATIONS as readonly string[]).includes(value ?? '');

/** Who the profile is for: the relation of the candidate to the account holder. */
export function WhoStep({
  relation,
  onChosen,
  saving,
}: {
  relation: Relation | null;
  onChosen: (relation: Relation) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Relation | null>(relation);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={t('matrimonial.steps.who.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setError(t('matrimonial.steps.who.required'));
          return;
        }
        onChosen(chosen);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          name="relation"
          label={t('matrimonial.steps.who.question')}
          description={t('matrimonial.steps.who.help')}
          value={chosen}
          error={error}
          onChange={(value) => {
            setError(null);
            if (isRelation(value)) setChosen(value);
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
            {RELATIONS.map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text>{t(`matrimonial.relation.${value}`)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('matrimonial.steps.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The compact step list: where the family is, and every step to go back to (done ones ticked). */
export function StepList({
  steps,
  current,
  done,
  onOpen,
  openable,
}: {
  steps: StepKey[];
  current: StepKey;
  done: (step: StepKey) => boolean;
  onOpen: (step: StepKey) => void;
  openable: boolean;
}) {
  const { t } = useTranslation();
  const index = steps.indexOf(current);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('matrimonial.steps.stepOf', { number: index + 1, count: steps.length })}
      </Text>
      <Progress value={((index + 1) / steps.length) * 100} size="sm" color="indigo.8" aria-hidden />
      <nav aria-label={t('matrimonial.steps.navLabel')}>
        <Group component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, position) => {
            const isCurrent = step === current;
            const short = t(`matrimonial.steps.${step}.short`);
            const label = t('matrimonial.steps.numbered', { number: position + 1, step: short });
            // The number is one left-to-right run (LRI … PDI) at the start of the label, its full stop
            // after it in the reader's script (Urdu "۔", drawn to its left).
            const shown = t('matrimonial.steps.numbered', {
              number: `\u2066${position + 1}\u2069`,
              step: short,
            });
            const state = done(step) ? t('matrimonial.steps.done') : '';
            return (
              <li key={step}>
                <Button
                  size="compact-sm"
                  variant={isCurrent ? 'filled' : 'default'}
                  color={isCurrent ? 'indigo.8' : undefined}
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={state ? `${label} (${state})` : label}
                  disabled={!openable && !isCurrent}
                  onClick={() => onOpen(step)}
                >
                  {done(step) && !isCurrent ? `✓ ${shown}` : shown}
                </Button>
              </li>
            );
          })}
        </Group>
      </nav>
    </Stack>
  );
}

export function ReviewStep({
  profile,
  steps,
  onOpen,
}: {
  profile: Profile;
  steps: StepKey[];
  onOpen: (step: StepKey) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitProfile();
  const reasonId = useId();
  const minimum = missingMinimum(profile);
  const consentLeft = profile.relation !== 'self' && profile.consent_confirmed_at === null;
  const send = async () => {
    try {
      await submit.mutateAsync(profile.id);
      notifySuccess(t('matrimonial.submitForApproval.sent', { name: profile.first_name }));
      void navigate(paths.pendingApproval);
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  const status = (step: StepKey): string => {
    if (step === 'consent') {
      if (profile.consent_confirmed_at)
        return t(
          profile.consent_by_account
            ? 'matrimonial.steps.review.consentByAccount'
            : 'matrimonial.steps.review.consentConfirmed',
          { date: formatInstant(profile.consent_confirmed_at), name: profile.first_name },
        );
      return t('matrimonial.steps.review.consentWaiting', { name: profile.first_name });
    }
    if (step === 'pictures' && profile.missing.includes('picture'))
      return t('matrimonial.steps.review.picturesMissing');
    if (step === 'details' && !stepDone('details', profile))
      return t('matrimonial.steps.review.detailsMissing');
    if (step === 'preferences' && !stepDone('preferences', profile))
      return t('matrimonial.steps.review.preferencesAny');
    return t('matrimonial.steps.done');
  };
  const left = (step: StepKey) =>
    (step === 'consent' && consentLeft) ||
    (step === 'pictures' && profile.missing.includes('picture')) ||
    (step === 'details' && !stepDone('details', profile));
  return (
    <Stack gap="md">
      <List spacing="xs" listStyleType="none" p={0} aria-label={t('matrimonial.steps.review.listLabel')}>
        {steps
          .filter((step) => step !== 'review')
          .map((step) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon size={22} radius="xl" color={left(step) ? 'orange.9' : 'teal.9'} aria-hidden>
                  {left(step) ? '!' : '✓'}
                </ThemeIcon>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{t(`matrimonial.steps.${step}.short`)}:</Text>
                <Text>{status(step)}</Text>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => onOpen(step)}
                  aria-label={t('matrimonial.steps.review.changeNamed', {
                    step: t(`matrimonial.steps.${step}.short`),
                  })}
                >
                  {t('matrimonial.steps.review.change')}
                </Anchor>
              </Group>
            </List.Item>
          ))}
      </List>
      <CompletenessMeter profile={profile} />
      {profile.status === 'draft' ? (
        <Alert color="blue" variant="light" title={t('matrimonial.submitForApproval.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('matrimonial.submitForApproval.text')}</Text>
            {consentLeft && (
              <Text size="sm">
                {t('matrimonial.steps.review.consentLater', { name: profile.first_name })}
              </Text>
            )}
            <Button
              onClick={() => void send()}
              loading={submit.isPending}
              disabled={minimum.length > 0}
              aria-describedby={minimum.length > 0 ? reasonId : undefined}
            >
              {t('matrimonial.submitForApproval.button')}
            </Button>
            {minimum.length > 0 && (
              <Text size="sm" id={reasonId}>
                {t('matrimonial.submitForApproval.blocked', {
                  fields: minimum.map((f) => t(`matrimonial.completeness.fields.${f}`)).join(', '),
                })}
              </Text>
            )}
          </Stack>
        </Alert>
      ) : (
        <Alert color="gray" variant="light">
          <Text size="sm">{t('matrimonial.steps.review.alreadySent')}</Text>
          <Anchor component={Link} to={paths.pendingApproval} size="sm">
            {t('matrimonial.steps.review.seeState')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
