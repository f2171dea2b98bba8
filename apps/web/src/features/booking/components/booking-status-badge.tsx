import type { BookingStatus } from '@samaj/shared';
import { Badge } from '@mantine/core';
import { useBookingTranslation } from '../i18n.ts';

// Mantine's green.9 and orange.9 are just under 4.5:1 behind white text: darker shades of both.
const COLORS: Record<BookingStatus, string> = {
  pending_payment: '#a63b00',
  confirmed: '#1e6b30',
  cancelled: 'gray.7',
  expired: 'gray.7',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useBookingTranslation();
  return (
    // Never squeezed by a long title beside it ("Confirm…" at 390 px): the badge keeps its width.
    <Badge color={COLORS[status] ?? 'gray.7'} variant="filled" tt="none" style={{ flexShrink: 0 }} miw="auto">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
