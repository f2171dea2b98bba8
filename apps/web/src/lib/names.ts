import { initialsFor, type Place, nameFor, namePartsFor, type NamedProfile, stateName } from '@samaj/shared';
import { currentLanguage } from './i18n.ts';

// The reader rule of decision 063 (packages/shared names.ts) in the language on screen: a name in
// the reader's own script as the family wrote it, else in Latin letters. Components call these while
// rendering with useTranslation, so they render again when the language changes.

/** The full name the reader sees. */
export const displayName = (p: NamedProfile): string => nameFor(currentLanguage(), p);

/** The first name the reader sees ("Imran" to a Hindi reader of "ઇમરાન"). */
export const displayFirstName = (p: Pick<NamedProfile, 'first_name' | 'first_name_latin'>): string =>
  namePartsFor(currentLanguage(), { ...p, last_name: '' }).first;

/** Initials of the name the reader sees, whole grapheme clusters. */
export const displayInitials = (p: NamedProfile): string => initialsFor(currentLanguage(), p);

/** A contact's name (the account holder), with its Latin-letter form when the server gives one. */
export const displayContactName = (c: { name: string; name_latin?: string | null | undefined }): string =>
  nameFor(currentLanguage(), { first_name: c.name, last_name: '', first_name_latin: c.name_latin ?? null });

interface Placed {
  city: string;
  state: string;
  place_id?: string | null | undefined;
}

const placeOf = (p: Placed, places: readonly Place[]) =>
  p.place_id ? places.find((place) => place.id === p.place_id) : undefined;

/** Where a profile lives: the listed place in the reader's language, else the city as written. */
export const displayCity = (p: Placed, places: readonly Place[]): string =>
  placeOf(p, places)?.name[currentLanguage()] ?? p.city;

/** The state of a listed place in the reader's language, else as written. */
export const displayState = (p: Placed, places: readonly Place[]): string => {
  const place = placeOf(p, places);
  return place ? stateName(currentLanguage(), place.state) : p.state;
};
