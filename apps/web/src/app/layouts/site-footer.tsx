import { Anchor, Container, Group, Text } from '@mantine/core';
import { WEB_PAGES } from '@samaj/shared';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import classes from './site-layout.module.css';
import { paths as hallsPaths } from '../../features/halls/paths.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Group component="nav" aria-label={t('nav.footer')} gap="md">
            <Anchor component={Link} to={hallsPaths.list} size="sm">
              {t('nav.halls')}
            </Anchor>
            <Anchor component={Link} to={WEB_PAGES.comingSoon} size="sm">
              {t('nav.comingSoon')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
