import { z } from 'zod';
import { DECLINE_REASONS, SHARE_CONTACT_CHOICES } from '../matrimonial-values.ts';
import { uuid } from './common.ts';
import { profileCard } from './matrimonial.ts';

/**
 * Family conversations (docs/api.md "Conversations", decision 054): one conversation a
 * accepted interest, between the two profiles, its members the two holding accounts and, where linked,
 * the candidates' own accounts.
 */

export const CONVERSATION_LIMITS = {
  /** A message's text, in characters (any script). */
  maxBody: 2000,
  /** The office's excerpt of a reported message: it and the messages before it, this many in all. */
  excerptMessages: 6,
} as const;

export const CONVERSATION_STATES = ['open', 'closed'] as const;

/** Who closed it and why: a family with a decline's reason, a block, an account deleted, the office. */
export const CONVERSATION_CLOSE_REASONS = [
  ...DECLINE_REASONS,
  'blocked',
  'account_deleted',
  'office',
] as const;
export type ConversationCloseReason = (typeof CONVERSATION_CLOSE_REASONS)[number];

/** holder: the account that keeps the profile; candidate: the candidate's own proven account. */
export const MEMBER_ROLES = ['holder', 'candidate'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MESSAGE_REPORT_REASONS = [
  'harassment',
  'asks_for_money',
  'pressure_for_contact',
  'inappropriate',
  'other',
] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];
export const MESSAGE_REPORT_STATUSES = ['open', 'closed'] as const;
export const MESSAGE_REPORT_ACTIONS = ['dismissed', 'conversation_closed', 'user_suspended'] as const;
export type MessageReportAction = (typeof MESSAGE_REPORT_ACTIONS)[number];

const perPage = z.coerce.number().int().min(1).max(100).optional();

/** GET /api/matrimonial/conversations: one profile's (a profile of the caller's side), else all of the account's. */
export const conversationsQuery = z.object({
  profile_id: uuid.optional(),
  cursor: z.string().max(512).optional(),
  per_page: perPage,
});

