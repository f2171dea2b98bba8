import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

export function notifyWelcome(t: TFunction, name: string): void {
  notifications.show({ color: 'green', message: t('session.welcome', { name }) });
}
