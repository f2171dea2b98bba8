import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** "Paused" on a profile its owner paused (out of search, no new interests). */
export function PausedBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="gray.8" variant="filled">
      {t('matrimonial.pause.badge')}
    </Badge>
  );
}

/** "Verified by the jamat" on a profile the office checked. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="teal.9" variant="light">
      {t('matrimonial.card.verified')}
    </Badge>
  );
}
