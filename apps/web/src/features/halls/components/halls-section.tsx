import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useHalls } from '../../../api/halls.ts';
import { HallCard } from './hall-card.tsx';
import { paths } from '../paths.ts';

/** The home page's halls, linking to the listing with prices. */
export function HallsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useHalls();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId}>
          {t('home.halls')}
        </Title>
        <Anchor component={Link} to={paths.list}>
          {t('home.seeHalls')}
        </Anchor>
      </Group>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('home.loadingHalls')} />}
        errorTitle={t('errors.loadFailed', { what: t('home.hallsWhat') })}
        isEmpty={(halls) => halls.length === 0}
        empty={t('home.noHalls')}
      >
        {(halls) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {halls.map((hall) => (
              <HallCard key={hall.id} hall={hall} />
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
    </section>
  );
}
