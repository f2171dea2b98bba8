import type {
  CardInterestStatus,
  Community,
  MatchReasons,
  PreferMaritalStatus,
  PreferWithJob,
  ProfileCard as SharedProfileCard,
  ProfileSummary,
  SearchSort,
} from '@samaj/shared';
import type { SessionUser } from '../../lib/session.ts';

// The shapes of docs/api.md "Matrimonial" come from packages/shared; a few web-side helpers here.
export type {
  BlockedCard,
  CardInterestStatus,
  Interest,
  MatchCard,
  MatchReasons,
  Picture,
  PreferMaritalStatus,
  PreferWithJob,
  Profile,
  ProfileInterest,
  ProfileSummary,
  PublicProfile,
} from '@samaj/shared';
export {
  COMMUNITIES,
  MATRIMONIAL_LIMITS,
  PAUSE_REASONS,
  PREFER_MARITAL_STATUSES,
  PREFER_WITH_JOB,
  RELATIONS,
  SEARCH_SORTS,
} from '@samaj/shared';
export type { Community, PauseReason, SearchSort } from '@samaj/shared';

export interface Contact {
  name: string;
  mobile: string;
}

/** GET /api/matrimonial/user: the session user, with full profile summaries. */
export type MatrimonialUser = Omit<SessionUser, 'profiles'> & { profiles: ProfileSummary[] };

/** Any card in a list: search results add matches, mutual and interest_status, view lists add viewed_at. */
export type ProfileCard = Omit<SharedProfileCard, 'contact' | 'verified' | 'shortlisted'> & {
  /** Others' cards say these; an own profile shown as a card has neither. */
  verified?: boolean;
  shortlisted?: boolean;
  interest_status?: CardInterestStatus;
  contact?: Contact | null;
  matches?: MatchReasons;
  mutual?: boolean;
  viewed_at?: string;
  view_count?: number;
};

export interface SearchFilters {
  prefer_marital_status: PreferMaritalStatus;
  prefer_with_job: PreferWithJob;
  prefer_min_age: number;
  prefer_max_age: number;
  /** The filters of one search (not saved as preferences); absent: not asked. */
  city?: string;
  mother_tongue?: string;
  education?: string;
  community?: Community;
  min_height_cm?: number;
  max_height_cm?: number;
  verified_only?: boolean;
  sort?: SearchSort;
}
