import type { Language } from './i18n.ts';
import type { Strings } from './translator.ts';

type Files = Record<string, Strings>;

/**
 * The files whose strings live under their own key of the default namespace (`t('auth.…')`), as
 * English's do: English's come with the chunks that use them (features/<area>/i18n.ts), not the first
 * load.
 */
export const KEYS_OF_DEFAULT_NAMESPACE: ReadonlySet<string> = new Set([
  'auth',
  'matrimonial',
  'notifications',
]);

/**
 * The translations of one language from its files (paths ending `locales/<lng>.json` or
 * `locales/<lng>/<ns>.json`): `<lng>.json` is the default namespace; `<lng>/<ns>.json` is namespace `ns`,
 * except those of KEYS_OF_DEFAULT_NAMESPACE, which live under the key `ns` of the default namespace. A
 * file not written yet is simply absent: the translator falls back to English for its keys.
 */
export function toResources(language: Language, files: Files): Record<string, Strings> {
  const resources: Record<string, Strings> = { translation: {} };
  for (const [path, strings] of Object.entries(files)) {
    if (path.endsWith(`locales/${language}.json`)) {
      resources.translation = { ...strings, ...resources.translation };
      continue;
    }
    const ns = path.match(new RegExp(`locales/${language}/([\\w-]+)\\.json$`))?.[1];
    if (!ns) continue;
    if (KEYS_OF_DEFAULT_NAMESPACE.has(ns)) resources.translation![ns] = strings;
    else resources[ns] = strings;
  }
  return resources;
}
