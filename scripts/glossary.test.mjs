// One word for one idea (docs/translations.md, "Glossary"): the table there names, per language, the
// word the app uses and the alternatives it must not; this reads it and scans every text the app shows,
// the web's locale files and the server's messages (notifications, pushes, SMS, receipts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TERMS } from '../apps/server/src/i18n/messages.ts';

const ROOT = join(import.meta.dirname, '..');
const LANGUAGES = ['en', 'gu', 'hi', 'ur'];

/** The table between the glossary markers: per idea, per language, the word and its alternatives. */
export function readGlossary(markdown) {
  const table = markdown.split('<!-- glossary:start -->')[1]?.split('<!-- glossary:end -->')[0];
  if (!table) throw new Error('docs/translations.md has no glossary table');
  const rows = table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  return body.map((cells) => {
    const entry = { idea: cells[0], words: {} };
    for (const language of LANGUAGES) {
      const cell = cells[header.indexOf(language)] ?? '';
      const match = /^(.*?)\s*(?:\(not (.+)\))?$/.exec(cell);
      entry.words[language] = {
        word: match[1],
        not: match[2] ? match[2].split(',').map((alt) => alt.trim()) : [],
      };
    }
    return entry;
  });
}

// Endings written onto a word (Gujarati's postpositions, Hindi's plurals): "રસનો" is "રસ", "રસીદ" is not.
const ENDINGS = {
  en: [],
  gu: ['નો', 'ની', 'ના', 'ને', 'નું', 'માં', 'થી', 'એ'],
  hi: ['याँ', 'यां', 'यों', 'ओं', 'एँ', 'ें'],
  ur: ['یں', 'وں'],
};

/** Whether `text` holds `alternative` as a word of its own, or with one of the language's endings. */
export function holds(text, alternative, language) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const endings = ENDINGS[language].map(escape).join('|');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}])${escape(alternative)}(?:${endings})?(?![\\p{L}\\p{M}])`,
    'u',
  );
  return pattern.test(text);
}

function* strings(json, path) {
  for (const [key, value] of Object.entries(json)) {
    const at = `${path}.${key}`;
    if (typeof value === 'string') yield [at, value];
    else yield* strings(value, at);
  }
}

/** Every text of a language: [where, text]. */
function textsOf(language) {
  const locales = join(ROOT, 'apps/web/src/locales');
  const files = [
    `${language}.json`,
    ...readdirSync(join(locales, language)).map((file) => `${language}/${file}`),
  ];
  const web = files.flatMap((file) => [
    ...strings(JSON.parse(readFileSync(join(locales, file), 'utf8')), file),
  ]);
  const server = [
    ...Object.entries(MESSAGES).map(([id, texts]) => [`messages.ts ${id}`, texts[language]]),
    ...Object.entries(TERMS).map(([id, texts]) => [`messages.ts TERMS.${id}`, texts[language]]),
  ];
  return [...web, ...server];
}

const glossary = readGlossary(readFileSync(join(ROOT, 'docs/translations.md'), 'utf8'));

describe('the glossary', () => {
  it('is read from docs/translations.md, with the ideas every family meets', () => {
    const ideas = glossary.map((entry) => entry.words.en.word);
    for (const idea of ['interest', 'profile', 'booking', 'hall', 'advance', 'balance', 'refund']) {
      expect(ideas).toContain(idea);
    }
    for (const idea of ['waitlist', 'verified', 'block', 'report', 'gender', 'consent', 'match']) {
      expect(ideas).toContain(idea);
    }
    expect(glossary.find((e) => e.idea.startsWith('gender')).words.gu).toEqual({
      word: 'લિંગ',
      not: ['જાતિ'],
    });
  });

  it('finds an alternative as a word and with its endings, not inside another word', () => {
    expect(holds('નવો રસ', 'રસ', 'gu')).toBe(true);
    expect(holds('આપના રસનો જવાબ', 'રસ', 'gu')).toBe(true);
    expect(holds('રસીદ 12', 'રસ', 'gu')).toBe(false);
    expect(holds('પ્રસ્તાવ', 'રસ', 'gu')).toBe(false);
    expect(holds('भेजी गई रुचियाँ', 'रुचि', 'hi')).toBe(true);
    expect(holds('दिलचस्पी', 'रुचि', 'hi')).toBe(false);
  });

  for (const language of ['gu', 'hi', 'ur']) {
    it(`${language}: no text uses a word the glossary puts aside`, () => {
      const texts = textsOf(language);
      expect(texts.length).toBeGreaterThan(500);
      const found = [];
      for (const entry of glossary) {
        for (const alternative of entry.words[language].not) {
          for (const [where, text] of texts) {
            if (holds(text, alternative, language)) {
              found.push(`${where}: "${alternative}" (use "${entry.words[language].word}"): ${text}`);
            }
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
});
