import { Badge, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Picture } from '@samaj/shared';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatInstant } from '../../../lib/format.ts';
import type { ReviewProfile } from '../api/get-profiles.ts';
import { useAdminTranslation } from '../i18n.ts';
import { ltrText } from '../../../lib/bidi.ts';
import { displayCity, displayName, displayState } from '../../../lib/names.ts';
import { usePlaces } from '../../../api/places.ts';
import { cmToFeetInches, listEntry, MOTHER_TONGUES } from '../../../lib/profile-values.ts';

function Pictures({ profile }: { profile: ReviewProfile }) {
  const { t } = useAdminTranslation();
  const name = displayName(profile);
  const all = (profile.pictures ?? []).filter((p): p is Picture => p !== null);
  const pictures = all.length > 0 ? all : profile.primary_picture ? [profile.primary_picture] : [];
  if (pictures.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" ta="center" style={{ alignSelf: 'start' }}>
        <Text c="dimmed">{t('profiles.noPicture')}</Text>
      </Paper>
    );
  }
  const [first, ...rest] = pictures;
  return (
    <Stack gap="xs" style={{ alignSelf: 'start' }}>
      {first && (
        <Image
          src={first.url}
          alt={t('profiles.pictureOf', { name })}
          radius="md"
          mah={480}
          fit="contain"
          bg="gray.1"
        />
      )}
      {rest.length > 0 && (
        <SimpleGrid cols={4} spacing="xs">
          {rest.map((picture, index) => (
            <a key={picture.id} href={picture.url} target="_blank" rel="noreferrer">
              <Image
                src={picture.thumb_url}
                alt={t('profiles.pictureNumber', { name, number: index + 2 })}
                radius="sm"
              />
            </a>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The candidate's consent as the office checks it before approving (decision 041). */
function consentLine(profile: ReviewProfile, t: ReturnType<typeof useAdminTranslation>['t']): string {
  const state = profile.consent_state ?? (profile.relation === 'self' ? 'self' : 'not_asked');
  const mobile = ltrText(profile.consent_mobile_masked ?? '');
  const when = profile.consent_confirmed_at;
  if (state === 'confirmed' && when) {
    const date = formatInstant(when);
    return profile.consent_by_account
      ? t('profiles.consentState.confirmedByAccountOn', { mobile, date })
      : t('profiles.consentState.confirmedOn', { mobile, date });
  }
  if (state === 'confirmed' && profile.consent_by_account) {
    return t('profiles.consentState.confirmedByAccount', { mobile });
  }
  return t(`profiles.consentState.${state}`, { mobile });
}

/** The account that keeps the profile: who the office calls (name, number) and how they are related. */
function holderLine(profile: ReviewProfile, t: ReturnType<typeof useAdminTranslation>['t']): string {
  const account = profile.account;
  if (!account) return t('profiles.holderNone');
  const name =
    account.name_latin && account.name_latin !== account.name
      ? `${account.name} (${account.name_latin})`
      : account.name;
  const mobile = ltrText(account.mobile);
  if (account.relation === 'self') return t('profiles.holderTextSelf', { name, mobile });
  return t('profiles.holderText', {
    name,
    mobile,
    relation: t(`profiles.holderRelation.${account.relation}`),
  });
}

/** A profile's pictures and details side by side (stacked on a phone), as the admin reviews it. */
export function ProfileReview({
  profile,
  headingRef,
}: {
  profile: ReviewProfile;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const { t } = useAdminTranslation();
  const dash = '—';
  // A listed mother tongue in the reader's language ('Kutchi' → કચ્છી), another as the family wrote it.
  const motherTongueOf = (text: string) => {
    const entry = listEntry(MOTHER_TONGUES, text);
    return entry ? t(`profiles.motherTongues.${entry}`) : text;
  };
  const places = usePlaces();
  const rows: [string, ReactNode][] = [
    [t('profiles.fields.gender'), t(`profiles.gender.${profile.gender}`)],
    [
      t('profiles.fields.age'),
      t('profiles.ageWithBirth', { age: profile.age, date: formatCalendarDate(profile.date_of_birth) }),
    ],
    [t('profiles.fields.maritalStatus'), t(`profiles.marital.${profile.marital_status}`)],
    [t('profiles.fields.relation'), t(`profiles.relation.${profile.relation}`)],
    [
      t('profiles.fields.occupation'),
      profile.has_job ? profile.occupation || t('profiles.hasJob') : t('profiles.noJob'),
    ],
    [t('profiles.fields.education'), profile.education || dash],
    [
      t('profiles.fields.height'),
      // As the family's pages say it: feet and inches, with the centimetres kept.
      profile.height_cm
        ? t('profiles.heightFeet', { ...cmToFeetInches(profile.height_cm), cm: profile.height_cm })
        : dash,
    ],
    [
      t('profiles.fields.place'),
      [displayCity(profile, places), displayState(profile, places), profile.country]
        .filter(Boolean)
        .join(', ') || dash,
    ],
    [t('profiles.fields.motherTongue'), motherTongueOf(profile.mother_tongue) || dash],
    [
      t('profiles.fields.prefers'),
      t('profiles.prefersText', {
        min: profile.prefer_min_age,
        max: profile.prefer_max_age,
        marital: t(`profiles.preferMarital.${profile.prefer_marital_status}`),
        job: t(`profiles.preferJob.${profile.prefer_with_job}`),
      }),
    ],
    [t('profiles.fields.holder'), holderLine(profile, t)],
    [t('profiles.fields.consent'), consentLine(profile, t)],
    [t('profiles.fields.created'), formatInstant(profile.created_at)],
    [t('profiles.fields.updated'), formatInstant(profile.updated_at)],
  ];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Pictures profile={profile} />
      <Stack gap="sm">
        <Group gap="xs" align="center">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            {displayName(profile)}
          </Title>
          {profile.approved_on ? (
            <Badge color="green" variant="light" c="dark.8">
              {t('profiles.approvedOn', { date: formatInstant(profile.approved_on) })}
            </Badge>
          ) : profile.rejection_reason ? (
            <Badge color="red" variant="light" c="dark.8">
              {t('profiles.rejected')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" c="dark.8">
              {t('profiles.pending')}
            </Badge>
          )}
        </Group>
        {profile.rejection_reason && (
          <Text size="sm">
            <strong>{t('profiles.rejectionReason')}:</strong> {profile.rejection_reason}
          </Text>
        )}
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {profile.about && (
          <Stack gap={4}>
            <Text fw={600}>{t('profiles.fields.about')}</Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{profile.about}</Text>
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}
