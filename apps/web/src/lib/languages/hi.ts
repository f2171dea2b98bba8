import { toResources } from '../language-resources.ts';
import type { Strings } from '../translator.ts';

/**
 * Hindi's translations, every namespace in one chunk, fetched only when Hindi is chosen (lib/i18n.ts).
 * A glob: a file not written yet is simply absent, and English covers its keys.
 */
export default toResources(
  'hi',
  import.meta.glob<Strings>(['../../locales/hi.json', '../../locales/hi/*.json'], {
    eager: true,
    import: 'default',
  }),
);
