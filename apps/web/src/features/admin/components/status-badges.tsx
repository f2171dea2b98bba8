import { Badge } from '@mantine/core';
import type { BookingStatus } from '@samaj/shared';
import { useAdminTranslation } from '../i18n.ts';

const bookingColors: Record<BookingStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'green',
  cancelled: 'gray',
  expired: 'gray',
};

export function BookingStatusBadge({ status, refundDue }: { status: BookingStatus; refundDue?: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <Badge color={bookingColors[status]} variant="light">
        {t(`bookingStatus.${status}`)}
      </Badge>
      {refundDue && (
        <Badge color="orange" variant="filled" ml={4}>
          {t('bookings.refundDue')}
        </Badge>
      )}
    </>
  );
}

export function PublishedBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useAdminTranslation();
  return publishedAt ? (
    <Badge color="green" variant="light">
      {t('content.published')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('content.draft')}
    </Badge>
  );
}
