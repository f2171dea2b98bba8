import { Badge } from '@mantine/core';
import type { BookingStatus } from '@samaj/shared';
import { useAdminTranslation } from '../i18n.ts';

// A status is never cut to "Publ…": in a narrow table cell a badge keeps its whole word.
const whole = { minWidth: 'max-content' } as const;

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
      <Badge color={bookingColors[status]} variant="light" c="dark.8" style={whole}>
        {t(`bookingStatus.${status}`)}
      </Badge>
      {refundDue && (
        <Badge color="red.9" variant="filled" ms={4} style={whole}>
          {t('bookings.refundDue')}
        </Badge>
      )}
    </>
  );
}

export function PublishedBadge({ publishedAt }: { publishedAt: string | null }) {
  const { t } = useAdminTranslation();
  return publishedAt ? (
    <Badge color="green" variant="light" c="dark.8" style={whole}>
      {t('content.published')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="dark.8" style={whole}>
      {t('content.draft')}
    </Badge>
  );
}
