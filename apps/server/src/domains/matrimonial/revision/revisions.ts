import {
  CONTACT_CHECKED_FIELDS,
  findContactInText,
  type PendingRevision,
  REVISION_FIELDS,
  type RevisionField,
  type RevisionFields,
  type UpdateProfileBody,
} from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { AppError, summarise } from '../../../lib/errors.ts';
import * as repo from '../repository.ts';
import type { NewProfile, ProfileRow, RevisionRow } from '../repository.ts';
import { type Localized, msg } from '../../../i18n/translate.ts';

/**
 * The owner's side of revisions (docs/api.md "Identity and abuse", decision 044): a change to a free text of
 * an approved profile is kept as the profile's pending revision, and others keep reading the approved
 * text (the profile's columns) until the office approves it (revision/review.ts). Nothing else reads
 * the revision: search, cards and the public view read the columns. And no free text may hold a phone
 * number, an e-mail address, a link or a handle, approved profile or not.
 */

export const CONTACT_IN_TEXT = msg('contactInText');

/** 422 on each free-text field of the body that holds contact details (code `contact_in_text`). */
export function refuseContactInText(body: Partial<Record<string, unknown>>): void {
  const errors: Record<string, Localized[]> = {};
  for (const field of CONTACT_CHECKED_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && findContactInText(value)) errors[field] = [CONTACT_IN_TEXT];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', summarise(errors), { errors });
  }
}

/** Each revised field's column. */
const COLUMN: Record<RevisionField, keyof NewProfile & keyof ProfileRow> = {
  about: 'about',
  occupation: 'occupation',
  education: 'education',
  city: 'city',
  state: 'state',
  country: 'country',
  mother_tongue: 'motherTongue',
  native_place: 'nativePlace',
  community: 'community',
};

const revisedFieldsOf = (fields: Record<string, unknown>) =>
  REVISION_FIELDS.filter((f) => Object.hasOwn(fields, f));

/** A revision's values as profile columns (what approving it writes). */
export function revisionColumns(fields: Record<string, unknown>): Partial<NewProfile> {
  return Object.fromEntries(revisedFieldsOf(fields).map((f) => [COLUMN[f], fields[f]]));
}

/** The approved values of a revision's fields, by field name (what others read now). */
export function approvedValues(row: ProfileRow, fields: Record<string, unknown>): RevisionFields {
  return Object.fromEntries(revisedFieldsOf(fields).map((f) => [f, row[COLUMN[f]]])) as RevisionFields;
}

/**
 * Splits an owner's change of an approved profile: the free texts go to the revision, the rest to the
 * profile at once. The revision becomes the waiting fields merged with the new ones; a field sent back
 * to its approved text leaves it. `fields` is null when nothing waits any more.
 */
export function splitRevision(
  current: ProfileRow,
  waiting: Record<string, unknown> | null,
  body: UpdateProfileBody,
  direct: Partial<NewProfile>,
): { direct: Partial<NewProfile>; fields: Record<string, unknown> | null } {
  const fields: Record<string, unknown> = { ...waiting };
  const rest = { ...direct };
  for (const field of REVISION_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    delete rest[COLUMN[field]];
    if (value === current[COLUMN[field]]) delete fields[field];
    else fields[field] = value;
  }
  return { direct: rest, fields: Object.keys(fields).length > 0 ? fields : null };
}

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Keeps `fields` as the profile's pending revision (ctx inside withTx, the profile locked). A changed
 * revision is a new row, with a new id and submitted_at: an office decision on the old id (taken on
 * texts the family has since changed) finds nothing, so the office never approves text it did not see.
 */
export async function keepRevision(
  ctx: Ctx,
  profileId: string,
  waiting: RevisionRow | undefined,
  fields: Record<string, unknown> | null,
): Promise<void> {
  if (waiting && fields && sameFields(waiting.fields, fields)) return;
  if (waiting) await repo.deleteRevision(ctx.db, waiting.id);
  if (fields) {
    await repo.insertRevision(ctx.db, { profileId, fields, submittedAt: ctx.deps.clock.now() });
  }
}

/** The owner's view of a pending revision. */
export const toPendingRevision = (row: RevisionRow | undefined): PendingRevision | null =>
  row ? { fields: row.fields as RevisionFields, submitted_at: row.submittedAt.toISOString() } : null;
