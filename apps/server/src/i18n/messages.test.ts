import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageId, TERMS } from './messages.ts';
import { formatDate, languageOf, matchMessage, negotiateLanguage, t, translateText } from './translate.ts';

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

  it.each(ids)('%s is found again from its English (what the error handler does)', (id) => {
    const params = Object.fromEntries(placeholders(MESSAGES[id].en).map((name) => [name, `<${name}>`]));
    const english = MESSAGES[id].en.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
    expect(matchMessage(english)).toEqual({ id, params });
  });
});

describe('translating', () => {
  it('fills placeholders, dates the language way with Latin digits, and terms and inner messages too', () => {
    expect(formatDate('en', '2030-03-01')).toBe('1 March 2030');
    expect(formatDate('hi', '2030-03-01')).toBe('1 मार्च 2030');
    expect(formatDate('gu', '2030-03-01')).toMatch(/^1 માર્ચ, 2030$/);
    expect(formatDate('ur', '2030-03-01')).toMatch(/^1 مارچ، 2030$/);
    expect(
      translateText(
        'hi',
        '2030-03-01 (Mini Hall, Evening) overlaps 2030-03-01 (Mini Hall, Full Day) in this booking.',
      ),
    ).toBe('इस बुकिंग में 1 मार्च 2030 (Mini Hall, शाम) और 1 मार्च 2030 (Mini Hall, पूरा दिन) आपस में टकराते हैं।');
    expect(translateText('gu', 'Job not found.')).toBe('આ નોકરી ઉપલબ્ધ નથી.');
    expect(translateText('ur', 'The password field must be at least 8 characters. (and 2 more errors)')).toBe(
      'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے۔ (اور 2 مزید غلطیاں)',
    );
    expect(
      translateText(
        'hi',
        'You can send up to 25 interests a week, and you have sent 25 in the last 7 days. You can send another on 5 Dec.',
      ),
    ).toBe('आप एक हफ़्ते में 25 रुचि तक भेज सकते हैं, और पिछले 7 दिनों में आपने 25 भेजी हैं। आप 5 दिसंबर को अगली भेज सकेंगे।');
    expect(t('ur', 'otpSms', { code: '012345' })).toMatch(/^012345 آپ کا Samaj/);
    expect(t('en', 'bookingConfirmedBody', { what: 'Main Hall on 2030-03-01' })).toBe(
      'Your booking of Main Hall on 2030-03-01 is confirmed. Thank you!',
    );
    expect(t('gu', 'bookingConfirmedBody', { what: 'Main Hall on 2030-03-01' })).toBe(
      '1 માર્ચ, 2030ના રોજ Main Hallનું આપનું બુકિંગ પાકું થઈ ગયું છે. આભાર!',
    );
  });

  it("reads zod's own English as the catalogue message that says the same", () => {
    expect(translateText('gu', 'Invalid input: expected string, received undefined')).toBe('આ ભરવું જરૂરી છે.');
    expect(translateText('hi', 'Invalid option: expected one of "male"|"female"')).toBe(
      'इनमें से एक होना चाहिए: male, female।',
    );
    expect(translateText('ur', 'Too big: expected string to have <=50 characters')).toBe(
      'زیادہ سے زیادہ 50 حروف ہو سکتے ہیں۔',
    );
    expect(translateText('gu', 'Invalid input: expected object, received number')).toBe('આ કિંમત બરાબર નથી.');
  });

  it('leaves English as written, and text it does not know as it is', () => {
    expect(translateText('en', 'Job not found.')).toBe('Job not found.');
    const heard: string[] = [];
    expect(translateText('gu', 'Something new.', (text) => heard.push(text))).toBe('Something new.');
    expect(heard).toEqual(['Something new.']);
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
 * Every sentence the server can say, found in the source: each must be a catalogue message (or
 * term), so no answer goes out in English to someone who asked for Gujarati. Template literals'
 * `${...}` count as a placeholder.
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

  it('finds every user-visible sentence in the catalogue', () => {
    const missing: string[] = [];
    for (const file of files(roots[0]!).concat(files(roots[1]!))) {
      const source = readFileSync(file, 'utf8');
      const literal = /(['`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
      for (const m of source.matchAll(literal)) {
        const text = m[2]!.replace(/\$\{[^}]*\}/g, 'X').replace(/\\'/g, "'");
        if (!/^[A-Z][^]*[a-z][^]*[.!]$/.test(text) || !text.includes(' ')) continue;
        const line = source.slice(source.lastIndexOf('\n', m.index) + 1, m.index);
        if (line.trimStart().startsWith('//') || line.trimStart().startsWith('*')) continue;
        if (notSaid.test(line)) continue;
        if (text in TERMS || matchMessage(text)) continue;
        missing.push(`${path.relative(roots[0]!, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
