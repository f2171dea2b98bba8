import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUpdateProfileFields, type Preferences } from '../api/update-profile-fields.ts';
import { MATRIMONIAL_LIMITS, PREFER_MARITAL_STATUSES, PREFER_WITH_JOB, type Profile } from '../types.ts';

type Props = {
  profile: Pick<
    Profile,
    'id' | 'first_name' | 'prefer_marital_status' | 'prefer_with_job' | 'prefer_min_age' | 'prefer_max_age'
  >;
  onSaved: (profile: Profile) => void;
  /** A button beside Save (Back, in the guided path). */
  extra?: React.ReactNode;
};

type AgeField = 'prefer_min_age' | 'prefer_max_age';

/** Why an age typed in is refused, as a translation key; null when it is fine. */
export function ageProblem(value: string): string | null {
  if (!/^\d+$/.test(value.trim())) return 'matrimonial.steps.preferences.ageNumber';
  const age = Number(value);
  if (age < MATRIMONIAL_LIMITS.minAge || age > MATRIMONIAL_LIMITS.maxAge)
    return 'matrimonial.steps.preferences.ageRange';
  return null;
}

/**
 * The partner preferences of a profile (marital status, working, ages), saved on the profile: the
 * match search starts from them, and the office sees them when it approves.
 */
export function PreferencesForm({ profile, onSaved, extra }: Props) {
  const { t } = useTranslation();
  const save = useUpdateProfileFields(profile.id);
  const [marital, setMarital] = useState<string>(profile.prefer_marital_status);
  const [withJob, setWithJob] = useState<string>(profile.prefer_with_job);
  const [ages, setAges] = useState<Record<AgeField, string>>({
    prefer_min_age: String(profile.prefer_min_age),
    prefer_max_age: String(profile.prefer_max_age),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Preferences, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const limits = { min: MATRIMONIAL_LIMITS.minAge, max: MATRIMONIAL_LIMITS.maxAge };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const found: Partial<Record<keyof Preferences, string>> = {};
    for (const field of ['prefer_min_age', 'prefer_max_age'] as const) {
      const problem = ageProblem(ages[field]);
      if (problem) found[field] = t(problem, limits);
    }
    if (
      !found.prefer_min_age &&
      !found.prefer_max_age &&
      Number(ages.prefer_min_age) > Number(ages.prefer_max_age)
    )
      found.prefer_min_age = t('matrimonial.steps.preferences.ageOrder');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      const element = form.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate(
      {
        prefer_marital_status: marital as Preferences['prefer_marital_status'],
        prefer_with_job: withJob as Preferences['prefer_with_job'],
        prefer_min_age: Number(ages.prefer_min_age),
        prefer_max_age: Number(ages.prefer_max_age),
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]),
              ),
            );
          } else {
            setFormError(errorMessage(error, t));
          }
        },
      },
    );
  };

  const age = (field: AgeField) => ({
    name: field,
    label: t(`matrimonial.fields.${field}`),
    type: 'number',
    inputMode: 'numeric' as const,
    min: limits.min,
    max: limits.max,
    value: ages[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setAges((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('matrimonial.steps.preferences.formLabel')}>
      <Stack gap="md">
        <Text size="sm">{t('matrimonial.steps.preferences.intro', { name: profile.first_name })}</Text>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            name="prefer_marital_status"
            label={t('matrimonial.fields.prefer_marital_status')}
            value={marital}
            error={errors.prefer_marital_status}
            onChange={(event) => setMarital(event.currentTarget.value)}
            data={PREFER_MARITAL_STATUSES.map((value) => ({
              value,
              label: t(value === 'any' ? 'matrimonial.search.any' : `matrimonial.maritalStatus.${value}`),
            }))}
          />
          <NativeSelect
            name="prefer_with_job"
            label={t('matrimonial.fields.prefer_with_job')}
            value={withJob}
            error={errors.prefer_with_job}
            onChange={(event) => setWithJob(event.currentTarget.value)}
            data={PREFER_WITH_JOB.map((value) => ({
              value,
              label: t(`matrimonial.search.withJob.${value}`),
            }))}
          />
          <TextInput {...age('prefer_min_age')} />
          <TextInput {...age('prefer_max_age')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('matrimonial.steps.preferences.searchNote')}
        </Text>
        <Group justify="space-between">
          {extra ?? <span />}
          <Button type="submit" loading={save.isPending}>
            {t('matrimonial.steps.saveAndContinue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
