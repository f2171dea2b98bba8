/**
 * Finds contact details written into a profile's free text (docs/api.md "Identity and abuse": 422
 * `contact_in_text`): a family's phone number, e-mail address, link or handle is shared only once an
 * interest is accepted, so none may stand in `about`, `city` and the like. A pure function: the server
 * refuses with it, the web's form warns with it as one types (docs/decisions/044).
 *
 * What counts:
 * - a phone number: 7 or more digits in a row, whatever the script of the digits (ASCII, Gujarati,
 *   Devanagari, Arabic-Indic and every other decimal digit Unicode has, full-width ones too) and
 *   digits spelled out in English, Gujarati, Hindi, Urdu or romanised Hindi/Gujarati (`nine eight
 *   double seven…`), with spaces, dashes, dots, brackets or a `+` between them;
 * - an e-mail address, also spelled out (`name at gmail dot com`, `name [at] gmail`);
 * - a link: http(s)://, www., a domain such as x.com, wa.me, t.me, bit.ly or priya.co.in;
 * - a handle: `@name`, or a platform's name (Instagram, WhatsApp, Telegram…, in the four scripts)
 *   followed by a user name (`insta: priya_22`, `whatsapp me priya.s`).
 *
 * What does not: heights (5'8"), years and year ranges (1998, 2015-2019), dates (12-05-1998), degrees
 * (B.Sc, B.Com, M.Tech), amounts (₹12,00,000, 15 lakh), an address's house number or PIN code.
 */

import { DIGIT_WORDS, PLATFORM_NAMES, REPEATS } from './contact-words.ts';

export type ContactKind = 'phone' | 'email' | 'link' | 'handle';

/** Fewer digits in a row than this are a year, a height, a PIN code or a house number. */
const MIN_PHONE_DIGITS = 7;

const ND = /\p{Nd}/u;

/**
 * Every Unicode decimal digit as its ASCII digit. Unicode encodes each script's digits as a run of ten
 * from zero (NFKC has already folded the mathematical and full-width ones, whose runs abut), so a
 * digit's value is how many digits precede it in its run.
 */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    let cp = ch.codePointAt(0)!;
    let before = 0;
    while (ND.test(String.fromCodePoint(cp - 1))) {
      cp -= 1;
      before += 1;
    }
    return String(before % 10);
  });
}

/**
 * NFKC (full-width and styled letters, `＠`, `１`), ASCII digits, and no invisible format characters
 * (zero-width spaces and joiners, bidi marks, soft hyphens) that could split `98765` from `43210`.
 * Case is kept: the link rule looks at it.
 */
export function normalizeForContact(text: string): string {
  return asciiDigits(text.normalize('NFKC').replace(/\p{Cf}/gu, ''));
}

// ---- phone numbers ----

/** What may stand between the digits of one number. */
const SEPARATOR = /^[\s\-\u2010-\u2015.()[\]+_*,~]+$/u;
const TOKEN = /\d|[\p{L}\p{M}]+|[\s\-\u2010-\u2015.()[\]+_*,~]+|[^]/gu;
const NUMERAL = /^\d$/;
const WORD = /^[\p{L}\p{M}]+$/u;

interface Run {
  digits: number;
  /** Only numerals (no spelled-out digit): the exceptions below apply only then. */
  numeralsOnly: boolean;
  /** Where the run starts and ends in the text (its first digit, after its last). */
  start: number;
  end: number;
}

/** The digit of a token: a numeral, a digit's name, a letter O inside a number (98765432OO). */
function digitsOf(token: string, inRun: boolean): string | undefined {
  if (NUMERAL.test(token)) return token;
  const word = token.toLowerCase();
  return DIGIT_WORDS.get(word) ?? (inRun && /^o+$/.test(word) ? '0'.repeat(word.length) : undefined);
}

/**
 * The runs of digits in `text`, numerals and spelled-out digits together. Separators may stand between
 * them; any other word or sign ends a run.
 */
function digitRuns(text: string): Run[] {
  const runs: Run[] = [];
  let run: Run | undefined;
  let repeat = 1;
  const close = () => {
    if (run) runs.push(run);
    run = undefined;
    repeat = 1;
  };
  for (const m of text.matchAll(TOKEN)) {
    const token = m[0];
    if (SEPARATOR.test(token)) continue;
    const times = WORD.test(token) ? REPEATS.get(token.toLowerCase()) : undefined;
    if (times !== undefined) {
      repeat = times;
      continue;
    }
    const digits = NUMERAL.test(token) || WORD.test(token) ? digitsOf(token, run !== undefined) : undefined;
    if (digits === undefined) {
      close();
      continue;
    }
    const numeral = NUMERAL.test(token);
    const value = digits.repeat(repeat);
    repeat = 1;
    const end = m.index + token.length;
    if (run) {
      run.digits += value.length;
      run.numeralsOnly &&= numeral;
      run.end = end;
    } else {
      run = { digits: value.length, numeralsOnly: numeral, start: m.index, end };
    }
  }
  close();
  return runs;
}

