import { Anchor, Button, Table, Text } from '@mantine/core';
import { BOOKING_USER_TYPES } from '@samaj/shared';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useAdminHalls } from '../api/get-halls.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';

export function HallsPage() {
  const { t } = useAdminTranslation();
  const query = useAdminHalls();
  return (
    <AdminPage
      title={t('halls.title')}
      actions={
        <>
          <Button variant="default" component={Link} to={paths.blockedDates}>
            {t('nav.blockedDates')}
          </Button>
          <Button component={Link} to={paths.newHall}>
            {t('halls.new')}
          </Button>
        </>
      }
    >
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('halls.loading')} />}
        errorTitle={t('halls.loadFailed')}
        isEmpty={(halls) => halls.length === 0}
        empty={t('halls.empty')}
      >
        {(halls) => (
          <ScrollTable label={t('halls.title')} minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('halls.fields.name')}</Table.Th>
                  <Table.Th>{t('halls.fields.capacity')}</Table.Th>
                  <Table.Th>{t('halls.fields.booking_amount')}</Table.Th>
                  {BOOKING_USER_TYPES.map((type) => (
                    <Table.Th key={type}>{t('halls.priceFor', { type })}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {halls.map((hall) => (
                  <Table.Tr key={hall.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.hall(hall.id)} fw={500}>
                        {hall.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {hall.short_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{hall.capacity || '—'}</Table.Td>
                    <Table.Td>{formatMoney(hall.booking_amount)}</Table.Td>
                    {BOOKING_USER_TYPES.map((type) => (
                      <Table.Td key={type}>
                        {t('halls.amountDeposit', {
                          amount: formatMoney(hall.payment_amount[type].amount),
                          deposit: formatMoney(hall.payment_amount[type].deposit),
                        })}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </AsyncContent>
    </AdminPage>
  );
}
