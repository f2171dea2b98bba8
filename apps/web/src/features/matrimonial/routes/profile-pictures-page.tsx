import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useActiveProfile } from '../components/active-profile.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { PictureManager } from '../components/picture-manager.tsx';
import { PicturesNextStep } from '../components/pictures-next-step.tsx';
import '../i18n.ts';
import { paths } from '../paths.ts';

/** The active profile's pictures, who may see them, and (for a draft) what is left before sending it. */
export function ProfilePicturesPage() {
  const { t } = useTranslation();
  const active = useActiveProfile();
  if (!active) return null;
  const name = `${active.first_name} ${active.last_name}`;
  return (
    <Stack gap="md">
      <PageHeading
        title={t('matrimonial.pictures.pageTitleFor', { name })}
        actions={
          <Button component={Link} to={paths.dashboard}>
            {t('matrimonial.pictures.done')}
          </Button>
        }
      />
      <Text>{t('matrimonial.pictures.whose', { name })}</Text>
      <Text>{t('matrimonial.pictures.intro')}</Text>
      <PictureManager profileId={active.id} firstName={active.first_name} />
      <PicturesNextStep profileId={active.id} />
      <Group justify="flex-end">
        <Button component={Link} to={paths.dashboard} variant="light">
          {t('matrimonial.pictures.done')}
        </Button>
      </Group>
    </Stack>
  );
}
