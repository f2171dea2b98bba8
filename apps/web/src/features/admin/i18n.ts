import { useTranslation } from '../../lib/use-translation.ts';
import { i18n } from '../../lib/i18n.ts';
import strings from '../../locales/en/admin.json';

/**
 * The admin area's strings are their own namespace, loaded with the area's chunk rather than with the
 * first page. Every admin module that renders text imports this.
 */
export const ADMIN_NS = 'admin';

if (!i18n.hasResourceBundle('en', ADMIN_NS)) i18n.addResourceBundle('en', ADMIN_NS, strings);

/** Admin strings first, then the app's own (errors, common buttons) for what the area shares. */
export function useAdminTranslation() {
  return useTranslation([ADMIN_NS, 'translation'], { nsMode: 'fallback' });
}
