import { useTranslation } from '../../lib/use-translation.ts';
import strings from '../../locales/en/pwa.json';
import { i18n } from '../../lib/i18n.ts';

/** The installable web app's strings: their own namespace, loaded with the update prompt's chunk. */
export const PWA_NS = 'pwa';

if (!i18n.hasResourceBundle('en', PWA_NS)) i18n.addResourceBundle('en', PWA_NS, strings);

export function usePwaTranslation() {
  return useTranslation(PWA_NS);
}
