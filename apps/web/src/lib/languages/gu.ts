import { toResources } from '../language-resources.ts';
import type { Strings } from '../translator.ts';

/**
 * Gujarati's translations, every namespace in one chunk, fetched only when Gujarati is chosen (lib/i18n.ts).
 * A glob: a file not written yet is simply absent, and English covers its keys.
 */
export default toResources(
  'gu',
  import.meta.glob<Strings>(['../../locales/gu.json', '../../locales/gu/*.json'], {
    eager: true,
    import: 'default',
  }),
);
