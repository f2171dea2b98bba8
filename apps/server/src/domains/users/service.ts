/**
 * The users domain's public face: the other domains reach the users table only through these
 * (decision 022). Accounts are made and checked by auth; the office's changes are admin.ts.
 */
export {
  clearDeviceTokens,
  deviceTokenOf,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertUser,
  languageOfMobile,
  languagesOfUsers,
  lockUser,
  lockAdminsAndUser,
  setDeviceToken,
  setUserLanguage,
  setUserSuspension,
  deleteUser,
  markMobileVerified,
  updatePasswordHash,
  upsertAdmin,
  type UserRow,
} from './repository.ts';
export { requireMobileVerified } from './mobile-proof.ts';
