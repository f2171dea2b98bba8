import type { BookingStatus } from '@samaj/shared';
import { Badge } from '@mantine/core';
import { useBookingTranslation } from '../i18n.ts';

const COLORS: Record<BookingStatus, string> = {
  pending_payment: 'orange.9',
  confirmed: 'green.9',
  cancelled: 'gray.7',
  expired: 'gray.7',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useBookingTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray.7'} variant="filled" tt="none">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
