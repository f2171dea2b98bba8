/**
 * The matrimonial domain's public face: what routes and other domains may call. Each use case lives
 * in its own file (decision 022); this file only re-exports them.
 */
export { blockProfile, listBlocks, reportProfile, unblockProfile } from './blocks.ts';
export {
  closeInterestsOfAccount,
  listInterests,
  replyInterest,
  sendInterest,
  withdrawInterest,
} from './interests.ts';
export { addPicture, deletePicture, listPictures, readPictureFile, setPrimaryPicture } from './pictures.ts';
export {
  createProfile,
  deleteProfile,
  getProfile,
  listProfileSummariesForUser,
  setDefaultProfile,
  updateProfile,
} from './profiles.ts';
export { approvePicture, listPictureQueue, rejectPicture } from './picture-review.ts';
export { approveRevision, listRevisionQueue, rejectRevision } from './revision-review.ts';
export { closeReport, listReports } from './reports.ts';
export { approveProfile, listProfilesForAdmin, rejectProfile } from './review.ts';
export { filterProfiles } from './search.ts';
export { listRecommendations, markRecommendationsSeen } from './recommendations.ts';
export { expireInterests, remindInterests } from './interest-expiry.ts';
export { notifyNewMatches } from './recommendations-sweep.ts';
export {
  addToShortlist,
  listShortlist,
  markNotInterested,
  pauseProfile,
  removeFromShortlist,
  undoNotInterested,
} from './shortlist.ts';
export { listViews } from './views.ts';
export { answerConsentRequest, listConsentRequests, sendConsentCode, verifyConsentCode } from './consent.ts';
export { sweepConsentReminders } from './consent-sweep.ts';
export { submitProfile } from './submit.ts';
export { unverifyProfile, verifyProfile } from './verification.ts';
