import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { StatusPage } from '../../../components/status-page.tsx';
import { paths as matrimonialPaths } from '../../matrimonial/paths.ts';
import { paths, type SubjectChange } from '../paths.ts';
import '../i18n.ts';

const CHANGES: readonly SubjectChange[] = ['withdrawn', 'expired', 'closed'];
const isChange = (value: string | undefined): value is SubjectChange =>
  CHANGES.includes(value as SubjectChange);

/**
 * What a notification opens when its subject changed since it was written (docs/api.md, What families
 * read): the interest it told of was withdrawn, expired, or closed by a block or a deletion. The page
 * says what happened and what the family can do, instead of "Interest not found".
 */
export function SubjectChangedPage() {
  const { t } = useTranslation();
  const { change } = useParams();
  if (!isChange(change))
    return <StatusPage code="404" title={t('notFound.title')} text={t('notFound.text')} />;
  const title = t(`notifications.changed.${change}.title`);
  return (
    <Stack gap="md" maw={560}>
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text>{t(`notifications.changed.${change}.text`)}</Text>
      <Group gap="sm">
        <Button component={Link} to={paths.list}>
          {t('notifications.changed.back')}
        </Button>
        <Button component={Link} to={matrimonialPaths.search} variant="default">
          {t('notifications.changed.findMatches')}
        </Button>
      </Group>
    </Stack>
  );
}
