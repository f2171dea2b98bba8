import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * A 256-bit key kept in the database (app_secrets), made by whichever app server needs it first, so
 * every server sharing the database uses the same one and nobody has to configure it.
 */
export async function loadAppSecret(db: DbOrTx, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