const isYear = (group: string) => /^(19|20)\d\d$/.test(group);
/** 12-05-1998, 12.5.98, 1998/05/12: a date, not a number to call. */
const DATE =
  /^(\d{1,2})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})$|^(\d{4})\s*([-./])\s*(\d{1,2})\s*\6\s*(\d{1,2})$/;
/** 12,00,000 or 1,200,000: an amount written with its groups. */
const GROUPED_AMOUNT = /^\d{1,3}(?:(?:,\d{2})*,\d{3}|(?:,\d{3})+)(?:\.\d+)?$/;
const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;
const CURRENCY_BEFORE = /(?:₹|\$|€|£|\brs\.?|\binr|\busd|\brupees?|રૂ\.?|રૂપિયા|रु\.?|रुपये|रुपए|روپے|روپیہ)\s*$/iu;
const AMOUNT_AFTER =
  /^\s*(?:\/-|rs\b|inr\b|rupees?\b|lakhs?\b|lacs?\b|crores?\b|cr\b|k\b|lpa\b|p\.?a\.?(?![\p{L}])|per\b|pm\b|\/\s*(?:month|year|annum)|રૂ|રૂપિયા|લાખ|કરોડ|रु|रुपये|रुपए|लाख|करोड़|करोड|روپے|روپیہ|لاکھ|کروڑ)/iu;

/** Words that say the number after them is money ("salary 1200000"). */
const MONEY_WORDS =
  /(?:salary|income|package|ctc|earns?|earning|pay|budget|dowry|પગાર|આવક|वेतन|तनख्वाह|तनख़्वाह|आय|आमदनी|تنخواہ|آمدنی|سیلری)\P{L}{0,12}$/iu;

/** A run of 7+ digits that is a date, years, or an amount, not a phone number. */
function isHarmless(run: Run, text: string): boolean {
  if (!run.numeralsOnly) return false;
  const t = text.slice(run.start, run.end);
  const date = DATE.exec(t);
  if (date) {
    const [a, b] = date[1] ? [Number(date[1]), Number(date[3])] : [Number(date[8]), Number(date[7])];
    const year = date[4] ?? date[5]!;
    const dayMonth = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;
    if ((dayMonth(a, b) || dayMonth(b, a)) && (year.length === 2 || isYear(year))) return true;
  }
  // A house number and the PIN code after it: "402, 380015".
  if (/^\d{1,4},\s+[1-9]\d{5}$/.test(t)) return true;
  const groups = t.split(/[^\d]+/).filter(Boolean);
  if (groups.length <= 4 && groups.every(isYear)) return true;
  // Ten digits or more from 6 to 9 are a mobile number however they are dressed as money.
  if (run.digits >= 10 && /^[6-9]/.test(t)) return false;
  if (GROUPED_AMOUNT.test(t)) return true;
  if (!PLAIN_AMOUNT.test(t)) return false;
  const before = text.slice(0, run.start);
  return CURRENCY_BEFORE.test(before) || MONEY_WORDS.test(before) || AMOUNT_AFTER.test(text.slice(run.end));
}

function hasPhone(text: string): boolean {
  return digitRuns(text).some((run) => run.digits >= MIN_PHONE_DIGITS && !isHarmless(run, text));
}

// ---- e-mail addresses, links, handles ----

/** A whole word of any script (JavaScript's \b knows only ASCII). */
const word = (alternatives: string) => `(?<![\\p{L}\\p{M}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{M}\\p{N}])`;

const AT = `(?:@|\\[\\s*at\\s*\\]|\\(\\s*at\\s*\\)|\\{\\s*at\\s*\\}|${word('at|એટ|एट|ایٹ')})`;
const DOT_WORD = `(?:\\[\\s*dot\\s*\\]|\\(\\s*dot\\s*\\)|\\{\\s*dot\\s*\\}|${word('dot|ડોટ|ડૉટ|डॉट|डोट|ڈاٹ')})`;
const MAIL_TLD = word('com|in|net|org|co|edu|me|io|info|કોમ|કૉમ|कॉम|कोम|کام');
const PROVIDERS = word(
  'gmail|g\\s?mail|yahoo|hotmail|outlook|rediffmail|rediff|ymail|icloud|protonmail|જીમેલ|જી મેલ|जीमेल|जी मेल|جی ?میل|یاہو',
);

