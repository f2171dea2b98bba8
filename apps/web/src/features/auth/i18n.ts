import { i18n } from '../../lib/i18n.ts';
import strings from '../../locales/en/auth.json';

// The log-in, registration and password forms' strings live in their own file and arrive with those
// pages' chunk (not the first load of the home page), under the key "auth" of the default namespace (so
// t('auth.…') works like any other key). Each module that reads them imports this one.
if (i18n.getResource('en', 'translation', 'auth.mobile') === undefined) {
  i18n.addResourceBundle('en', 'translation', { auth: strings }, true, false);
}
