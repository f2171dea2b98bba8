import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Approved, rejected (with a reason waiting on the pending page), a draft not sent, or waiting for approval. */
export function ApprovalBadge({
  profile,
}: {
  profile: { approved_on?: string | null; rejection_reason?: string | null; status?: string };
}) {
  const { t } = useTranslation();
  if (profile.status === 'draft') {
    return (
      <Badge color="gray.8" variant="outline">
        {t('matrimonial.status.draft')}
      </Badge>
    );
  }
  if (profile.approved_on) {
    return (
      <Badge color="teal" variant="light">
        {t('matrimonial.status.approved')}
      </Badge>
    );
  }
  if (profile.rejection_reason) {
    return (
      <Badge color="red" variant="light">
        {t('matrimonial.status.rejected')}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light">
      {t('matrimonial.status.pending')}
    </Badge>
  );
}
