import { Anchor, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { PROFILE_MINIMUM_FIELDS } from '@samaj/shared';
import { asProfile, paths } from '../paths.ts';
import { FIELD_PARAM } from './focus-field.tsx';
import type { Profile } from '../types.ts';

type Completeness = Pick<Profile, 'id' | 'completeness' | 'missing'>;

/** The fields of the minimum still missing: the profile cannot go for approval while there are any. */
export const missingMinimum = (profile: Pick<Profile, 'missing'>) =>
  profile.missing.filter((f) => (PROFILE_MINIMUM_FIELDS as readonly string[]).includes(f));

/** Where a missing field is filled in: the pictures page, or the field on the edit page. */
export function fieldLink(profileId: string, field: string): string {
  if (field === 'picture') return asProfile(paths.pictures, profileId);
  return asProfile(`${paths.profileEdit}?${FIELD_PARAM}=${field}`, profileId);
}

/**
 * How complete a profile is (a bar with the percentage, named for screen readers) and what is missing,
 * each a link to where it is filled in; the minimum for approval is marked.
 */
export function CompletenessMeter({ profile }: { profile: Completeness }) {
  const { t } = useTranslation();
  const headingId = useId();
  const minimum = missingMinimum(profile);
  const value = Math.max(0, Math.min(100, profile.completeness));
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} id={headingId}>
          {t('matrimonial.completeness.title')}
        </Text>
        <Text fw={700} aria-hidden>
          {t('matrimonial.completeness.percent', { percent: value })}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={value}
          color={minimum.length > 0 ? 'orange.8' : 'teal.8'}
          aria-label={t('matrimonial.completeness.label', { percent: value })}
        />
      </Progress.Root>
      {profile.missing.length === 0 ? (
        <Text size="sm">{t('matrimonial.completeness.complete')}</Text>
      ) : (
        <>
          <Text size="sm">{t('matrimonial.completeness.missing')}</Text>
          <List size="sm" spacing={2}>
            {profile.missing.map((field) => (
              <List.Item key={field}>
                <Anchor component={Link} to={fieldLink(profile.id, field)}>
                  {t(`matrimonial.completeness.fields.${field}`)}
                </Anchor>
                {minimum.includes(field) && (
                  <Text span size="sm" fw={600}>
                    {' '}
                    {t('matrimonial.completeness.required')}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
