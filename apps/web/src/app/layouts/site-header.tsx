import { Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';
import classes from './site-layout.module.css';

// The account menu (Mantine Menu, with its popover positioning) only matters once logged in: its own
// chunk keeps it out of the first load of the public pages.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

interface NavItem {
  to: string;
  label: string;
}

function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.to === '/'}
      className={classes.navLink}
      onClick={onNavigate}
    >
      {item.label}
    </NavLink>
  ));
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((state) => state.user);
  const logout = useLogout();

  const mainLinks: NavItem[] = [
    { to: '/', label: t('nav.home') },
    { to: '/banquet-halls', label: t('nav.halls') },
    { to: '/matrimonial', label: t('nav.matrimonial') },
    { to: '/booking', label: t('nav.booking') },
  ];
  const accountLinks: NavItem[] = [
    ...(user?.is_admin ? [{ to: '/admin', label: t('nav.admin') }] : []),
    { to: '/matrimonial/change-password', label: t('nav.changePassword') },
  ];

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Link to="/" className={classes.brand}>
            {t('app.name')}
          </Link>
          <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
            <NavLinks items={mainLinks} />
          </Group>
          <Group gap="xs" visibleFrom="sm">
            {loggedIn && user ? (
              <Suspense fallback={null}>
                <UserMenu name={user.name} isAdmin={user.is_admin} onLogout={() => logout.mutate()} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle">
                  {t('nav.login')}
                </Button>
                <Button component={Link} to="/register">
                  {t('nav.register')}
                </Button>
              </>
            )}
          </Group>
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('nav.menuTitle')}
        position="right"
        size="xs"
        hiddenFrom="sm"
      >
        <Stack gap="xs">
          <nav aria-label={t('nav.main')}>
            <NavLinks items={mainLinks} onNavigate={close} />
          </nav>
          <Divider />
          {loggedIn && user ? (
            <>
              <Text fw={600} px={12}>
                {user.name}
              </Text>
              <NavLinks items={accountLinks} onNavigate={close} />
              <Button
                variant="light"
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/login" variant="light" onClick={close}>
                {t('nav.login')}
              </Button>
              <Button component={Link} to="/register" onClick={close}>
                {t('nav.register')}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </header>
  );
}
