const root = '/matrimonial';

/** Addresses of the matrimonial area (product spec section 2). */
export const paths = {
  dashboard: root,
  pendingApproval: `${root}/profile-pending-approval`,
  changePassword: `${root}/change-password`,
  userProfiles: `${root}/user-profiles`,
  welcome: `${root}/welcome`,
  viewMyProfile: `${root}/view-my-profile`,
  profileEdit: `${root}/profile-edit`,
  newProfile: `${root}/profile-edit?new=1`,
  pictures: `${root}/profile-pictures`,
  search: `${root}/search-profile`,
  viewProfile: (id: string) => `${root}/view-profile/${encodeURIComponent(id)}`,
  sendInterest: (id: string) => `${root}/send-interest-to-profile/${encodeURIComponent(id)}`,
  replyInterest: (interestId: string) =>
    `${root}/reply-interest-to-profile/${encodeURIComponent(interestId)}`,
  viewedByMe: `${root}/profiles/viewed-by-me`,
  myViewers: `${root}/profiles/my-viewers`,
  interestedInMe: `${root}/profiles/interested-in-me`,
  interestsSentByMe: `${root}/profiles/interests-sent-by-me`,
  blockedProfiles: `${root}/blocked-profiles`,
} as const;
