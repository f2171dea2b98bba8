// Who owns each table of apps/server/src/db/schema (docs/decisions/049-table-owners-and-acyclic-domains.md). The owner is a
// server domain (its repository files: `repository.ts`, or the files of a `repository/` folder, at any
// depth of the domain) or, for the few tables no domain has, one file of src/lib. Only the owner writes
// the table. Another domain reads it through the owner's service, or, where the read is part of one
// query of its own (a join that names the hall of a booking), from a repository file listed here as a
// reader, with why. scripts/architecture.mjs checks every import of a table against this map.
// A new table needs its line here.

const DOMAIN = 'apps/server/src/domains';
const ADMIN = `${DOMAIN}/admin/repository.ts`; // the audit log's subjects and the dashboard's counts
const EXPORT = `${DOMAIN}/account/repository.ts`; // the member's data export: every row about the account
const BOOKINGS_REPO = `${DOMAIN}/bookings/repository`;
const MATRIMONIAL_REPO = `${DOMAIN}/matrimonial/repository`;

/** @type {Record<string, { owner: string, readers?: string[] }>} owner: a domain's name, or a file. */
export const TABLE_OWNERS = {
  users: {
    owner: 'users',
    readers: [
      ADMIN,
      EXPORT,
      // The bearer token's account, in the one query every signed-in request makes.
      `${DOMAIN}/auth/repository.ts`,
      // The office's booking lists and calendar name the member who booked.
      `${BOOKINGS_REPO}/admin.ts`,
      // The contact an accepted interest opens (the account's mobile and name), the names of whoever
      // asked for consent and of a report's reporter and closer.
      `${MATRIMONIAL_REPO}/interests.ts`,
      `${MATRIMONIAL_REPO}/search.ts`,
      `${MATRIMONIAL_REPO}/consent-and-verification.ts`,
      `${MATRIMONIAL_REPO}/reports.ts`,
      // The names of a conversation's members and of its messages' authors; a member's suspension.
      `${MATRIMONIAL_REPO}/conversations.ts`,
      `${MATRIMONIAL_REPO}/message-reports.ts`,
    ],
  },
  halls: {
    owner: 'halls',
    readers: [
      ADMIN,
      EXPORT,
      // A booking, a block, a waitlist entry and the calendar name their hall; a hold checks it exists.
      `${BOOKINGS_REPO}/admin.ts`,
      `${BOOKINGS_REPO}/blocked-dates.ts`,
      `${BOOKINGS_REPO}/bookings.ts`,
      `${BOOKINGS_REPO}/slots.ts`,
      `${BOOKINGS_REPO}/waitlist.ts`,
    ],
  },
  hallPrices: { owner: 'halls' },
  news: { owner: 'news', readers: [ADMIN] },
  jobs: { owner: 'jobs', readers: [ADMIN] },

  authTokens: { owner: 'auth', readers: [EXPORT] },
  otpCodes: { owner: 'auth' },
  otpLoginTokens: { owner: 'auth' },
  smsOutbox: { owner: 'sms' },
  rateLimits: { owner: 'apps/server/src/lib/rate-limit.ts' },
  appSecrets: { owner: 'apps/server/src/lib/app-secrets.ts' },

  places: { owner: 'places' },
  profiles: { owner: 'matrimonial', readers: [ADMIN, EXPORT] },
  profilePictures: { owner: 'matrimonial', readers: [ADMIN, EXPORT] },
  profileRevisions: { owner: 'matrimonial', readers: [ADMIN, EXPORT] },
  profileReports: { owner: 'matrimonial', readers: [ADMIN, EXPORT] },
  profileViews: { owner: 'matrimonial', readers: [EXPORT] },
  interests: { owner: 'matrimonial', readers: [EXPORT] },
  profileConsentCodes: { owner: 'matrimonial' },
  profileBlocks: { owner: 'matrimonial', readers: [EXPORT] },
  shortlists: { owner: 'matrimonial', readers: [EXPORT] },
  notInterested: { owner: 'matrimonial', readers: [EXPORT] },
  conversations: { owner: 'matrimonial', readers: [EXPORT] },
  conversationMembers: { owner: 'matrimonial', readers: [EXPORT] },
  messages: { owner: 'matrimonial', readers: [EXPORT] },
  messageReports: { owner: 'matrimonial' },

  notifications: { owner: 'notifications', readers: [EXPORT] },
  // The live stream's outbox, its per-account counters and the streams open now (decision 056): a
  // transient copy of what the other tables keep, so the export leaves them out.
  accountEvents: { owner: 'events' },
  accountEventCounters: { owner: 'events' },
  eventStreams: { owner: 'events' },
  auditLog: { owner: 'admin' },

  bookings: { owner: 'bookings', readers: [ADMIN, EXPORT] },
  bookingItems: { owner: 'bookings', readers: [ADMIN, EXPORT] },
  bookingDates: { owner: 'bookings', readers: [ADMIN, EXPORT] },
  bookingSlots: { owner: 'bookings' },
  blockedDates: { owner: 'bookings', readers: [ADMIN] },
  payments: { owner: 'bookings', readers: [ADMIN, EXPORT] },
  refunds: { owner: 'bookings', readers: [EXPORT] },
  webhookEvents: { owner: 'bookings' },
  documentCounters: { owner: 'bookings' },
  waitlist: { owner: 'bookings' },
};

/**
 * Files that make rows of any table and are no part of a request: the demo seed and the factories it
 * shares with the tests (tests are left out of the check altogether, as they set up what they need).
 */
export const ROW_MAKERS = ['apps/server/src/seed.ts', 'apps/server/src/db/factories.ts'];
