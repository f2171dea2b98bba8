import type { News } from '@samaj/shared';
import { Anchor, Card, Image, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatInstant } from '../../../lib/format.ts';
import { withApiBase } from '../../../lib/api-base-url.ts';
import { paths } from '../paths.ts';
import { textLanguage } from '../../../lib/text-language.ts';

export function NewsCard({ item }: { item: News }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      {item.image_url && (
        <Card.Section mb="sm">
          <Image src={withApiBase(item.image_url)} alt="" h={160} loading="lazy" />
        </Card.Section>
      )}
      <Title order={3} size="h4" {...textLanguage(item.language)}>
        <Anchor component={Link} to={paths.item(item.id)} c="inherit">
          {item.title}
        </Anchor>
      </Title>
      {item.published_at && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('common.published', { date: formatInstant(item.published_at) })}
        </Text>
      )}
      <Text size="sm" mt="xs" lineClamp={3} {...textLanguage(item.language)}>
        {item.summary}
      </Text>
    </Card>
  );
}
