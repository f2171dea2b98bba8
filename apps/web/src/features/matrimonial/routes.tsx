import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageDataLoader } from '../../lib/page-data.ts';
import { matrimonialPageData } from './page-data.ts';
import { matrimonialRoutes as at } from './paths.ts';

/**
 * The matrimonial area (each page its own chunk); the app mounts it under /matrimonial behind its login
 * guard. `changePassword` is the app's own page, passed in.
 */
export function matrimonialRouteObjects(changePassword: RouteObject['lazy']): RouteObject[] {
  return [
    { path: at.changePassword, lazy: changePassword },
    {
      // The candidate's side of consent: an account with no profile of its own may answer.
      path: at.consentRequests,
      lazy: lazyPage(
        () => import('./routes/consent-requests-page.tsx'),
        (m) => m.ConsentRequestsPage,
      ),
    },
    {
      // Loads the user's profiles and settles the active one; no profile leads to welcome.
      lazy: lazyPage(
        () => import('./components/matrimonial-layout.tsx'),
        (m) => m.MatrimonialLayout,
      ),
      children: [
        {
          index: true,
          lazy: lazyPage(
            () => import('./routes/dashboard-page.tsx'),
            (m) => m.DashboardPage,
          ),
        },
        {
          path: at.pendingApproval,
          lazy: lazyPage(
            () => import('./routes/pending-approval-page.tsx'),
            (m) => m.PendingApprovalPage,
          ),
        },
        {
          path: at.userProfiles,
          lazy: lazyPage(
            () => import('./routes/user-profiles-page.tsx'),
            (m) => m.UserProfilesPage,
          ),
        },
        {
          path: at.welcome,
          lazy: lazyPage(
            () => import('./routes/welcome-page.tsx'),
            (m) => m.WelcomePage,
          ),
        },
        {
          path: at.viewMyProfile,
          lazy: lazyPage(
            () => import('./routes/view-my-profile-page.tsx'),
            (m) => m.ViewMyProfilePage,
          ),
        },
        {
          path: at.profileEdit,
          lazy: lazyPage(
            () => import('./routes/profile-edit-page.tsx'),
            (m) => m.ProfileEditPage,
          ),
        },
        {
          // The guided path for a new profile or a draft: who it is for, details, preferences, pictures,
          // the candidate's consent, review and send.
          path: at.profileSteps,
          lazy: lazyPage(
            () => import('./routes/profile-steps-page.tsx'),
            (m) => m.ProfileStepsPage,
          ),
        },
        {
          path: at.pictures,
          lazy: lazyPage(
            () => import('./routes/profile-pictures-page.tsx'),
            (m) => m.ProfilePicturesPage,
          ),
        },
        {
          path: at.viewedByMe,
          lazy: lazyPage(
            () => import('./routes/profile-list-pages.tsx'),
            (m) => m.ViewedByMePage,
          ),
        },
        {
          path: at.myViewers,
          lazy: lazyPage(
            () => import('./routes/profile-list-pages.tsx'),
            (m) => m.MyViewersPage,
          ),
        },
        {
          path: at.blockedProfiles,
          lazy: lazyPage(
            () => import('./routes/blocked-profiles-page.tsx'),
            (m) => m.BlockedProfilesPage,
          ),
        },
        {
          // The family's conversations and one thread (decision 057): readable whatever the active profile.
          path: at.conversations,
          lazy: lazyPage(
            () => import('./conversations/conversations-page.tsx'),
            (m) => m.ConversationsPage,
          ),
        },
        {
          path: at.conversation,
          loader: pageDataLoader(matrimonialPageData.conversation),
          lazy: lazyPage(
            () => import('./conversations/conversation-page.tsx'),
            (m) => m.ConversationPage,
          ),
        },
        {
          path: at.interestedInMe,
          lazy: lazyPage(
            () => import('./routes/interest-list-pages.tsx'),
            (m) => m.InterestedInMePage,
          ),
        },
        {
          path: at.interestsSentByMe,
          lazy: lazyPage(
            () => import('./routes/interest-list-pages.tsx'),
            (m) => m.InterestsSentByMePage,
          ),
        },
        {
          // Search, viewing and interests need an approved active profile.
          lazy: lazyPage(
            () => import('./components/require-approved-profile.tsx'),
            (m) => m.RequireApprovedProfile,
          ),
          children: [
            {
              path: at.search,
              // Each loader starts the page's data alongside its chunks and returns at once, by the entry
              // start-up reads too (page-data.ts; prefetch.ts comes with the area's common chunk).
              loader: pageDataLoader(matrimonialPageData.search),
              lazy: lazyPage(
                () => import('./routes/search-profile-page.tsx'),
                (m) => m.SearchProfilePage,
              ),
            },
            {
              path: at.shortlisted,
              lazy: lazyPage(
                () => import('./routes/profile-list-pages.tsx'),
                (m) => m.ShortlistPage,
              ),
            },
            {
              path: at.viewProfile,
              loader: pageDataLoader(matrimonialPageData.viewProfile),
              lazy: lazyPage(
                () => import('./routes/view-profile-page.tsx'),
                (m) => m.ViewProfilePage,
              ),
            },
            {
              path: at.sendInterest,
              lazy: lazyPage(
                () => import('./routes/send-interest-page.tsx'),
                (m) => m.SendInterestPage,
              ),
            },
            {
              path: at.replyInterest,
              lazy: lazyPage(
                () => import('./routes/reply-interest-page.tsx'),
                (m) => m.ReplyInterestPage,
              ),
            },
          ],
        },
      ],
    },
  ];
}
