import type { BookingUserType, Hall } from '@samaj/shared';
import { useBookingTranslation } from '../i18n.ts';
import type { DraftItem } from '../stores/booking-draft.ts';
import { draftFigures } from '../utils/money-figures.ts';
import { MoneySummary } from './money-summary.tsx';

interface DraftTotalsProps {
  items: readonly DraftItem[];
  halls: readonly Hall[];
  userType: BookingUserType;
}

/** The draft's money: the summary block, with the count of items and dates it covers. */
export function DraftTotals({ items, halls, userType }: DraftTotalsProps) {
  const { t } = useBookingTranslation();
  const dates = items.reduce((sum, item) => sum + item.booking_dates.length, 0);
  return (
    <MoneySummary
      figures={draftFigures(items, halls, userType)}
      headingOrder={3}
      caption={t('totals.summary', {
        items: t('totals.items', { count: items.length }),
        dates: t('totals.dates', { count: dates }),
      })}
    />
  );
}
