import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageId, TERMS } from './messages.ts';
import { formatDate, languageOf, msg, negotiateLanguage, t } from './translate.ts';
import { issueMessage, schemaMessage } from './zod-issues.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const ids = Object.keys(MESSAGES) as MessageId[];

describe('the catalogue', () => {
  it.each(ids)('%s is written in every language with the same placeholders', (id) => {
    const texts: Record<string, string> = MESSAGES[id];
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect(texts[lang]?.trim(), `${id}.${lang}`).toBeTruthy();
      expect(placeholders(texts[lang]!), `${id}.${lang}`).toEqual(placeholders(texts.en!));
      const hasWords = /[A-Za-z]{2}/.test(texts.en!.replace(/\{\w+\}/g, ''));
      if (lang !== 'en' && hasWords) expect(texts[lang], `${id}.${lang} is not English`).not.toBe(texts.en);
    }
  });

  it('has every term in every language', () => {
    for (const [key, texts] of Object.entries(TERMS)) {
      expect(Object.keys(texts).sort(), key).toEqual([...LANGUAGES].sort());
      expect(texts.en, key).toBe(key);
      for (const lang of LANGUAGES) expect(texts[lang]?.trim(), `${key}.${lang}`).toBeTruthy();
    }
  });

  it.each(ids)('%s renders by id in every language, each placeholder filled (decision 051)', (id) => {
    const params = Object.fromEntries(placeholders(MESSAGES[id].en).map((name) => [name, `<${name}>`]));
    for (const lang of LANGUAGES) {
      const said = t(lang, id, params);
      expect(said, `${id}.${lang}`).not.toMatch(/\{\w+\}/);
      for (const name of Object.keys(params)) expect(said, `${id}.${lang}`).toContain(`<${name}>`);
    }
  });
});

describe('translating', () => {
  it('fills placeholders, dates the language way with Latin digits, and terms and inner messages too', () => {
    expect(formatDate('en', '2030-03-01')).toBe('1 March 2030');
    expect(formatDate('hi', '2030-03-01')).toBe('1 मार्च 2030');
    expect(formatDate('gu', '2030-03-01')).toMatch(/^1 માર્ચ, 2030$/);
    expect(formatDate('ur', '2030-03-01')).toMatch(/^1 مارچ، 2030$/);
    const booked = (slot: string) => msg('bookingLabel', { date: '2030-03-01', hall: 'Mini Hall', slot });
    expect(t('en', 'overlapsInBooking', { what: booked('Evening'), other: booked('Full Day') })).toBe(
      '2030-03-01 (Mini Hall, Evening) overlaps 2030-03-01 (Mini Hall, Full Day) in this booking.',
    );
    expect(t('hi', 'overlapsInBooking', { what: booked('Evening'), other: booked('Full Day') })).toBe(
      'इस बुकिंग में 1 मार्च 2030 (Mini Hall, शाम) और 1 मार्च 2030 (Mini Hall, पूरा दिन) आपस में टकराते हैं।',
    );
    expect(t('gu', 'notFoundOf', { what: 'Job' })).toBe('આ નોકરી ઉપલબ્ધ નથી.');
    const password = msg('fieldMinChars', { field: 'password', min: 8 });
    expect(t('en', 'andMore', { first: password, count: 2 })).toBe(
      'The password field must be at least 8 characters. (and 2 more errors)',
    );
    expect(t('ur', 'andMore', { first: password, count: 2 })).toBe(
      'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے۔ (اور 2 مزید غلطیاں)',
    );
    // The wording is a reviewer's (messages.ts); the date is written the language's way.
    expect(t('hi', 'interestsLimit', { limit: 25, count: 25, date: '5 Dec' })).toBe(
      MESSAGES.interestsLimit.hi
        .replace('{limit}', '25')
        .replace('{count}', '25')
        .replace('{date}', '5 दिसंबर'),
    );
    expect(t('ur', 'otpSms', { code: '012345' })).toMatch(/^012345 آپ کا Samaj/);
    const what = msg('bookingWhat', { hall: 'Main Hall', date: '2030-03-01' });
    expect(t('en', 'bookingConfirmedBody', { what })).toBe(
      'Your booking of Main Hall on 2030-03-01 is confirmed. Thank you!',
    );
    expect(t('gu', 'bookingConfirmedBody', { what })).toBe(
      '1 માર્ચ, 2030ના રોજ Main Hallનું આપનું બુકિંગ પાકું થઈ ગયું છે. આભાર!',
    );
  });

  it("reads zod's own issues by their code and params, not by their English", () => {
    const said = (lang: 'gu' | 'hi' | 'ur', issue: Parameters<typeof issueMessage>[0], missing = false) => {
      const m = issueMessage(issue, missing);
      return t(lang, m.id, m.params);
    };
    const wording = 'reworded by a later zod';
    expect(
      said('gu', { keyword: 'invalid_type', message: wording, params: { expected: 'string' } }, true),
    ).toBe('આ ભરવું જરૂરી છે.');
    expect(
      said('hi', { keyword: 'invalid_value', message: wording, params: { values: ['male', 'female'] } }),
    ).toBe('इनमें से एक होना चाहिए: male, female।');
    expect(
      said('ur', { keyword: 'too_big', message: wording, params: { origin: 'string', maximum: 50 } }),
    ).toBe('زیادہ سے زیادہ 50 حروف ہو سکتے ہیں۔');
    expect(said('gu', { keyword: 'invalid_type', message: wording, params: { expected: 'object' } })).toBe(
      'આ કિંમત બરાબર નથી.',
    );
  });

  it("reads our schemas' own messages (packages/shared) as the catalogue message they are, and nothing else", () => {
    expect(schemaMessage('The password field confirmation does not match.')).toEqual({
      id: 'passwordConfirmation',
    });
    expect(schemaMessage('The name field must not be greater than 100 characters.')).toEqual({
      id: 'fieldMaxChars',
      params: { field: 'name', max: '100' },
    });
    expect(schemaMessage('Something new.')).toBeNull();
  });

  it('reads Accept-Language with q-values, then the account, then English', () => {
    expect(negotiateLanguage('gu-IN,gu;q=0.9,en-US;q=0.8')).toBe('gu');
    expect(negotiateLanguage('en;q=0.5, ur;q=0.7, hi;q=0.6')).toBe('ur');
    expect(negotiateLanguage('fr-FR, de;q=0.9')).toBeNull();
    expect(negotiateLanguage('hi;q=0, fr')).toBeNull();
    expect(negotiateLanguage('*')).toBeNull();
    expect(negotiateLanguage(undefined)).toBeNull();
    expect(languageOf('fr', 'hi')).toBe('hi');
    expect(languageOf('ur', 'hi')).toBe('ur');
    expect(languageOf(undefined, null)).toBe('en');
    expect(languageOf(undefined, 'xx')).toBe('en');
  });
});

