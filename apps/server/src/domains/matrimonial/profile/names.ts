import { hasNonLatinLetters, latinNamesOf, type NamedProfile, scriptOf, transliterate } from '@samaj/shared';

/** A profile row's names as the reader rule takes them (packages/shared names.ts; docs/api.md "What families read"). */

interface NameColumns {
  firstName: string;
  lastName: string;
  firstNameLatin: string;
  lastNameLatin: string;
}

export const namedOf = (row: NameColumns): NamedProfile => ({
  first_name: row.firstName,
  last_name: row.lastName,
  first_name_latin: row.firstNameLatin,
  last_name_latin: row.lastNameLatin,
});

/** The first name alone (the notifications that name a family's own profile by it). */
export const firstNamedOf = (row: NameColumns): NamedProfile => ({
  first_name: row.firstName,
  last_name: '',
  first_name_latin: row.firstNameLatin,
});

/**
 * An account holder's name (as they wrote it at registration) in Latin letters, for readers of another
 * script: the name itself in A–Z, a transliteration from Gujarati or Devanagari, none from Urdu (the
 * reader then sees it as written). Accounts keep no Latin name of their own.
 */
export function accountLatinName(name: string): string | undefined {
  if (!hasNonLatinLetters(name)) return name;
  const script = scriptOf(name);
  const from = script === 'gujarati' ? 'gu' : script === 'devanagari' ? 'hi' : null;
  const latin = from ? transliterate(name, from) : '';
  return latin || undefined;
}

/** An account holder's name as the reader rule takes it (notifications that name the holder). */
export const accountNamedOf = (name: string): NamedProfile => ({
  first_name: name,
  last_name: '',
  first_name_latin: accountLatinName(name) ?? null,
});

/** The answers' two Latin-letter names: as kept, or (rows older than them) the name where it is A–Z. */
export function latinAnswerOf(row: NameColumns): { first_name_latin: string; last_name_latin: string } {
  const kept = latinNamesOf({
    first_name: row.firstName,
    last_name: row.lastName,
    first_name_latin: row.firstNameLatin,
    last_name_latin: row.lastNameLatin,
  });
  return kept;
}

/**
 * The Latin-letter names to keep after a change: the given ones where the name holds other letters
 * (the shared schema made them required there), the name itself where it is written in A–Z.
 */
export function latinColumnsOf(
  current: NameColumns | null,
  body: { first_name?: string; last_name?: string; first_name_latin?: string; last_name_latin?: string },
): { firstNameLatin: string; lastNameLatin: string } {
  const names = latinNamesOf({
    first_name: body.first_name ?? current?.firstName ?? '',
    last_name: body.last_name ?? current?.lastName ?? '',
    first_name_latin: body.first_name_latin ?? current?.firstNameLatin ?? '',
    last_name_latin: body.last_name_latin ?? current?.lastNameLatin ?? '',
  });
  return { firstNameLatin: names.first_name_latin, lastNameLatin: names.last_name_latin };
}
