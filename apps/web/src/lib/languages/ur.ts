import { toResources } from '../language-resources.ts';
import type { Strings } from '../translator.ts';

/**
 * Urdu's translations, every namespace in one chunk, fetched only when Urdu is chosen (lib/i18n.ts).
 * A glob: a file not written yet is simply absent, and English covers its keys.
 */
export default toResources(
  'ur',
  import.meta.glob<Strings>(['../../locales/ur.json', '../../locales/ur/*.json'], {
    eager: true,
    import: 'default',
  }),
);