/**
 * Every sentence the server can say is a catalogue id (decision 051): the server's source writes no
 * English sentence of its own (only terms, which are keys of TERMS), and each sentence of the shared
 * schemas, which zod hands back only as text, is a catalogue message. Template literals' `${...}`
 * count as a placeholder.
 */
describe('coverage of the source', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const roots = [path.resolve(here, '..'), path.resolve(here, '../../../../packages/shared/src/schemas')];
  const skipped = /(\.test\.ts|\.pg-test\.ts|seed\.ts|config\.ts|i18n\/messages\.ts)$/;
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'seo' ? [] : files(full);
      return full.endsWith('.ts') && !skipped.test(full) ? [full] : [];
    });
  }
  // Route summaries and descriptions, log lines and thrown internal errors are not said to a person.
  const notSaid = /(summary|description|log\??\.\w+|warn|info|new Error)\s*[:(]\s*$/;

  it('finds no English sentence in the server, and every sentence of the shared schemas in the catalogue', () => {
    const missing: string[] = [];
    const shared = new Set(files(roots[1]!));
    for (const file of files(roots[0]!).concat([...shared])) {
      const source = readFileSync(file, 'utf8');
      const literal = /(['`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
      for (const m of source.matchAll(literal)) {
        const text = m[2]!.replace(/\$\{[^}]*\}/g, 'X').replace(/\\'/g, "'");
        if (!/^[A-Z][^]*[a-z][^]*[.!]$/.test(text) || !text.includes(' ')) continue;
        const line = source.slice(source.lastIndexOf('\n', m.index) + 1, m.index);
        if (line.trimStart().startsWith('//') || line.trimStart().startsWith('*')) continue;
        if (notSaid.test(line)) continue;
        if (text in TERMS || (shared.has(file) && schemaMessage(text))) continue;
        missing.push(`${path.relative(roots[0]!, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
