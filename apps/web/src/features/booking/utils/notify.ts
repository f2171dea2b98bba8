import { notifications } from '@mantine/notifications';
import { i18n } from '../../../lib/i18n.ts';
import { BOOKING_NS } from '../i18n.ts';

/** A toast whose close button has a name (Mantine's has none by default). */
export function notify(color: 'green' | 'red', message: string): void {
  notifications.show({
    color,
    message,
    closeButtonProps: { 'aria-label': i18n.t('notification.close', { ns: BOOKING_NS }) },
  });
}
