import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@samaj/shared';
import { MESSAGES, type MessageId, TERMS } from './messages.ts';

/**
 * Texts by language (decision 024, decision 051). What the server says is named by a catalogue id
 * and its params (`Localized`), never written as English in the code: `t(lang, id, params)` renders
 * it, English included, so rewording a message in messages.ts cannot break its translation.
 *
 * A param is a number (Indian grouping, Latin digits), a nested message (a booking label inside
 * "... is no longer available."), or a string: a date (YYYY-MM-DD, or "5 Dec") is written the
 * language's way through Intl with Latin digits, a known term (a field, a slot, a member type) is
 * translated by `TERMS`, anything else (a name, a reason the office wrote) stays as written.
 */

/** A message by id with its params: what every error, notification, push and SMS says. */
export interface Localized {
  id: MessageId;
  params?: Params;
}
export type ParamValue = string | number | Localized;
export type Params = Record<string, ParamValue>;

/** The `{name}` placeholders of a template literal type. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;
/** The params message `Id` needs: exactly its English placeholders. */
export type ParamsOf<Id extends MessageId> = Record<Placeholders<(typeof MESSAGES)[Id]['en']>, ParamValue>;
/** `(id)` for a message without placeholders, `(id, params)` for one with them. */
export type MessageArgs<Id extends MessageId> = [Placeholders<(typeof MESSAGES)[Id]['en']>] extends [never]
  ? []
  : [params: ParamsOf<Id>];

/** The message `id` with its params; a wrong id or a missing param does not type-check. */
export function msg<Id extends MessageId>(id: Id, ...args: MessageArgs<Id>): Localized {
  const [params] = args as [Params?];
  return params ? { id, params } : { id };
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

function renderParam(lang: Language, value: ParamValue, depth: number): string {
  if (typeof value === 'object')
    return depth < 5 ? render(lang, value.id, value.params ?? {}, depth + 1) : '';
  if (typeof value === 'number') return formatNumber(lang, value);
  if (lang === 'en') return value;
  if (ISO_DATE.test(value)) return formatDate(lang, value);
  const dm = DAY_MONTH.exec(value);
  if (dm) return formatDayMonth(lang, Number(dm[1]), MONTHS.indexOf(dm[2]!));
  const term = TERMS[value];
  if (term) return term[lang];
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

/** A Localized message in `lang`. */
export function localize(lang: Language, text: Localized): string {
  return t(lang, text.id, text.params);
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
