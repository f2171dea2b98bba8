import { z } from 'zod';
import { LANGUAGES, type Language, SLOTS, type Slot } from './enums.ts';

/**
 * The office's own texts in the reader's language (docs/api.md "What families read"): news, jobs and halls are
 * written in English (the original) and may carry versions in Gujarati, Hindi and Urdu.
 */

/** The languages a version of an office text may be written in (the original is English). */
export const VERSION_LANGUAGES = ['gu', 'hi', 'ur'] as const;
export type VersionLanguage = (typeof VERSION_LANGUAGES)[number];
/** The language the office writes its originals in. */
export const ORIGINAL_LANGUAGE: Language = 'en';

export const VERSION_LANGUAGES_MESSAGE = 'Versions may be written in gu, hi and ur only.';

/**
 * `{gu?, hi?, ur?}`, each a version of the item's text fields (`version`, with the original's
 * limits); any other key is refused.
 */
export function translationsOf<S extends z.ZodObject>(version: S) {
  return z.strictObject(
    { gu: version.optional(), hi: version.optional(), ur: version.optional() },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? VERSION_LANGUAGES_MESSAGE : undefined),
    },
  );
}

/** The versions as answered: each language present only when written. */
export type Translations<F extends string> = Partial<Record<VersionLanguage, Partial<Record<F, string>>>>;

/** The stored shape of any versions (a jsonb column); the answers' schema of it per kind. */
export function translationsAnswer<const F extends readonly string[]>(fields: F) {
  const version = z.object(Object.fromEntries(fields.map((f) => [f, z.string().optional()]))) as z.ZodObject<
    Record<F[number], z.ZodOptional<z.ZodString>>
  >;
  return z.object({ gu: version.optional(), hi: version.optional(), ur: version.optional() });
}

/**
 * The versions worth keeping: blank fields dropped (a blank field reads as the original's), and a
 * language with nothing written dropped.
 */
export function keptTranslations<F extends string>(
  translations: Translations<F> | null | undefined,
): Translations<F> {
  const out: Translations<F> = {};
  for (const lang of VERSION_LANGUAGES) {
    const version = translations?.[lang];
    if (!version) continue;
    const fields = Object.entries(version).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (fields.length > 0) out[lang] = Object.fromEntries(fields) as Partial<Record<F, string>>;
  }
  return out;
}

/**
 * The item's text fields in `lang` when a version in that language was written (a field left blank
 * there reads as the original's), else the original; `language` names which.
 */
export function inLanguage<F extends string, T extends Record<F, string>>(
  original: T,
  translations: Translations<F> | null | undefined,
  fields: readonly F[],
  lang: Language,
): T & { language: Language } {
  const version = lang === ORIGINAL_LANGUAGE ? undefined : translations?.[lang as VersionLanguage];
  const written = version && fields.some((f) => (version[f] ?? '').trim() !== '');
  if (!written) return { ...original, language: ORIGINAL_LANGUAGE };
  const out: Record<string, unknown> = { ...original, language: lang };
  for (const f of fields) {
    const text = version[f];
    if (typeof text === 'string' && text.trim() !== '') out[f] = text;
  }
  return out as T & { language: Language };
}

/** The `language` of a public answer: which language its texts are in. */
export const textLanguage = z.enum(LANGUAGES);

// ---- A hall's slot hours ----

/** A time of day, "HH:MM" on the 24-hour clock (00:00 to 23:59). */
export const TIME_OF_DAY_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = (field: string) => `The ${field} must be a time of day as HH:MM.`;
export const TIME_ORDER_MESSAGE = (field: string) => `The ${field} must be after the start of the slot.`;

export interface SlotTimes {
  from: string;
  to: string;
}
export type SlotHours = Record<Slot, SlotTimes>;

/**
 * The hours of the three slots for a hall the office has not yet set: the morning (M) until the
 * afternoon, the evening (E) until midnight, the full day (B) both. The office changes them in the
 * hall editor; a slot is a hall's half day (slots.ts), so these only say when guests come.
 */
export const DEFAULT_SLOT_HOURS: SlotHours = {
  M: { from: '09:00', to: '15:00' },
  E: { from: '18:00', to: '23:59' },
  B: { from: '09:00', to: '23:59' },
};

const time = (field: string) =>
  z.string({ error: () => TIME_MESSAGE(field) }).regex(TIME_OF_DAY_RE, TIME_MESSAGE(field));

const slotTimes = (slot: Slot) =>
  z.object({ from: time(`slot_hours.${slot}.from`), to: time(`slot_hours.${slot}.to`) }).refine(
    // Only two well-formed times are compared (a malformed one has its own message already).
    (t) => !(TIME_OF_DAY_RE.test(t.from) && TIME_OF_DAY_RE.test(t.to)) || t.from < t.to,
    { path: ['to'], message: TIME_ORDER_MESSAGE(`slot_hours.${slot}.to`) },
  );

/** `{M: {from, to}, E: {...}, B: {...}}`, each "HH:MM" with from before to. */
export const slotHoursInput = z.object(
  Object.fromEntries(SLOTS.map((s) => [s, slotTimes(s)])) as Record<Slot, ReturnType<typeof slotTimes>>,
);

export const slotHoursAnswer = z.object(
  Object.fromEntries(SLOTS.map((s) => [s, z.object({ from: z.string(), to: z.string() })])) as Record<
    Slot,
    z.ZodObject<{ from: z.ZodString; to: z.ZodString }>
  >,
);

/** A stored value read back as slot hours, each slot the default where it is missing or malformed. */
export function slotHoursOf(value: unknown): SlotHours {
  const stored = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<Slot, Partial<SlotTimes>>
  >;
  const out = {} as SlotHours;
  for (const s of SLOTS) {
    const t = stored[s];
    const ok =
      t &&
      typeof t.from === 'string' &&
      typeof t.to === 'string' &&
      TIME_OF_DAY_RE.test(t.from) &&
      TIME_OF_DAY_RE.test(t.to);
    out[s] = ok ? { from: t.from!, to: t.to! } : { ...DEFAULT_SLOT_HOURS[s] };
  }
  return out;
}
