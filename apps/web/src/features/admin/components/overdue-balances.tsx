import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate, formatMoney } from '../../../lib/format.ts';
import { useOverdueBalances } from '../api/booking-actions.ts';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import { Notice } from './notice.tsx';

/** Confirmed bookings past their balance date that still owe: shown above the list, or nothing. */
export function OverdueBalances() {
  const { t } = useAdminTranslation();
  const query = useOverdueBalances();
  if (!query.data || query.data.length === 0) return null;
  return (
    <Notice color="orange" title={t('overdueBalances.title', { count: query.data.length })}>
      <List size="sm" spacing={4}>
        {query.data.map((b) => (
          <List.Item key={b.id}>
            <Anchor component={Link} to={paths.booking(b.id)} fw={500}>
              {b.reference ?? b.event_name ?? b.id}
            </Anchor>{' '}
            <Text span size="sm">
              {t('overdueBalances.line', {
                name: b.user.name,
                amount: formatMoney(b.balance_due),
                date: b.balance_due_on ? formatCalendarDate(b.balance_due_on) : '',
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Notice>
  );
}
