import type { CardInterestStatus, SearchSort } from '@samaj/shared';
import type { CardPictureRow, CardRow } from './rows.ts';

/** What the match search takes and answers (search.ts runs it). */

/** What a search needs to know of the searcher: the checks, the saved preferences, the mutual test. */
export interface Searcher {
  id: string;
  userId: string;
  gender: string;
  dateOfBirth: string;
  maritalStatus: string;
  hasJob: boolean;
  approved: boolean;
  isLastSelected: boolean;
  preferMaritalStatus: string;
  preferWithJob: string;
  preferMinAge: number;
  preferMaxAge: number;
  /** ISO instant: the search marks the profile active when this is over an hour old. */
  lastActiveAt: string;
}

/** The filters of one search (not saved); null: not asked. */
export interface SearchFilters {
  /** Lower case, trimmed: equality with the profile's, ignoring case and outer spaces. */
  city: string | null;
  motherTongue: string | null;
  /** Lower case, trimmed: a part of the education. */
  education: string | null;
  community: string | null;
  minHeight: number | null;
  maxHeight: number | null;
  verifiedOnly: boolean;
}

export const NO_FILTERS: SearchFilters = {
  city: null,
  motherTongue: null,
  education: null,
  community: null,
  minHeight: null,
  maxHeight: null,
  verifiedOnly: false,
};

/** The filters a search may ask beyond the saved preferences, in a fixed order. */
export const FILTER_KEYS = [
  'city',
  'motherTongue',
  'education',
  'community',
  'minHeight',
  'maxHeight',
  'verifiedOnly',
] as const satisfies readonly (keyof SearchFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters a search asks (in FILTER_KEYS' order). */
export function filtersAsked(f: SearchFilters): FilterKey[] {
  return FILTER_KEYS.filter((key) => (key === 'verifiedOnly' ? f.verifiedOnly : f[key] !== null));
}

export interface SearchParams {
  userId: string;
  searcherId: string;
  /** The filters asked for; a null one takes the searcher's saved preference. */
  preferMaritalStatus: string | null;
  preferWithJob: string | null;
  preferMinAge: number | null;
  preferMaxAge: number | null;
  filters: SearchFilters;
  sort: SearchSort;
  /** Today (YYYY-MM-DD, India): ages are counted on it. */
  today: string;
  /** Now: "not interested" hides until a later instant. */
  now: Date;
  /** Recommendations: only profiles approved after this instant. */
  approvedAfter?: Date | null;
  /** false lets a profile that is not the active one search (the weekly recommendations sweep). */
  activeOnly?: boolean;
  limit: number;
  /**
   * The searching profile's tie pivot (CursorCodec.pivotOf): the age order's ties come in the id order
   * that starts there (search-age.ts).
   */
  pivot: string;
  /** The last row's sort key (the age in years for `age`, an ISO instant else) and id. */
  after: { key: string; id: string } | null;
}

export interface SearchRow {
  profile: CardRow;
  primaryPicture: CardPictureRow | null;
  acceptedInterest: boolean;
  /**
   * The owner's contact, when an accepted interest joins this profile to one of the searcher's (the
   * search leaves out any pair with a block, so nothing else holds it back); else null.
   */
  contact: { mobile: string; name: string } | null;
  /** The interest between the searching profile and this one, as the searcher sees it. */
  interestStatus: CardInterestStatus;
  /** On the searching profile's shortlist. */
  shortlisted: boolean;
  /** The sort's key of this row (its age in years; an instant with its microseconds), for the next cursor. */
  sortKey: string;
}
