import { toResources } from '../language-resources.ts';

/**
 * Hindi's translations, every namespace in one chunk, fetched only when Hindi is chosen (lib/i18n.ts).
 * A glob: a file not written yet is simply absent, and English covers its keys.
 */
export default toResources(
  'hi',
  import.meta.glob<Record<string, unknown>>(['../../locales/hi.json', '../../locales/hi/*.json'], {
    eager: true,
    import: 'default',
  }),
);
