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
