import type { Language } from './i18n.ts';
import type { Strings } from './translator.ts';

type Files = Record<string, Strings>;

/**
 * The translations of one language from its files (paths ending `locales/<lng>.json` or
 * `locales/<lng>/<ns>.json`): `<lng>.json` is the default namespace; `<lng>/<ns>.json` is namespace `ns`,
 * except matrimonial, which lives under the key `matrimonial` of the default namespace (as English's
 * does). A file not written yet is simply absent: the translator falls back to English for its keys.
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
    if (ns === 'matrimonial') resources.translation!.matrimonial = strings;
    else resources[ns] = strings;
  }
  return resources;
}
