import { i18n } from '../../lib/i18n.ts';
import strings from '../../locales/en/matrimonial.json';

// The area's strings live in their own file and arrive with its lazy chunk, under the key
// "matrimonial" of the default namespace (so t('matrimonial.…') works like any other key).
if (i18n.getResource('en', 'translation', 'matrimonial.title') === undefined) {
  i18n.addResourceBundle('en', 'translation', { matrimonial: strings }, true, false);
}
