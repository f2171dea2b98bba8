import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Ltr } from '../../../components/ltr.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatCalendarDate, toParagraphs } from '../../../lib/format.ts';
import type { Contact, Profile, PublicProfile } from '../types.ts';
import { ContactLinks } from './contact-links.tsx';
import { countryLabel, formatHeight, motherTongueLabel } from './profile-text.ts';
import { displayCity, displayContactName, displayState } from '../../../lib/names.ts';
import { usePlaces } from '../../../api/places.ts';

/** A profile's facts as a description list; own profiles show the date of birth, others the age only. */
export function ProfileDetails({ profile }: { profile: Profile | PublicProfile }) {
  const dateOfBirth = 'date_of_birth' in profile ? profile.date_of_birth : null;
  const { t } = useTranslation();
  const places = usePlaces();
  const rows: [string, string | null][] = [
    [t('matrimonial.fields.gender'), t(`matrimonial.gender.${profile.gender}`)],
    [t('matrimonial.fields.age'), String(profile.age)],
    [t('matrimonial.fields.date_of_birth'), dateOfBirth ? formatCalendarDate(dateOfBirth) : null],
    [t('matrimonial.fields.marital_status'), t(`matrimonial.maritalStatus.${profile.marital_status}`)],
    [t('matrimonial.fields.has_job'), t(`matrimonial.yesNo.${profile.has_job ? 'yes' : 'no'}`)],
    [t('matrimonial.fields.occupation'), profile.occupation],
    [t('matrimonial.fields.education'), profile.education],
    [t('matrimonial.fields.height'), profile.height_cm ? formatHeight(profile.height_cm, t) : null],
    [
      t('matrimonial.fields.city'),
      [
        displayCity(profile, places),
        displayState(profile, places),
        profile.country && countryLabel(profile.country, t),
      ]
        .filter(Boolean)
        .join(', ') || null,
    ],
    [
      t('matrimonial.fields.mother_tongue'),
      profile.mother_tongue ? motherTongueLabel(profile.mother_tongue, t) : null,
    ],
    [
      t('matrimonial.fields.community'),
      profile.community ? t(`matrimonial.community.${profile.community}`) : null,
    ],
    [t('matrimonial.fields.native_place'), profile.native_place],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {value}
                </Text>
              </div>
            ))}
        </SimpleGrid>
      </Paper>
      {profile.about && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('matrimonial.fields.about')}
          </Title>
          {toParagraphs(profile.about).map((paragraph, index) => (
            // The family's words, in any script, keep their own direction (on an Urdu page too).
            <Text key={index} mb="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </section>
      )}
    </Stack>
  );
}

/**
 * The contact revealed once an interest between the two profiles was accepted: the number of the
 * account holder who keeps the profile (a parent, often), with buttons to call or write on WhatsApp.
 */
export function ContactPanel({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" bg="teal.0" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('matrimonial.contact.title')}
      </Title>
      <Text mt={4} size="sm">
        {t('matrimonial.contact.holder', { name: displayContactName(contact) })}
      </Text>
      <Text fw={700} my="xs">
        <Ltr>{contact.mobile}</Ltr>
      </Text>
      <ContactLinks contact={contact} />
    </Paper>
  );
}
