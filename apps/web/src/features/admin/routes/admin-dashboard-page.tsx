import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { AdminDashboard } from '@samaj/shared';
import type { TFunction } from '../../../lib/translator.ts';
import { BOOKING_STATUSES } from '@samaj/shared';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';

interface CountCard {
  key: string;
  label: string;
  value: string;
  to: string;
  /** Something waits for an admin: the card stands out. */
  attention?: boolean;
}

function cards(data: AdminDashboard, t: TFunction): CountCard[] {
  const count = formatNumber;
  return [
    {
      key: 'pending',
      label: t('dashboard.pendingProfiles'),
      value: count(data.profiles.pending),
      to: paths.profiles('pending'),
      attention: data.profiles.pending > 0,
    },
    {
      key: 'approved',
      label: t('dashboard.approvedProfiles'),
      value: count(data.profiles.approved),
      to: paths.profiles('approved'),
    },
    {
      key: 'rejected',
      label: t('dashboard.rejectedProfiles'),
      value: count(data.profiles.rejected),
      to: paths.profiles('rejected'),
    },
    {
      key: 'pictures',
      label: t('dashboard.pendingPictures'),
      value: count(data.pending_pictures),
      to: paths.pictures('pending'),
      attention: data.pending_pictures > 0,
    },
    {
      key: 'revisions',
      label: t('dashboard.pendingRevisions'),
      value: count(data.pending_revisions),
      to: paths.revisions('pending'),
      attention: data.pending_revisions > 0,
    },
    {
      key: 'reports',
      label: t('dashboard.openReports'),
      value: count(data.open_reports),
      to: paths.reports,
      attention: data.open_reports > 0,
    },
    {
      key: 'refunds',
      label: t('dashboard.refundsDue'),
      value: count(data.refunds_due),
      to: paths.bookings(),
      attention: data.refunds_due > 0,
    },
    ...BOOKING_STATUSES.map((status) => ({
      key: `bookings-${status}`,
      label: t('dashboard.bookings', { status: t(`bookingStatus.${status}`) }),
      value: count(data.bookings[status] ?? 0),
      to: paths.bookings(status),
    })),
    {
      key: 'payments',
      label: t('dashboard.payments', { count: data.payments.count }),
      value: formatMoney(data.payments.captured_amount),
      to: paths.bookings('confirmed'),
    },
    { key: 'users', label: t('dashboard.users'), value: count(data.users), to: paths.users },
    { key: 'admins', label: t('dashboard.admins'), value: count(data.admins), to: paths.users },
    {
      key: 'news',
      label: t('dashboard.news', { drafts: data.news.drafts }),
      value: count(data.news.published),
      to: paths.content('news'),
    },
    {
      key: 'jobs',
      label: t('dashboard.jobs', { drafts: data.jobs.drafts }),
      value: count(data.jobs.published),
      to: paths.content('jobs'),
    },
  ];
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={88} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function AdminDashboardPage() {
  const { t } = useAdminTranslation();
  const query = useDashboard();
  return (
    <AdminPage title={t('dashboard.title')}>
      <AsyncContent
        query={query}
        loading={<DashboardSkeleton label={t('dashboard.loading')} />}
        errorTitle={t('dashboard.loadFailed')}
      >
        {(data) => (
          <SimpleGrid
            cols={{ base: 2, sm: 3, lg: 4 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {cards(data, t).map((card) => (
              <li key={card.key}>
                <Card
                  component={Link}
                  to={card.to}
                  withBorder
                  radius="md"
                  padding="md"
                  h="100%"
                  bg={card.attention ? 'orange.0' : undefined}
                >
                  <Text fz={28} fw={700} lh={1.2}>
                    {card.value}
                  </Text>
                  <Text size="sm">{card.label}</Text>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
    </AdminPage>
  );
}
