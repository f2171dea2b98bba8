import { Container } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useRefreshCurrentUser } from '../../features/auth/api/get-current-user.ts';
import classes from './site-layout.module.css';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** After a client-side navigation, move focus to the new page so screen readers start there. */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

export function SiteLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainRef = useFocusMainOnNavigation();
  useRefreshCurrentUser();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className={classes.progress} aria-hidden="true" />}
      <SiteHeader />
      <Container
        component="main"
        id="main"
        ref={mainRef}
        tabIndex={-1}
        size="lg"
        py="lg"
        className={classes.main}
      >
        <Outlet />
      </Container>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
