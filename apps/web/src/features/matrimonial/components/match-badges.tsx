import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { CardInterestStatus, MatchReasons } from '../types.ts';

/**
 * Which of the searcher's preferences a card meets, and "Mutual match" only when the card says so (the
 * server sets `mutual` when the searcher gave preferences and each side meets the other's).
 */
export function MatchBadges({
  matches,
  mutual,
}: {
  matches?: MatchReasons | undefined;
  mutual?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const met = matches ? (['marital_status', 'with_job', 'age'] as const).filter((key) => matches[key]) : [];
  if (met.length === 0 && !mutual) return null;
  return (
    <Group gap={6} mt="xs" aria-label={t('matrimonial.card.matchesLabel')} role="list">
      {met.map((key) => (
        <Badge key={key} role="listitem" variant="light" color="teal" size="sm">
          {t(`matrimonial.card.matches.${key}`)}
        </Badge>
      ))}
      {mutual && (
        <Badge role="listitem" variant="filled" color="grape.9" size="sm">
          {t('matrimonial.card.mutual')}
        </Badge>
      )}
    </Group>
  );
}

const INTEREST_COLORS = {
  sent: 'yellow',
  received: 'indigo',
  accepted: 'teal',
  declined: 'red',
} as const;

/** The interest between the searcher's active profile and the card's, as the card says it (none: nothing). */
export function InterestStatusBadge({ status }: { status?: CardInterestStatus | undefined }) {
  const { t } = useTranslation();
  if (!status || status === 'none') return null;
  return (
    <Badge variant="light" color={INTEREST_COLORS[status]} size="sm" mt={4} tt="none">
      <VisuallyHidden component="span">{t('matrimonial.card.interestLabel')}: </VisuallyHidden>
      {t(`matrimonial.card.interest.${status}`)}
    </Badge>
  );
}
