/**
 * A Latin-letter spelling of a name written in Gujarati or Devanagari (docs/api.md "What families
 * read"): a suggestion the family edits, never stored without them seeing it. Rule-based, tuned for the
 * community's names (mostly Arabic and Persian ones as Gujarati and Hindi write them): consonants carry
 * the inherent "a" unless a vowel sign or a virama follows, the inherent "a" is dropped at the end of a
 * word and between a vowel-consonant and a consonant-vowel (right to left, as Hindi and Gujarati are
 * spoken: "ઇમરાન" Imran, "समझदार" samajhdar), long vowels are written the way Indian names are
 * (ā a, ī ee but i at the end, ū oo but u at the end), the anusvara is n (m before p, b, m), a nukta
 * gives q, z, f... Gujarati's ઝ and ફ read z and f in these names ("ઝૈનબ" Zainab, "ફૈઝલ" Faizal).
 * Urdu is not transliterated: families type the Latin name.
 */

export const TRANSLITERATE_FROM = ['gu', 'hi'] as const;
export type TransliterateFrom = (typeof TRANSLITERATE_FROM)[number];

// Gujarati's block is laid out as Devanagari's, 0x180 further: one table serves both.
const GUJARATI_OFFSET = 0x0a80 - 0x0900;

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant followed by the nukta. */
const NUKTA_CONSONANTS: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  झ: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
  य: 'y',
};
/** Where Gujarati spelling of these names reads otherwise than Devanagari's. */
const GUJARATI_CONSONANTS: Record<string, string> = { झ: 'z' };
const INDEPENDENT_VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ऍ: 'e',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'ॅ': 'e',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'au',
};
/** Long vowels as they end a name: Ali, Bibi, Hindu. */
const FINAL_FORM: Record<string, string> = { ee: 'i', oo: 'u' };
const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['p', 'f', 'b', 'bh', 'm']);

interface Unit {
  /** Consonant's Latin letters; '' for an independent vowel. */
  consonant: string;
  /** 'a' (inherent), a vowel, or null (virama, or dropped). */
  vowel: string | null;
  inherent: boolean;
  /** Anusvara, candrabindu or visarga after the syllable. */
  nasal: boolean;
  visarga: boolean;
}

function toDevanagari(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += cp >= 0x0a80 && cp <= 0x0aff ? String.fromCodePoint(cp - GUJARATI_OFFSET) : ch;
  }
  return out;
}

/** One word of Devanagari letters as syllables. */
function syllables(word: string, from: TransliterateFrom): Unit[] {
  const chars = [...word];
  const units: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const base = chars[i]!;
    // NFC keeps the nukta apart (क़ is क + ़): it follows its consonant.
    const nukta = chars[i + 1] === NUKTA;
    if (nukta) i++;
    const last = units[units.length - 1];
    if (base in CONSONANTS) {
      const latin =
        (nukta && NUKTA_CONSONANTS[base]) ||
        (from === 'gu' && GUJARATI_CONSONANTS[base]) ||
        CONSONANTS[base]!;
      units.push({ consonant: latin, vowel: 'a', inherent: true, nasal: false, visarga: false });
    } else if (base in INDEPENDENT_VOWELS) {
      units.push({
        consonant: '',
        vowel: INDEPENDENT_VOWELS[base]!,
        inherent: false,
        nasal: false,
        visarga: false,
      });
    } else if (base in VOWEL_SIGNS && last?.consonant) {
      last.vowel = VOWEL_SIGNS[base]!;
      last.inherent = false;
    } else if (base === VIRAMA && last?.consonant) {
      last.vowel = null;
      last.inherent = false;
    } else if ((base === ANUSVARA || base === CANDRABINDU) && last) {
      last.nasal = true;
    } else if (base === VISARGA && last) {
      last.visarga = true;
    }
  }
  return units;
}

/** Drops the inherent "a" where the two languages do not say it. */
function dropSchwas(units: Unit[]): void {
  const n = units.length;
  const hasVowel = (u: Unit | undefined) => u !== undefined && u.vowel !== null;
  const final = units[n - 1];
  const beforeFinal = units[n - 2];
  // At the end of a word of more than one syllable, unless a cluster ends it ("Chandra").
  if (n > 1 && final?.inherent && !final.nasal && hasVowel(beforeFinal)) final.vowel = null;
  // V C(a) C V: right to left, so that "samajhdar" keeps the "a" the next one's drop needs.
  for (let i = n - 2; i >= 1; i--) {
    const u = units[i]!;
    if (!u.inherent || u.vowel === null || u.nasal || u.visarga) continue;
    const next = units[i + 1]!;
    if (hasVowel(units[i - 1]) && next.consonant !== '' && hasVowel(next)) u.vowel = null;
  }
}

function render(units: Unit[]): string {
  let out = '';
  units.forEach((u, i) => {
    let consonant = u.consonant;
    // व is w inside a name (Rizwan, Anwar, Nawaz), v at its start (Vasim).
    if (consonant === 'v' && i > 0) consonant = 'w';
    let vowel = u.vowel ?? '';
    if (i === units.length - 1 && !u.nasal) vowel = FINAL_FORM[vowel] ?? vowel;
    out += consonant + vowel;
    if (u.nasal) {
      const next = units[i + 1];
      out += next && LABIALS.has(next.consonant) ? 'm' : 'n';
    }
    if (u.visarga) out += 'h';
  });
  // Two of the same vowel where a syllable meets an independent vowel read as one long one.
  return out.replace(/aa+/g, 'a');
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The Latin-letter suggestion for a name written in Gujarati (`gu`) or Devanagari (`hi`): each word
 * capitalised, only the characters a Latin-letter name may hold (`[A-Za-z .'-]`).
 */
export function transliterate(text: string, from: TransliterateFrom): string {
  const source = toDevanagari(text.normalize('NFC'));
  const words = source.split(/([\s.'-]+)/);
  return words
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/\s+/g, ' ');
      const devanagari = [...part].some((ch) => ch >= '\u0900' && ch <= '\u097f');
      if (!devanagari) return capitalise(part.replace(/[^A-Za-z]/g, ''));
      const units = syllables(part, from);
      dropSchwas(units);
      return capitalise(render(units));
    })
    .join('')
    .replace(/[^A-Za-z .'-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
