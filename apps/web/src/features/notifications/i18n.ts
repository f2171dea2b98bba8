import { i18n } from '../../lib/i18n.ts';
import strings from '../../locales/en/notifications.json';

// The notifications' strings (the header's bell, the list) live in their own file and arrive with those
// chunks, loaded only with a session (not the first load of the public pages), under the key
// "notifications" of the default namespace (so t('notifications.…') works like any other key).
if (i18n.getResource('en', 'translation', 'notifications.title') === undefined) {
  i18n.addResourceBundle('en', 'translation', { notifications: strings }, true, false);
}
