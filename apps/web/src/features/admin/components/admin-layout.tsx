import { Box, Burger, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { useAdminTranslation } from '../i18n.ts';
import { ADMIN_NAV } from './admin-nav.ts';
import classes from './admin-layout.module.css';

function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <Stack gap={2}>
      {ADMIN_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
          {t(`nav.${item.key}`)}
        </NavLink>
      ))}
    </Stack>
  );
}

/** The admin area: a nav beside the screen, or behind a menu button on phone widths. */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <div className={classes.shell}>
      <Box component="nav" aria-label={t('nav.label')} className={classes.sidebar} visibleFrom="md">
        <AdminNavLinks />
      </Box>
      <div className={classes.content}>
        <Group hiddenFrom="md" mb="sm" gap="xs">
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={opened ? t('nav.close') : t('nav.open')}
            aria-expanded={opened}
          />
          <Text fw={600} size="sm">
            {t('nav.label')}
          </Text>
        </Group>
        <Outlet />
      </div>
      <Drawer opened={opened} onClose={close} title={t('nav.label')} size="xs" hiddenFrom="md">
        <nav aria-label={t('nav.label')}>
          <AdminNavLinks onNavigate={close} />
        </nav>
      </Drawer>
    </div>
  );
}
