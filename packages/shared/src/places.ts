import type { Language } from './enums.ts';

/**
 * The places the community lives in (docs/api.md "What families read"): the towns of Kutch the
 * families come from, the cities of Gujarat and the cities elsewhere in India where Cutchi Memon
 * jamats are. The server seeds its places table from this list and the office adds more; a family
 * whose town is not listed writes it as free text. India only: families abroad write their city.
 * Each name in the four languages, as each script spells the town (not letter for letter: Urdu writes
 * Bengaluru بنگلور, as its readers know it). A native reviewer's corrections go here (docs/translations.md).
 */

export type LocalizedName = Record<Language, string>;

export interface SeedPlace {
  /** Stable id: the English name in lower case, dashes for spaces. */
  id: string;
  name: LocalizedName;
  /** The state's English name, a key of STATE_NAMES. */
  state: StateName;
}

export const STATE_NAMES = {
  Gujarat: { en: 'Gujarat', gu: 'ગુજરાત', hi: 'गुजरात', ur: 'گجرات' },
  Maharashtra: { en: 'Maharashtra', gu: 'મહારાષ્ટ્ર', hi: 'महाराष्ट्र', ur: 'مہاراشٹر' },
  Karnataka: { en: 'Karnataka', gu: 'કર્ણાટક', hi: 'कर्नाटक', ur: 'کرناٹک' },
  Telangana: { en: 'Telangana', gu: 'તેલંગાણા', hi: 'तेलंगाना', ur: 'تلنگانہ' },
  'Tamil Nadu': { en: 'Tamil Nadu', gu: 'તમિલનાડુ', hi: 'तमिलनाडु', ur: 'تمل ناڈو' },
  'West Bengal': { en: 'West Bengal', gu: 'પશ્ચિમ બંગાળ', hi: 'पश्चिम बंगाल', ur: 'مغربی بنگال' },
  Delhi: { en: 'Delhi', gu: 'દિલ્હી', hi: 'दिल्ली', ur: 'دہلی' },
  Kerala: { en: 'Kerala', gu: 'કેરળ', hi: 'केरल', ur: 'کیرلا' },
  'Madhya Pradesh': { en: 'Madhya Pradesh', gu: 'મધ્ય પ્રદેશ', hi: 'मध्य प्रदेश', ur: 'مدھیہ پردیش' },
} as const satisfies Record<string, LocalizedName>;
export type StateName = keyof typeof STATE_NAMES;

const place = (en: string, gu: string, hi: string, ur: string, state: StateName): SeedPlace => ({
  id: en.toLowerCase().replace(/\s+/g, '-'),
  name: { en, gu, hi, ur },
  state,
});

export const SEED_PLACES: readonly SeedPlace[] = [
  // Kutch, where the families come from.
  place('Bhuj', 'ભુજ', 'भुज', 'بھج', 'Gujarat'),
  place('Mandvi', 'માંડવી', 'मांडवी', 'منڈوی', 'Gujarat'),
  place('Mundra', 'મુન્દ્રા', 'मुंद्रा', 'مندرا', 'Gujarat'),
  place('Anjar', 'અંજાર', 'अंजार', 'انجار', 'Gujarat'),
  place('Gandhidham', 'ગાંધીધામ', 'गांधीधाम', 'گاندھی دھام', 'Gujarat'),
  place('Bhachau', 'ભચાઉ', 'भचाऊ', 'بھچاؤ', 'Gujarat'),
  place('Rapar', 'રાપર', 'रापर', 'راپر', 'Gujarat'),
  place('Nakhatrana', 'નખત્રાણા', 'नखत्राणा', 'نکھترانہ', 'Gujarat'),
  // The rest of Gujarat.
  place('Ahmedabad', 'અમદાવાદ', 'अहमदाबाद', 'احمد آباد', 'Gujarat'),
  place('Rajkot', 'રાજકોટ', 'राजकोट', 'راجکوٹ', 'Gujarat'),
  place('Jamnagar', 'જામનગર', 'जामनगर', 'جام نگر', 'Gujarat'),
  place('Surat', 'સુરત', 'सूरत', 'سورت', 'Gujarat'),
  place('Vadodara', 'વડોદરા', 'वडोदरा', 'وڈودرا', 'Gujarat'),
  place('Bhavnagar', 'ભાવનગર', 'भावनगर', 'بھاونگر', 'Gujarat'),
  place('Junagadh', 'જૂનાગઢ', 'जूनागढ़', 'جوناگڑھ', 'Gujarat'),
  place('Porbandar', 'પોરબંદર', 'पोरबंदर', 'پوربندر', 'Gujarat'),
  place('Morbi', 'મોરબી', 'मोरबी', 'موربی', 'Gujarat'),
  place('Veraval', 'વેરાવળ', 'वेरावल', 'ویراول', 'Gujarat'),
  place('Dhoraji', 'ધોરાજી', 'धोराजी', 'دھوراجی', 'Gujarat'),
  // Elsewhere in India.
  place('Mumbai', 'મુંબઈ', 'मुंबई', 'ممبئی', 'Maharashtra'),
  place('Pune', 'પુણે', 'पुणे', 'پونے', 'Maharashtra'),
  place('Bengaluru', 'બેંગલુરુ', 'बेंगलुरु', 'بنگلور', 'Karnataka'),
  place('Hyderabad', 'હૈદરાબાદ', 'हैदराबाद', 'حیدرآباد', 'Telangana'),
  place('Chennai', 'ચેન્નઈ', 'चेन्नई', 'چنئی', 'Tamil Nadu'),
  place('Kolkata', 'કોલકાતા', 'कोलकाता', 'کولکاتا', 'West Bengal'),
  place('Delhi', 'દિલ્હી', 'दिल्ली', 'دہلی', 'Delhi'),
  place('Kochi', 'કોચી', 'कोच्चि', 'کوچی', 'Kerala'),
  place('Indore', 'ઇન્દોર', 'इंदौर', 'اندور', 'Madhya Pradesh'),
];

/** The state's name in the reader's language; an unknown state (the office's free text) as it is. */
export function stateName(language: Language, state: string): string {
  return (STATE_NAMES as Record<string, LocalizedName>)[state]?.[language] ?? state;
}

/** Folds case, accents and spaces, so "bengaluru", "Bengaluru " and "BENGALURU" meet. */
export function placeSearchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, (m) => (/[\u0300-\u036f]/.test(m) ? '' : m))
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the query starts one of the place's names, or a word of one, in any language. */
export function placeMatches(name: LocalizedName, query: string): boolean {
  const q = placeSearchKey(query);
  if (q === '') return true;
  return Object.values(name).some((n) => {
    const key = placeSearchKey(n);
    return key.startsWith(q) || key.split(' ').some((word) => word.startsWith(q));
  });
}
