import { notifications } from '@mantine/notifications';
import type { TFunction } from '../../../lib/translator.ts';

export function notifyWelcome(t: TFunction, name: string): void {
  notifications.show({ color: 'green', message: t('session.welcome', { name }) });
}
