import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useHalls } from '../../../api/halls.ts';
import { FreeDates } from '../components/free-dates.tsx';
import { HallCard } from '../components/hall-card.tsx';
import { HallPricesTable } from '../components/hall-prices-table.tsx';
import { HallWhereWhen } from '../components/hall-where-when.tsx';
import { paths as bookingPaths } from '../../booking/paths.ts';
import { paths } from '../paths.ts';

export function BanquetHallsPage() {
  const { t } = useTranslation();
  const query = useHalls();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('halls.title')} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('halls.title')}</Title>
          <Text mt="xs">{t('halls.intro')}</Text>
          <Text mt="xs" size="sm">
            {t('halls.pricesNote')}
          </Text>
        </div>
        <Group gap="sm">
          <ShareButton title={t('halls.title')} path={paths.list} />
          <Button component={Link} to={bookingPaths.dashboard}>
            {t('halls.bookNow')}
          </Button>
        </Group>
      </Group>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('home.loadingHalls')} count={2} />}
        errorTitle={t('errors.loadFailed', { what: t('home.hallsWhat') })}
        isEmpty={(halls) => halls.length === 0}
        empty={t('home.noHalls')}
      >
        {(halls) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {halls.map((hall) => (
                <HallCard key={hall.id} hall={hall} headingOrder={2}>
                  <HallWhereWhen hall={hall} />
                  <HallPricesTable hall={hall} />
                </HallCard>
              ))}
            </SimpleGrid>
            <FreeDates halls={halls} />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}
