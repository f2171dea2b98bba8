import { useTranslation } from '../../lib/use-translation.ts';
import strings from '../../locales/en/native.json';
import { i18n } from '../../lib/i18n.ts';

/** The native app's strings: their own namespace, loaded only inside the Android and iOS app. */
export const NATIVE_NS = 'native';

if (!i18n.hasResourceBundle('en', NATIVE_NS)) i18n.addResourceBundle('en', NATIVE_NS, strings);

export function useNativeTranslation() {
  return useTranslation(NATIVE_NS);
}
