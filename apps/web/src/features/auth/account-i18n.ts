import strings from '../../locales/en/account.json';
import { useTranslation } from '../../lib/use-translation.ts';
import { i18n } from '../../lib/i18n.ts';

/** The account page's strings: their own namespace, loaded with the page's chunk. */
export const ACCOUNT_NS = 'account';

if (!i18n.hasResourceBundle('en', ACCOUNT_NS)) i18n.addResourceBundle('en', ACCOUNT_NS, strings);

/** Account strings first, then the app's own (errors, common buttons, the auth form's labels). */
export function useAccountTranslation() {
  return useTranslation([ACCOUNT_NS, 'translation'], { nsMode: 'fallback' });
}
