import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { displayFirstName } from '../../../lib/names.ts';

/** A check mark drawn inline (decorative: the badge's words say it). */
function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The one "verified by the jamat" mark, with a check, on a profile the office checked at the jamat: the
 * profile pages say it in full, a search card (`short`) in a word. Teal by its name, so the theme's
 * darker ink draws its text (app/theme.ts; a shade index would draw teal on teal).
 */
export function VerifiedBadge({ short = false }: { short?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color="teal" variant="light" leftSection={<CheckIcon />} tt="none">
      {short ? t('matrimonial.card.verified') : t('matrimonial.badges.verifiedByJamat')}
    </Badge>
  );
}

/** "Consent confirmed by <first name>" once the candidate confirmed a relative's profile. */
export function ConsentBadge({
  confirmedAt,
  firstName,
  byAccount = false,
}: {
  confirmedAt: string | null | undefined;
  firstName: string;
  /** Confirmed from the candidate's own proven account (the owner's view says so). */
  byAccount?: boolean | undefined;
}) {
  const { t } = useTranslation();
  if (!confirmedAt) return null;
  return (
    <Badge color="indigo" variant="light" leftSection={<CheckIcon />} tt="none">
      {byAccount
        ? t('matrimonial.consent.byAccount', { name: firstName })
        : t('matrimonial.badges.consentConfirmedBy', { name: firstName })}
    </Badge>
  );
}

/** Both marks, verified and consent confirmed, side by side; nothing when neither is there. */
export function VerifiedAndConsentBadges({
  profile,
}: {
  profile: {
    first_name: string;
    first_name_latin?: string | undefined;
    verified_at?: string | null;
    consent_confirmed_at?: string | null;
    consent_by_account?: boolean;
  };
}) {
  if (!profile.verified_at && !profile.consent_confirmed_at) return null;
  return (
    <Group gap="xs">
      {profile.verified_at && <VerifiedBadge />}
      <ConsentBadge
        confirmedAt={profile.consent_confirmed_at}
        firstName={displayFirstName(profile)}
        byAccount={profile.consent_by_account}
      />
    </Group>
  );
}
