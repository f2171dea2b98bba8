import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Gives the device token to this user. A device belongs to one account at a time: another user
 * who had the same token (the phone changed hands, or someone logged out and another logged in)
 * loses it, so their pushes do not reach this phone.
 */
export async function setDeviceToken(db: DbOrTx, userId: string, token: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ fcmToken: null, updatedAt: now })
    .where(and(eq(users.fcmToken, token), ne(users.id, userId)));
  await db.update(users).set({ fcmToken: token, updatedAt: now }).where(eq(users.id, userId));
}
