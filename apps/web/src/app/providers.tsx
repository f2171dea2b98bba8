import { DirectionProvider, MantineProvider } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { queryClient } from '../lib/query-client.ts';
import { onForcedLogout, syncSessionAcrossTabs } from '../lib/session.ts';
import { directionOf, isLanguage } from '../lib/i18n.ts';
import { LanguageEffects, LanguageGate } from './language.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

/** The product's default display time for a notification (product spec section 9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

// The notifications container (with its transitions and portal) is its own chunk, loaded when the first
// notification is shown: `notifications.show()` only writes to a store, which the container reads once
// it mounts. Most visits show none, so the first load does without it.
const Notifications = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.Notifications })),
);

function LazyNotifications() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-right" />
    </Suspense>
  );
}

function SessionEvents() {
  const { t } = useTranslation();
  useEffect(() => syncSessionAcrossTabs(), []);
  useEffect(
    () => onForcedLogout(() => notifications.show({ color: 'orange', message: t('session.expired') })),
    [t],
  );
  return null;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests render without transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <Suspense fallback={null}>
      <LanguageGate>
        <LanguageProviders env={env}>{children}</LanguageProviders>
      </LanguageGate>
    </Suspense>
  );
}

/** Mantine in the language's direction, with the theme's texts in that language. */
function LanguageProviders({ children, env = 'default' }: AppProvidersProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const theme = useMemo(() => createAppTheme(t('common.close')), [t]);
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <QueryClientProvider client={queryClient}>
          <LanguageEffects />
          <LazyNotifications />
          <SessionEvents />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