export const conversationMember = z.object({
  account_id: z.uuid(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** The profile whose side the member is on. */
  profile_id: z.uuid().nullable(),
});
export type ConversationMember = z.infer<typeof conversationMember>;

/**
 * A message. `body` is as written (links and numbers included: the web shows them as plain text until
 * the writer's side shared its contact); '' once removed. `author.account_id` is null once that account
 * is deleted. `read_by_other_at`: when the other side last read up to (or past) this message.
 */
export const conversationMessage = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  client_id: z.uuid(),
  profile_id: z.uuid().nullable(),
  author: z.object({
    account_id: z.uuid().nullable(),
    name: z.string(),
    role: z.enum(MEMBER_ROLES).nullable(),
  }),
  body: z.string(),
  sent_at: z.string(),
  removed: z.boolean(),
  read_by_other_at: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** Per side: its choice, and whether its number is shown to the other side now. */
export const conversationSharing = z.object({
  profile_id: z.uuid(),
  share_contact: z.enum(SHARE_CONTACT_CHOICES),
  shared: z.boolean(),
  shared_at: z.string().nullable(),
});

export const conversation = z.object({
  id: z.uuid(),
  /** The two profiles' cards (a deleted account's profile is absent). */
  profiles: z.array(profileCard),
  members: z.array(conversationMember),
  last_message: conversationMessage.nullable(),
  /** Messages of the other side after the caller's last read. */
  unread: z.number().int(),
  state: z.enum(CONVERSATION_STATES),
  closed_reason: z.enum(CONVERSATION_CLOSE_REASONS).nullable(),
  closed_at: z.string().nullable(),
  muted: z.boolean(),
  /** Whether each side has shared its contact (links and numbers in its messages may then be links). */
  sharing: z.array(conversationSharing),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof conversation>;

/** GET …/conversations/{id}/messages: `before` (older than that message) or `after` (newer). */
export const messagesQuery = z.object({
  before: uuid.optional(),
  after: uuid.optional(),
  per_page: perPage,
});
/** A page of messages, oldest first; `has_more`: more in the direction asked (before: older). */
export const messagesPage = z.object({
  data: z.array(conversationMessage),
  has_more: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPage>;

export const sendMessageBody = z.object({
  client_id: z.uuid({ message: 'Must be a valid id.' }),
  profile_id: z.uuid({ message: 'Must be a valid id.' }),
  body: z
    .string()
    .trim()
    .min(1, 'Is required.')
    .max(CONVERSATION_LIMITS.maxBody, `Must be at most ${CONVERSATION_LIMITS.maxBody} characters.`),
});

export const readBody = z.object({ up_to: z.uuid({ message: 'Must be a valid id.' }) });
export const muteBody = z.object({ muted: z.boolean() });
export const closeConversationBody = z.object({
  reason: z.enum(DECLINE_REASONS, { error: 'Choose one of the reasons offered.' }),
});
export const shareContactBody = z.object({ profile_id: z.uuid({ message: 'Must be a valid id.' }) });

export const reportMessageBody = z.object({
  reason: z.enum(MESSAGE_REPORT_REASONS, { error: 'Choose one of the reasons offered.' }),
  note: z.string().trim().max(1000, 'Must be at most 1000 characters.').optional(),
});

/** GET /api/admin/message-reports. */
export const adminMessageReportsQuery = z.object({
  status: z.enum(MESSAGE_REPORT_STATUSES).optional(),
  cursor: z.string().max(512).optional(),
  per_page: perPage,
});

export const closeMessageReportBody = z
  .object({
    action: z.enum(MESSAGE_REPORT_ACTIONS, {
      error: 'Must be dismissed, conversation_closed or user_suspended.',
    }),
    note: z.string().trim().max(1000, 'Must be at most 1000 characters.').optional(),
  })
  .refine((b) => b.action !== 'user_suspended' || (b.note ?? '').length > 0, {
    message: 'The reason for the suspension is required.',
    path: ['note'],
  });
export type CloseMessageReportBody = z.infer<typeof closeMessageReportBody>;

/** One message of a report's excerpt: the reported one is the last. */
const excerptMessage = z.object({
  id: z.uuid(),
  author: z.object({
    account_id: z.uuid().nullable(),
    name: z.string(),
    role: z.enum(MEMBER_ROLES).nullable(),
  }),
  body: z.string(),
  sent_at: z.string(),
  removed: z.boolean(),
  reported: z.boolean(),
});

/** A report as the office sees it: the reported message and the five before it, nothing else. */
export const messageReport = z.object({
  id: z.uuid(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  note: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(MESSAGE_REPORT_STATUSES),
  reporter: z.object({ account_id: z.uuid(), name: z.string() }),
  message_id: z.uuid(),
  conversation_id: z.uuid(),
  conversation_state: z.enum(CONVERSATION_STATES),
  excerpt: z.array(excerptMessage),
  closed_at: z.string().nullable(),
  close_action: z.enum(MESSAGE_REPORT_ACTIONS).nullable(),
  close_note: z.string().nullable(),
});
export type MessageReport = z.infer<typeof messageReport>;

/**
 * GET /api/matrimonial/conversations/unread: messages of the other side after the caller's last read,
 * over its open and closed conversations (removed messages not counted), in all and per profile of the
 * caller's side (a profile with none is left out).
 */
export const conversationUnread = z.object({
  total: z.number().int(),
  profiles: z.array(z.object({ profile_id: z.uuid(), unread: z.number().int() })),
});
export type ConversationUnread = z.infer<typeof conversationUnread>;

/**
 * The live stream, GET /api/events (text/event-stream, decision 056). Each event is `id: <n>` (the
 * account's own sequence: ids only grow, one account's events come in order), `event: <type>` and
 * `data: <JSON payload>`. Resume with the header `Last-Event-ID: <n>` or, where a client cannot set
 * headers, `?last_event_id=<n>`: every event of the account after n, once, in order, then live.
 */
export const LIVE_EVENT_TYPES = ['message', 'read', 'conversation', 'notification', 'resync'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const eventsQuery = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be the id of an event this stream sent.')
    .optional(),
});

/** `message`: a message sent, or removed (then `removed: true` and `body` ''): upsert it by id. */
export const messageEvent = z.object({
  conversation_id: z.uuid(),
  message: conversationMessage,
});
/** `read`: a member read up to a message (its `read_by_other_at` and the unread counts change). */
export const readEvent = z.object({
  conversation_id: z.uuid(),
  account_id: z.uuid(),
  /** The side whose member read. */
  profile_id: z.uuid().nullable(),
  up_to: z.uuid(),
  read_at: z.string(),
});
/** `conversation`: one opened, closed (by a family, a block, a deletion, the office) or a side shared its contact. */
export const conversationEvent = z.object({
  conversation_id: z.uuid(),
  change: z.enum(['opened', 'closed', 'contact_shared']),
  state: z.enum(CONVERSATION_STATES),
  closed_reason: z.enum(CONVERSATION_CLOSE_REASONS).nullable(),
});
/** `notification`: a new (or renewed) item in the account's inbox, and the bell's unread count now. */
export const notificationEvent = z.object({
  notification_id: z.uuid(),
  unread_count: z.number().int(),
});
/**
 * `resync`: what the stream was asked to resume from is no longer kept (events are kept 2 days) or
 * is not this account's: read the screens' data afresh; the stream goes on live from this id.
 */
export const resyncEvent = z.object({ reason: z.enum(['expired', 'unknown']) });

/** Each event type's payload (`data:`), for a client that parses what it receives. */
export const LIVE_EVENT_PAYLOADS = {
  message: messageEvent,
  read: readEvent,
  conversation: conversationEvent,
  notification: notificationEvent,
  resync: resyncEvent,
} as const satisfies Record<LiveEventType, z.ZodType>;
export type LiveEventPayload<T extends LiveEventType> = z.infer<(typeof LIVE_EVENT_PAYLOADS)[T]>;
