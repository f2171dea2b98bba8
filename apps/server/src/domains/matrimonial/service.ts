/**
 * The matrimonial domain's public face: what routes and other domains may call. Each use case lives
 * in its own file (decision 022); this file only re-exports them.
 */
export { blockProfile, listBlocks, reportProfile, unblockProfile } from './block/blocks.ts';
export {
  closeConversation,
  endConversationsOfAccount,
  getConversation,
  listConversations,
  muteConversation,
  shareContact,
  unreadMessages,
} from './conversation/conversations.ts';
export {
  deleteMessage,
  listMessages,
  markRead,
  reportMessage,
  sendMessage,
} from './conversation/messages.ts';
export { closeMessageReport, listMessageReports } from './conversation/office.ts';
export {
  closeInterestsOfAccount,
  listInterests,
  replyInterest,
  sendInterest,
  withdrawInterest,
} from './interest/interests.ts';
export {
  addPicture,
  deletePicture,
  listPictures,
  readPictureFile,
  setPrimaryPicture,
} from './picture/pictures.ts';
export {
  createProfile,
  deleteProfile,
  getProfile,
  listProfileSummariesForUser,
  setDefaultProfile,
  updateProfile,
} from './profile/profiles.ts';
export { approvePicture, listPictureQueue, rejectPicture } from './picture/review.ts';
export { approveRevision, listRevisionQueue, rejectRevision } from './revision/review.ts';
export { closeReport, listReports } from './report/reports.ts';
export { approveProfile, listProfilesForAdmin, rejectProfile } from './profile/review.ts';
export { filterProfiles } from './search/search.ts';
export { listRecommendations, markRecommendationsSeen } from './search/recommendations.ts';
export { expireInterests, remindInterests } from './interest/expiry.ts';
export { notifyNewMatches } from './search/recommendations-sweep.ts';
export {
  addToShortlist,
  listShortlist,
  markNotInterested,
  pauseProfile,
  removeFromShortlist,
  undoNotInterested,
} from './shortlist/shortlist.ts';
export { listViews } from './profile/views.ts';
export {
  answerConsentRequest,
  listConsentRequests,
  sendConsentCode,
  verifyConsentCode,
} from './consent/consent.ts';
export { sweepConsentReminders } from './consent/reminders-sweep.ts';
export { submitProfile } from './profile/submit.ts';
export { unverifyProfile, verifyProfile } from './verification/verification.ts';
