import { z } from 'zod';
import { uuid } from './common.ts';

/** What a notification opens: the same `{ type, id }` its push carries. */
export const notificationData = z.object({ type: z.string(), id: z.string() });

/** One event of the account's (docs/api.md, Families and notifications). */
export const notification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  data: notificationData,
  profile_id: z.string().nullable(),
  /**
   * `changed` when the subject is no longer as the item says (`change`: the interest was withdrawn,
   * expired, or closed by a block or a deletion); the item then explains rather than opens it.
   */
  state: z.enum(['current', 'changed']),
  change: z.enum(['withdrawn', 'expired', 'closed']).optional(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const unreadCountAnswer = z.object({ count: z.number().int() });

/** Marks the items given, or all of them; one of the two is required. */
export const readNotificationsBody = z
  .object({
    ids: z.array(uuid).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all === true, {
    message: 'Give the ids to mark as read, or all: true.',
    path: ['ids'],
  });
