import { z } from 'zod';
import { GENDERS } from '../enums.ts';
import { cursorQuery } from './common.ts';
import { PICTURE_STATUSES } from '../matrimonial-values.ts';
import { picture } from './matrimonial.ts';

/** The office's review of pictures (docs/api.md "Matrimonial profiles, consent and safety"; docs/api-extensions.md). */

/** GET /api/admin/pictures: `status` pending (the default, oldest first), approved or rejected (newest first). */
export const adminPicturesQuery = cursorQuery.extend({ status: z.enum(PICTURE_STATUSES).optional() });

/** POST /api/admin/pictures/{id}/reject: the reason the family is told (1..500 characters). */
export const rejectPictureBody = z.object({
  reason: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'The reason field is required.' : 'The reason field must be a string.',
    })
    .trim()
    .min(1, 'The reason field is required.')
    .max(500, 'The reason field must not be greater than 500 characters.'),
});

/** A picture in the office's queue: its URLs are signed for the admin; the profile it belongs to. */
export const adminPicture = picture.extend({
  reviewed_at: z.string().nullable(),
  profile: z.object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    /** The name in Latin letters beside it (docs/api.md "What families read"): readers of another script see these. */
    first_name_latin: z.string().optional(),
    last_name_latin: z.string().optional(),
    gender: z.enum(GENDERS),
    /** Null while the profile itself waits for approval (or was rejected). */
    approved_on: z.string().nullable(),
  }),
});
export type AdminPicture = z.infer<typeof adminPicture>;
