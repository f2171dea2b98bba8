import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/use-translation.ts';

/**
 * The welcome, translated when drawn rather than when shown: a login may bring the account's language
 * a moment later (syncAccountLanguage), and the notice still on screen then follows it.
 */
function WelcomeMessage({ name }: { name: string }) {
  const { t } = useTranslation();
  return t('session.welcome', { name });
}

export function notifyWelcome(name: string): void {
  notifications.show({ color: 'green', message: <WelcomeMessage name={name} /> });
}
