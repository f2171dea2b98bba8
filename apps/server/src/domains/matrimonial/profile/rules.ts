/** Pure rules of matching: ages from dates of birth and which preferences a profile meets. */
import {
  MATRIMONIAL_LIMITS,
  type MatchReasons,
  type PreferMaritalStatus,
  type PreferWithJob,
} from '@samaj/shared';

/** Year, month and day of a YYYY-MM-DD date. */
const parts = (date: string) => ({
  y: Number(date.slice(0, 4)),
  m: Number(date.slice(5, 7)),
  d: Number(date.slice(8, 10)),
});
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Full years between a date of birth and `today` (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  // A search counts the age of each card twice: years as numbers, and "MM-DD" compared as text
  // (zero-padded, so text order is date order) rather than three numbers of each date in an object.
  const age = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5, 10) < dateOfBirth.slice(5, 10) ? age - 1 : age;
}

/** `date` moved back `years` calendar years; 29 February becomes 28 February in a common year. */
export function yearsBefore(date: string, years: number): string {
  const { y, m, d } = parts(date);
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${pad(year, 4)}-${pad(m)}-${pad(day)}`;
}

export interface Preferences {
  preferMaritalStatus: string;
  preferWithJob: string;
  preferMinAge: number;
  preferMaxAge: number;
}
export interface Candidate {
  maritalStatus: string;
  hasJob: boolean;
  dateOfBirth: string;
}

/** Which of `prefs` the candidate meets on `today`. */
export function matchReasons(prefs: Preferences, candidate: Candidate, today: string): MatchReasons {
  const age = ageOn(candidate.dateOfBirth, today);
  const job = prefs.preferWithJob as PreferWithJob;
  const status = prefs.preferMaritalStatus as PreferMaritalStatus;
  return {
    marital_status: status === 'any' || status === candidate.maritalStatus,
    with_job: job === 'any' || (job === 'yes') === candidate.hasJob,
    age: age >= prefs.preferMinAge && age <= prefs.preferMaxAge,
  };
}

export const meetsAll = (r: MatchReasons) => r.marital_status && r.with_job && r.age;

/**
 * Whether preferences say anything: not "any" marital status, "any" job and the whole age range
 * (what a profile has until its family sets them).
 */
export const hasPreferences = (prefs: Preferences) =>
  prefs.preferMaritalStatus !== 'any' ||
  prefs.preferWithJob !== 'any' ||
  prefs.preferMinAge > MATRIMONIAL_LIMITS.minAge ||
  prefs.preferMaxAge < MATRIMONIAL_LIMITS.maxAge;

/**
 * A mutual match: the searcher gave preferences (`prefs`, the ones the search ran with), the candidate
 * meets them, and the searcher meets the candidate's own. `reasons`: matchReasons(prefs, candidate,
 * today) when the caller has it already (a card shows it too).
 */
export const isMutual = (
  prefs: Preferences,
  searcher: Candidate,
  candidate: Candidate & Preferences,
  today: string,
  reasons: MatchReasons = matchReasons(prefs, candidate, today),
) => hasPreferences(prefs) && meetsAll(reasons) && meetsAll(matchReasons(candidate, searcher, today));
