import { describe, expect, it } from 'vitest';

/**
 * Every language has every English key, and no other; each translation keeps its English placeholders
 * ({{name}}) and tags (<1>…</1>); and no value is left in English, except the few that read the same in
 * every language (the allow-list below). Translators run this before committing (docs/translations.md).
 */

type Json = { [key: string]: string | Json };

const files = import.meta.glob<Json>('../locales/**/*.json', { eager: true, import: 'default' });

const LANGUAGES = ['gu', 'hi', 'ur'] as const;

/** Files of a language: `''` for `<lng>.json`, else the namespace of `<lng>/<ns>.json`. */
function filesOf(language: string): Map<string, Json> {
  const result = new Map<string, Json>();
  for (const [path, json] of Object.entries(files)) {
    const main = path.match(/^\.\.\/locales\/([a-z]+)\.json$/);
    if (main?.[1] === language) result.set('', json);
    const ns = path.match(/^\.\.\/locales\/([a-z]+)\/([a-z-]+)\.json$/);
    if (ns?.[1] === language) result.set(ns[2]!, json);
  }
  return result;
}

function flatten(json: Json, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(json)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of flatten(value, path)) result.set(k, v);
  }
  return result;
}

/** `{{count}}`, `$t(key)` and `<1>`/`</1>` tags, sorted: they must survive translation. */
function tokens(value: string): string[] {
  return [...value.matchAll(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+\s*\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();
}

/**
 * Values that may read the same as English: the app's and outside services' names, and values with no
 * words (a placeholder, a number, a sign). Keys, not values, so that any other English left in a file
 * still fails.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>(['app.name']);
const SAME_AS_ENGLISH_VALUES = new Set<string>([
  'Samaj',
  'WhatsApp',
  'OTP',
  'UPI',
  'PDF',
  'CSV',
  'GSTIN',
  'SMS',
  'Email',
  'ID',
]);

function hasWords(value: string): boolean {
  return /\p{L}{2,}/u.test(value.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)|<\/?\d+\s*\/?>/g, ''));
}

const english = filesOf('en');

describe.each(LANGUAGES)('translations in %s', (language) => {
  const translated = filesOf(language);

  it("has a file for each of English's, and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  for (const [file, enJson] of english) {
    const name = file === '' ? `${language}.json` : `${language}/${file}.json`;
    const enStrings = flatten(enJson);

    it(`${name}: the same keys as English`, () => {
      const own = flatten(translated.get(file) ?? {});
      const missing = [...enStrings.keys()].filter((key) => !own.has(key));
      const extra = [...own.keys()].filter((key) => !enStrings.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${name}: the same placeholders and tags as English`, () => {
      const own = flatten(translated.get(file) ?? {});
      const differing = [...enStrings]
        .filter(([key, value]) => own.has(key) && tokens(own.get(key)!).join() !== tokens(value).join())
        .map(([key, value]) => ({ key, english: tokens(value), translated: tokens(own.get(key)!) }));
      expect(differing).toEqual([]);
    });

    it(`${name}: nothing left in English`, () => {
      const own = flatten(translated.get(file) ?? {});
      const untranslated = [...enStrings]
        .filter(
          ([key, value]) =>
            own.get(key) === value &&
            hasWords(value) &&
            !SAME_AS_ENGLISH_ALLOWED.has(key) &&
            !SAME_AS_ENGLISH_VALUES.has(value.trim()),
        )
        .map(([key, value]) => `${key}: ${value}`);
      expect(untranslated).toEqual([]);
    });
  }
});
