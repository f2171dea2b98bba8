import { pathsUnder } from '../../lib/paths.ts';

const root = '/matrimonial';

/** Each page's route under /matrimonial, declared once: the router and every link use it. */
export const matrimonialRoutes = {
  pendingApproval: 'profile-pending-approval',
  changePassword: 'change-password',
  userProfiles: 'user-profiles',
  welcome: 'welcome',
  viewMyProfile: 'view-my-profile',
  profileEdit: 'profile-edit',
  pictures: 'profile-pictures',
  search: 'search-profile',
  viewProfile: 'view-profile/:id',
  sendInterest: 'send-interest-to-profile/:id',
  replyInterest: 'reply-interest-to-profile/:id',
  viewedByMe: 'profiles/viewed-by-me',
  myViewers: 'profiles/my-viewers',
  interestedInMe: 'profiles/interested-in-me',
  interestsSentByMe: 'profiles/interests-sent-by-me',
  shortlisted: 'profiles/shortlisted',
  blockedProfiles: 'blocked-profiles',
  consentRequests: 'consent-requests',
  profileSteps: 'profile-steps',
  conversations: 'conversations',
  conversation: 'conversations/:id',
} as const;

const { at, withId } = pathsUnder(root);

/** The query parameter that asks the matrimonial area to make a profile of the account active first. */
export const AS_PROFILE_PARAM = 'as';

/**
 * A matrimonial address opened as one of the account's profiles: the area switches the active profile
 * to `profileId` (when it is not already) before showing the page. Notifications and the family's
 * view link through it.
 */
export function asProfile(path: string, profileId: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${AS_PROFILE_PARAM}=${encodeURIComponent(profileId)}`;
}
const r = matrimonialRoutes;

/** Addresses of the matrimonial area (product spec section 2). */
export const paths = {
  dashboard: root,
  pendingApproval: at(r.pendingApproval),
  changePassword: at(r.changePassword),
  userProfiles: at(r.userProfiles),
  welcome: at(r.welcome),
  viewMyProfile: at(r.viewMyProfile),
  profileEdit: at(r.profileEdit),
  /** A new profile, step by step (the guided path: who it is for, details, preferences...). */
  newProfile: `${at(r.profileSteps)}?new=1`,
  /** A new profile for `relation` (self, son, daughter...), the path's first step already answered. */
  newProfileFor: (relation: string) => `${at(r.profileSteps)}?new=1&for=${encodeURIComponent(relation)}`,
  /** The active profile's guided path, opened at its first step not done (or at `step`). */
  profileSteps: at(r.profileSteps),
  profileStep: (step: string) => `${at(r.profileSteps)}?step=${encodeURIComponent(step)}`,
  pictures: at(r.pictures),
  search: at(r.search),
  viewProfile: (id: string) => withId(r.viewProfile, id),
  sendInterest: (id: string) => withId(r.sendInterest, id),
  replyInterest: (interestId: string) => withId(r.replyInterest, interestId),
  viewedByMe: at(r.viewedByMe),
  myViewers: at(r.myViewers),
  interestedInMe: at(r.interestedInMe),
  interestsSentByMe: at(r.interestsSentByMe),
  shortlisted: at(r.shortlisted),
  blockedProfiles: at(r.blockedProfiles),
  /** The candidate's answers to families who made a profile with their number (outside the layout). */
  consentRequests: at(r.consentRequests),
  /** The family's conversations (all of the account's), or one profile's with `profileId`. */
  conversations: at(r.conversations),
  conversationsOf: (profileId: string) =>
    `${at(r.conversations)}?profile_id=${encodeURIComponent(profileId)}`,
  /** One conversation's thread. */
  conversation: (id: string) => withId(r.conversation, id),
} as const;
