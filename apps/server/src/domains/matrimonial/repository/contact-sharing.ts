import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations, profiles } from '../../../db/schema/index.ts';

/** The share_contact choice (decision 054) as the cards apply it. */

/**
 * Of the other families' profiles `profileIds`, those whose contact stays withheld from the viewer:
 * `share_contact` by_choice, and no conversation with a profile of the viewer's where that side shared.
 */
export async function contactsWithheld(
  db: DbOrTx,
  viewerUserId: string,
  profileIds: string[],
): Promise<Set<string>> {
  if (profileIds.length === 0) return new Set();
  const chosen = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, profileIds), eq(profiles.shareContact, 'by_choice')));
  const ids = chosen.map((r) => r.id);
  if (ids.length === 0) return new Set();
  const mine = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, viewerUserId));
  const rows = await db
    .select({ a: conversations.profileAId, b: conversations.profileBId, aAt: conversations.aContactSharedAt })
    .from(conversations)
    .where(
      or(
        and(
          inArray(conversations.profileAId, ids),
          inArray(conversations.profileBId, mine),
          isNotNull(conversations.aContactSharedAt),
        ),
        and(
          inArray(conversations.profileBId, ids),
          inArray(conversations.profileAId, mine),
          isNotNull(conversations.bContactSharedAt),
        ),
      ),
    );
  const shared = new Set(rows.map((r) => (r.aAt && r.a && ids.includes(r.a) ? r.a : r.b)));
  return new Set(ids.filter((id) => !shared.has(id)));
}
