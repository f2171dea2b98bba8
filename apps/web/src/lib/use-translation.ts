import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import { DEFAULT_NS, type TFunction } from './translator.ts';

export type { TFunction } from './translator.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const languageNow = () => i18n.language;

/**
 * `t` for a component, in the language on screen; the component renders again when the language changes
 * (and gets a new `t`, so effects that use it run again). With several namespaces and
 * `nsMode: 'fallback'`, a key is looked for in each in turn; otherwise in the first.
 */
export function useTranslation(
  ns: string | readonly string[] = DEFAULT_NS,
  options: { nsMode?: 'default' | 'fallback' } = {},
): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const namespaces = typeof ns === 'string' ? [ns] : options.nsMode === 'fallback' ? ns : ns.slice(0, 1);
  const nsKey = namespaces.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nsKey stands for the namespaces' contents.
  const t = useMemo(() => i18n.getFixedT(language, namespaces), [language, nsKey]);
  return { t, i18n };
}