const EMAIL =
  /(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const SPELLED_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}._+-])[\\p{L}\\p{M}\\p{N}._+-]+\\s*${AT}\\s*[\\p{L}\\p{M}\\p{N}-]+\\s*${DOT_WORD}\\s*${MAIL_TLD}`,
  'iu',
);
const AT_PROVIDER = new RegExp(`${AT}\\s*${PROVIDERS}`, 'iu');

const TLDS =
  'com|net|org|in|co|io|me|ly|gl|be|info|biz|app|xyz|link|page|site|online|store|tv|gg|us|uk|pk|ae|bd|ca|au|ee|cc|club|shop|blog|dev|ai';
/** TLDs that are also English words: "Mumbai.In my free time" is a sentence typed without its space. */
const WORD_TLDS = new Set(['in', 'me', 'be', 'us', 'co', 'ai']);
const URL_START = /(?:https?|ftp):\/\/|(?<![\p{L}\p{N}])www\s*(?:\.|dot\b)/iu;
const SHORT_DOMAIN = new RegExp(word('x\\.com|t\\.me|t\\.co|g\\.co|m\\.me|j\\.mp'), 'iu');
const DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}@._-])[a-z0-9][a-z0-9-]*[a-z0-9](?:\\.[a-z0-9-]+)*\\.(${TLDS})(?![\\p{L}\\p{N}-])(\\s+\\p{L})?`,
  'giu',
);
/** B.Sc., B.Com, M.Tech, Ph.D, LL.B…: taken out before looking for domains (B.Sc.in is not a site). */
const DEGREE =
  /(?<![\p{L}])(?:b|m|ph|ll|pg|d|a)\s?\.\s?(?:sc|com|tech|ed|e|a|pharm|arch|des|phil|lib|ba|d|s|b|voc|ca|cs|ms)(?![\p{L}])\.?/giu;

function hasLink(text: string): boolean {
  if (URL_START.test(text) || SHORT_DOMAIN.test(text)) return true;
  const plain = text.replace(DEGREE, ' ');
  for (const m of plain.matchAll(DOMAIN)) {
    const tld = m[1]!;
    const sentence = WORD_TLDS.has(tld.toLowerCase()) && /^\p{Lu}/u.test(tld) && m[2] !== undefined;
    if (!sentence) return true;
  }
  return false;
}

const PLATFORMS = word(PLATFORM_NAMES.join('|'));
/** After these, any user name is a handle ("insta: priyashah", "fb id priyashah"). */
const NAMING = `(?::|=|@|${word('id|handle|username|user\\s?name|user|આઈડી|આઈ\\.ડી\\.|आईडी|आई\\.डी\\.|آئی\\s?ڈی')})`;
/** After these, only something shaped like a handle ("whatsapp me priya_22", not "whatsapp me"). */
const LINKING = `(?:-|–|${word('is|me|on|at|pe|par|પર|पर|پر|pr')})`;
const HANDLE_AFTER_PLATFORM = new RegExp(
  `${PLATFORMS}\\s*((?:(?:${NAMING}|${LINKING})\\s*){0,3})([a-z0-9_.]{3,30})`,
  'giu',
);
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{3,}/u;
const handleShaped = (name: string) => /[a-z]/i.test(name) && /[\d_.]/.test(name.replace(/\.$/, ''));

function hasHandle(text: string): boolean {
  if (AT_HANDLE.test(text)) return true;
  const naming = new RegExp(NAMING, 'iu');
  for (const m of text.matchAll(HANDLE_AFTER_PLATFORM)) {
    const connectors = m[1] ?? '';
    const name = m[2]!;
    if (handleShaped(name) || (naming.test(connectors) && /[a-z]/i.test(name))) return true;
  }
  return false;
}

function hasEmail(text: string): boolean {
  return EMAIL.test(text) || SPELLED_EMAIL.test(text) || AT_PROVIDER.test(text);
}

/** The first kind of contact detail found in `text`, or null when there is none. */
export function findContactInText(text: string): ContactKind | null {
  if (!text) return null;
  const t = normalizeForContact(text);
  if (hasEmail(t)) return 'email';
  if (hasLink(t)) return 'link';
  if (hasHandle(t)) return 'handle';
  if (hasPhone(t)) return 'phone';
  return null;
}

/**
 * The fields of a profile's body that may not hold contact details: every free text (the names too).
 * The server refuses each one that does (422 on the field, code `contact_in_text`).
 */
export const CONTACT_CHECKED_FIELDS = [
  'first_name',
  'last_name',
  'occupation',
  'education',
  'city',
  'state',
  'country',
  'mother_tongue',
  'about',
  'native_place',
] as const;
