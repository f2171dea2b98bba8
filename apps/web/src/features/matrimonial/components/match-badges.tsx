import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchReasons } from '../types.ts';

/** Which of the searcher's preferences a card meets, and whether the searcher meets the card's. */
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
        <Badge key={key} role="listitem" variant="light" color="teal.9" size="sm">
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
