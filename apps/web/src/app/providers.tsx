import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client.ts';
import { onForcedLogout, syncSessionAcrossTabs } from '../lib/session.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The product's default display time for a notification (product spec section 9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-right" />
        <SessionEvents />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
