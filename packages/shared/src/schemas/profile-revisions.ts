import { z } from 'zod';
import { GENDERS } from '../enums.ts';
import { COMMUNITIES, REVISION_STATUSES } from '../matrimonial-values.ts';
import { cursorQuery } from './common.ts';

/**
 * Changes to an approved profile's free texts, waiting for the office (docs/api.md "Identity and abuse":
 * revisions). The owner's profile answer carries its `pending_revision`; the office lists, approves
 * and rejects them under /api/admin/revisions.
 */

/** The new values, by field name: only the fields that changed. */
export const revisionFields = z
  .object({
    about: z.string(),
    occupation: z.string(),
    education: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    mother_tongue: z.string(),
    native_place: z.string(),
    community: z.enum(COMMUNITIES).nullable(),
  })
  .partial();
export type RevisionFields = z.infer<typeof revisionFields>;

/** On the owner's (and the office's) profile answer: what waits for the office; null when nothing. */
export const pendingRevision = z.object({
  fields: revisionFields,
  submitted_at: z.string(),
});
export type PendingRevision = z.infer<typeof pendingRevision>;

/** GET /api/admin/revisions: `status` pending (the default, oldest first), approved or rejected (newest first). */
export const adminRevisionsQuery = cursorQuery.extend({ status: z.enum(REVISION_STATUSES).optional() });

/** POST /api/admin/revisions/{id}/reject: the reason the family is told (1..500 characters). */
export const rejectRevisionBody = z.object({
  reason: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'The reason field is required.' : 'The reason field must be a string.',
    })
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason field must not be greater than 500 characters.'),
});

/** A revision as the office sees it: the new texts, the approved ones they would replace, the profile. */
export const adminRevision = z.object({
  id: z.uuid(),
  status: z.enum(REVISION_STATUSES),
  /** The new values. */
  fields: revisionFields,
  /** The approved values of the same fields now (what others read); null once decided. */
  current: revisionFields.nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The admin who decided; null while pending (or when that account is gone). */
  decided_by: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
  /** Why the office did not approve it (the family was told); null unless rejected. */
  reason: z.string().nullable(),
  profile: z.object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    /** The name in Latin letters beside it (docs/api.md "What families read"): readers of another script see these. */
    first_name_latin: z.string().optional(),
    last_name_latin: z.string().optional(),
    gender: z.enum(GENDERS),
    /** Null when the profile itself is no longer approved (rejected since, or its name changed). */
    approved_on: z.string().nullable(),
  }),
});
export type AdminRevision = z.infer<typeof adminRevision>;
