import { Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMarkRecommendationsSeen, useRecommendations } from '../api/shortlist.ts';
import { CardsLimitNotice, isCardsLimit } from './cards-limit-notice.tsx';
import { notifyError } from './notify.ts';
import { ProfileCard } from './profile-card.tsx';

/** Cards shown before "See all". */
export const FIRST_MATCHES = 3;

/**
 * "New matches for you" on the dashboard: matches of the active profile's saved preferences approved
 * since it last marked them seen. Hidden while loading, on an error and when there are none; when the
 * day's allowance of cards is spent (search_cards_limit), it says when more come.
 */
export function NewMatchesSection({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const query = useRecommendations(profileId);
  const seen = useMarkRecommendationsSeen();
  const [all, setAll] = useState(false);
  const cards = query.data?.data ?? [];
  if (isCardsLimit(query.error)) {
    // The day's allowance of cards is spent: the section says when more come instead of going away.
    return (
      <section aria-labelledby="new-matches-heading">
        <Title order={2} size="h3" id="new-matches-heading" mb="xs">
          {t('matrimonial.recommendations.title')}
        </Title>
        <CardsLimitNotice error={query.error} />
      </section>
    );
  }
  if (cards.length === 0) return null;
  const shown = all ? cards : cards.slice(0, FIRST_MATCHES);
  return (
    <section aria-labelledby="new-matches-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="new-matches-heading">
          {t('matrimonial.recommendations.title')}
        </Title>
        <Button
          variant="default"
          size="xs"
          loading={seen.isPending}
          onClick={() => seen.mutate(undefined, { onError: (error) => notifyError(errorMessage(error, t)) })}
        >
          {t('matrimonial.recommendations.markSeen')}
        </Button>
      </Group>
      <Text size="sm" mb="sm">
        {t('matrimonial.recommendations.intro', { count: cards.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {shown.map((card) => (
          <ProfileCard key={card.id} profile={card} shortlistable />
        ))}
      </SimpleGrid>
      {cards.length > FIRST_MATCHES && (
        <Button variant="subtle" mt="xs" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all
            ? t('matrimonial.recommendations.fewer')
            : t('matrimonial.recommendations.seeAll', { count: cards.length })}
        </Button>
      )}
    </section>
  );
}
