import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { LTR_SLOT, UserText } from '../../../components/ltr.tsx';
import { useSession } from '../../../lib/session.ts';
import { paths as bookingPaths } from '../../booking/paths.ts';
import { paths as matrimonialPaths } from '../../matrimonial/paths.ts';
import { useAccountTranslation } from '../account-i18n.ts';

/** The profiles a newly registered family most often makes first; the profile's first step offers the rest. */
const FIRST_PROFILES = ['self', 'son', 'daughter'] as const;

/**
 * Registering's next step, after the proof of the number (or its "Not now"): what the family can do
 * first, a profile (for oneself, a son or a daughter: the profile's path opens with that relation
 * chosen) or a hall to book, or later, which goes home.
 */
export function GetStartedPage() {
  const { t } = useAccountTranslation();
  const name = useSession((state) => state.user?.name);
  const title = name ? t('start.title', { name }) : t('start.titleNoName');
  // The name as the family wrote it, isolated in its own direction (a Latin name in an Urdu sentence).
  const [before, after] = name ? t('start.title', { name: LTR_SLOT }).split(LTR_SLOT) : [title, undefined];
  return (
    <Stack maw={720} mx="auto" w="100%" gap="lg">
      <DocumentTitle title={title} />
      <Stack gap="xs">
        <Title order={1} size="h2">
          {before}
          {name && <UserText>{name}</UserText>}
          {after}
        </Title>
        <Text>{t('start.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="start-profile">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3" id="start-profile">
              {t('start.profileTitle')}
            </Title>
            <Text size="sm">{t('start.profileText')}</Text>
            <Stack gap="xs" mt="auto">
              {FIRST_PROFILES.map((relation) => (
                <Button
                  key={relation}
                  component={Link}
                  to={matrimonialPaths.newProfileFor(relation)}
                  variant={relation === 'self' ? 'filled' : 'light'}
                  fullWidth
                >
                  {t(`start.profileFor.${relation}`)}
                </Button>
              ))}
            </Stack>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="start-hall">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3" id="start-hall">
              {t('start.hallTitle')}
            </Title>
            <Text size="sm">{t('start.hallText')}</Text>
            <Button component={Link} to={bookingPaths.calendar} variant="light" fullWidth mt="auto">
              {t('start.hallLink')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Group justify="center">
        <Anchor component={Link} to="/">
          {t('start.later')}
        </Anchor>
      </Group>
    </Stack>
  );
}
