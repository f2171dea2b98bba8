import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { isMobileVerified } from './repository.ts';

/**
 * What one person can do to others needs a proven number (decision 041): holding hall dates, the
 * waitlist, sending a profile for approval, interests, asking for consent and messages. Read from the
 * database, not the session kept for seconds, so a proof just made counts at once on every server.
 */
export async function requireMobileVerified(db: DbOrTx, userId: string): Promise<void> {
  if (!(await isMobileVerified(db, userId))) {
    throw forbidden('mobileNotVerified');
  }
}
