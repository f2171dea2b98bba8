import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@samaj/shared';
import { MESSAGES, type MessageId, TERMS } from './messages.ts';

/**
 * Texts by language (decision 024). The code writes English (as it always has); what leaves the
 * server in another language goes through here:
 *
 * - `t(lang, id, params)` renders a catalogue message (notifications, pushes, SMS);
 * - `translateText(lang, english)` finds the catalogue message whose English the text is (its
 *   placeholders read back as params) and renders it in `lang`: the error handler uses it on every
 *   message and 422/409 field message, zod's included, so no call site needs to change.
 *
 * A param that is a date (YYYY-MM-DD, or "5 Dec") is written the language's way through Intl with
 * Latin digits; a param that is itself a catalogue message or a known term (a field, a slot, a
 * member type) is translated too. English is answered exactly as written.
 */

export type Params = Record<string, string | number>;
/** A message by id, for callers that know what they say (notify, SMS). */
export interface Localized {
  id: MessageId;
  params?: Params;
}

const LOCALES: Record<Language, string> = {
  en: 'en-IN-u-nu-latn',
  gu: 'gu-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
  ur: 'ur-IN-u-nu-latn',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MONTH = new RegExp(`^(\\d{1,2}) (${MONTHS.join('|')})$`);

/** A calendar date in the language: 5 December 2026, 5 ડિસેમ્બર, 2026, 5 दिसंबर 2026... Latin digits. */
export function formatDate(lang: Language, isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A number in the language's grouping (Indian: 1,05,000), Latin digits. */
export function formatNumber(lang: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

function formatDayMonth(lang: Language, day: number, month: number): string {
  const date = new Date(Date.UTC(2000, month, day));
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

function renderParam(lang: Language, value: string | number, depth: number): string {
  if (typeof value === 'number') return formatNumber(lang, value);
  if (lang === 'en') return value;
  if (ISO_DATE.test(value)) return formatDate(lang, value);
  const dm = DAY_MONTH.exec(value);
  if (dm) return formatDayMonth(lang, Number(dm[1]), MONTHS.indexOf(dm[2]!));
  const term = TERMS[value];
  if (term) return term[lang];
  if (depth < 3) {
    const inner = matchMessage(value);
    if (inner) return render(lang, inner.id, inner.params, depth + 1);
  }
  return value;
}

function render(lang: Language, id: MessageId, params: Params, depth: number): string {
  return MESSAGES[id][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? renderParam(lang, params[name]!, depth) : whole,
  );
}

/** The catalogue message `id` in `lang`, its placeholders filled. */
export function t(lang: Language, id: MessageId, params: Params = {}): string {
  return render(lang, id, params, 0);
}

/** A text (a Localized message, or English the code wrote) in `lang`. */
export function localize(lang: Language, text: Localized | string): string {
  return typeof text === 'string' ? translateText(lang, text) : t(lang, text.id, text.params);
}

interface Pattern {
  id: MessageId;
  regex: RegExp;
  names: string[];
  /** Characters outside placeholders: longer (more specific) templates are tried first. */
  fixed: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: Pattern[] = (Object.keys(MESSAGES) as MessageId[])
  .map((id) => {
    const en: string = MESSAGES[id].en;
    const names: string[] = [];
    let source = '';
    let fixed = 0;
    let last = 0;
    for (const m of en.matchAll(/\{(\w+)\}/g)) {
      const literal = en.slice(last, m.index);
      source += escape(literal);
      fixed += literal.length;
      names.push(m[1]!);
      source += '(.+?)';
      last = m.index + m[0].length;
    }
    source += escape(en.slice(last));
    fixed += en.length - last;
    return { id, regex: new RegExp(`^${source}$`, 's'), names, fixed };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** The catalogue message this English text is, with its params, or null. */
export function matchMessage(english: string): { id: MessageId; params: Params } | null {
  for (const p of PATTERNS) {
    const m = p.regex.exec(english);
    if (!m) continue;
    const params: Params = {};
    p.names.forEach((name, i) => {
      params[name] ??= m[i + 1]!;
    });
    return { id: p.id, params };
  }
  return null;
}

/**
 * Zod's own English (a schema without a message of ours), read as the catalogue message that says
 * the same: a missing field is "required", a wrong option lists the options, a length its bound.
 */
const LIBRARY_WORDING: [RegExp, MessageId, (m: RegExpExecArray) => Params][] = [
  [/^Invalid input: expected \w+, received undefined$/, 'isRequired', () => ({})],
  [/^Invalid input: expected (int|number), received \w+$/, 'wholeNumber', () => ({})],
  [
    /^Invalid option: expected one of (.+)$/,
    'oneOf',
    (m) => ({ list: m[1]!.replace(/"/g, '').split('|').join(', ') }),
  ],
  [
    /^Too small: expected string to have >=(\d+) characters?$/,
    'atLeastChars',
    (m) => ({ min: Number(m[1]) }),
  ],
  [/^Too big: expected string to have <=(\d+) characters?$/, 'atMostChars', (m) => ({ max: Number(m[1]) })],
  [/^Too small: expected number to be >=?(-?\d+)$/, 'atLeast', (m) => ({ min: Number(m[1]) })],
  [/^Too big: expected number to be <=?(-?\d+)$/, 'atMost', (m) => ({ max: Number(m[1]) })],
  [/^Invalid UUID$/, 'validId', () => ({})],
  [/^Invalid email address$/, 'emailInvalid', () => ({})],
  [/^Invalid (input|string|date|ISO date).*$/, 'invalidValue', () => ({})],
];

function matchLibraryWording(english: string): { id: MessageId; params: Params } | null {
  for (const [regex, id, params] of LIBRARY_WORDING) {
    const m = regex.exec(english);
    if (m) return { id, params: params(m) };
  }
  return null;
}

/**
 * English the code wrote, in `lang`: the catalogue message it is, rendered; a known term; else the
 * text as it is (and `onMissing` hears of it, so a message missing from the catalogue shows in the log).
 */
export function translateText(lang: Language, english: string, onMissing?: (text: string) => void): string {
  if (lang === 'en') return english;
  const term = TERMS[english];
  if (term) return term[lang];
  const found = matchMessage(english) ?? matchLibraryWording(english);
  if (found) return render(lang, found.id, found.params, 0);
  onMissing?.(english);
  return english;
}

/**
 * The best of our languages in an Accept-Language header (q-values honoured, `gu-IN` counts as
 * `gu`, `q=0` refuses), or null when it names none of them.
 */
export function negotiateLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { lang: Language; q: number; order: number } | null = null;
  header.split(',').forEach((part, order) => {
    const [tag, ...rest] = part.trim().split(';');
    const base = tag?.trim().toLowerCase().split('-')[0];
    if (!isLanguage(base)) return;
    let q = 1;
    for (const p of rest) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!(q > 0) || q > 1) return;
    if (!best || q > best.q) best = { lang: base, q, order };
  });
  return (best as { lang: Language } | null)?.lang ?? null;
}

/** The language of a request: Accept-Language, else the signed-in account's, else English. */
export function languageOf(acceptLanguage: string | undefined, accountLanguage?: string | null): Language {
  const asked = negotiateLanguage(acceptLanguage);
  if (asked) return asked;
  return isLanguage(accountLanguage) ? accountLanguage : DEFAULT_LANGUAGE;
}
