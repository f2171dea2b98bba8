import { Burger, Button, Container, Group } from '@mantine/core';
import { WEB_PAGES } from '@samaj/shared';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { saveDataOn } from '../../lib/save-data.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';
import type { MobileNav as MobileNavComponent } from './mobile-nav.tsx';
import type { SignedInLinks as SignedInLinksComponent } from './signed-in-links.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { NavLinks, type NavItem } from './nav-links.tsx';
import classes from './site-layout.module.css';
import { paths as bookingPaths } from '../../features/booking/paths.ts';
import { paths as matrimonialPaths } from '../../features/matrimonial/paths.ts';
import { paths as authPaths } from '../../features/auth/paths.ts';
import { paths as hallsPaths } from '../../features/halls/paths.ts';

// The account menu (Mantine Menu, with its popover positioning) only matters once logged in: its own
// chunk keeps it out of the first load of the public pages. It shows from the `sm` breakpoint only (a phone
// has the same links in the drawer), so a phone never fetches it: the menu and Mantine's overlays, some
// 40 kB gzip, were fetched on every member page during its first paint, for nothing (decision 037).
// The menu and the drawer each log out with their own hook (features/auth/api/logout.ts), which brings
// TanStack Query's mutations: the header of a visitor who is not signed in needs neither.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

// The messages link and the bell (their unread counts' queries) are for a session only: their own chunk,
// which main.tsx starts at once when the visit begins signed in, so that they come with the first paint.
let signedInLinksChunk: Promise<{ default: typeof SignedInLinksComponent }> | undefined;
export const loadSignedInLinks = () =>
  (signedInLinksChunk ??= import('./signed-in-links.tsx').then((m) => ({ default: m.SignedInLinks })));
const SignedInLinks = lazy(loadSignedInLinks);

// The phone drawer (Mantine Drawer: focus trap, scroll lock, transitions, portal) only matters once the
// burger is pressed: it loads then (or as the pointer goes down on the burger, unless the visitor saves
// data: lib/save-data.ts), never on the first load.
let mobileNavChunk: Promise<{ default: typeof MobileNavComponent }> | undefined;
const loadMobileNav = () =>
  (mobileNavChunk ??= import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));
const MobileNav = lazy(loadMobileNav);

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it can close with its transition and return focus.
  const [navWanted, setNavWanted] = useState(false);
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((state) => state.user);
  // Mantine's `sm` (48em), as `visibleFrom="sm"` below, answered on the first render (the app renders
  // in the browser only): answered in an effect, the menu appeared a frame later and pushed the bell
  // aside, under a pointer that had just aimed at it.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });

  const mainLinks: NavItem[] = [
    { to: WEB_PAGES.home, label: t('nav.home') },
    { to: hallsPaths.list, label: t('nav.halls') },
    { to: matrimonialPaths.dashboard, label: t('nav.matrimonial') },
    { to: bookingPaths.dashboard, label: t('nav.booking') },
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
          <Group gap={6} wrap="nowrap">
            <LanguageSwitcher />
            {loggedIn && user && (
              <Suspense fallback={null}>
                <SignedInLinks />
              </Suspense>
            )}
            <Group gap="xs" visibleFrom="sm">
              {loggedIn && user ? (
                wide && (
                  <Suspense fallback={null}>
                    <UserMenu name={user.name} isAdmin={user.is_admin} />
                  </Suspense>
                )
              ) : (
                <>
                  <Button component={Link} to={authPaths.login} variant="subtle">
                    {t('nav.login')}
                  </Button>
                  <Button component={Link} to={authPaths.register}>
                    {t('nav.register')}
                  </Button>
                </>
              )}
            </Group>
            <Burger
              hiddenFrom="sm"
              opened={opened}
              onPointerDown={() => {
                if (!saveDataOn()) void loadMobileNav();
              }}
              onClick={() => {
                setNavWanted(true);
                toggle();
              }}
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {navWanted && (
        <Suspense fallback={null}>
          <MobileNav
            opened={opened}
            onClose={close}
            mainLinks={mainLinks}
            user={loggedIn && user ? { name: user.name, isAdmin: user.is_admin } : null}
          />
        </Suspense>
      )}
    </header>
  );
}
