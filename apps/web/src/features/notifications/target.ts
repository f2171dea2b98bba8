import type { Notification } from '@samaj/shared';
import { paths as bookingPaths } from '../booking/paths.ts';
import { paths as jobsPaths } from '../jobs/paths.ts';
import { asProfile, paths as matrimonialPaths } from '../matrimonial/paths.ts';
import { paths as newsPaths } from '../news/paths.ts';
import { paths as notificationsPaths } from './paths.ts';

/**
 * The screen a notification opens, from its data ({ type, id }, as its push carries it); null when it
 * names nothing the app knows. A matrimonial item opens as the profile it is about (`profile_id`): the
 * matrimonial area makes that profile active first when another one is.
 */
export function targetOf(
  notification: Pick<Notification, 'data' | 'profile_id'> & Partial<Pick<Notification, 'change'>>,
): string | null {
  // The subject changed since (an interest withdrawn, expired, closed): a screen that says so.
  if (notification.change) return notificationsPaths.changed(notification.change);
  const { type, id } = notification.data;
  const profileId = notification.profile_id;
  const matrimonial = (path: string) => (profileId ? asProfile(path, profileId) : path);
  switch (type) {
    case 'interest':
      // A received interest: the screen to read and answer it.
      return matrimonial(id ? matrimonialPaths.replyInterest(id) : matrimonialPaths.interestedInMe);
    case 'interest_answered':
      return matrimonial(matrimonialPaths.interestsSentByMe);
    case 'profile':
      // Approved or not (with the reason): the approval page says which, and what to do next.
      return matrimonial(matrimonialPaths.pendingApproval);
    case 'consent_request':
      // A family asks this account (the candidate's own) to confirm a profile made with its number.
      return matrimonialPaths.consentRequests;
    case 'message':
    case 'conversation':
      // A new message (or a conversation closed): its thread, as the profile of the family's side.
      return matrimonial(id ? matrimonialPaths.conversation(id) : matrimonialPaths.conversations);
    case 'picture':
      return matrimonial(matrimonialPaths.pictures);
    case 'booking':
      return id ? bookingPaths.viewBooking(id) : bookingPaths.myBookings;
    case 'waitlist':
      // A date the family waited for is free: the calendar, to book it.
      return bookingPaths.calendar;
    case 'news':
      return id ? newsPaths.item(id) : '/';
    case 'job':
      return id ? jobsPaths.job(id) : '/';
    default:
      return profileId ? asProfile(matrimonialPaths.dashboard, profileId) : null;
  }
}
