import type { DbOrTx } from '../../db/client.ts';
import { insertAudit } from './repository.ts';

export interface AuditRecord {
  /** The admin who acted (a user id); null for the system. */
  actor: string | null;
  /** `<entity>.<verb>`, e.g. `news.publish`, `user.admin.revoke`, `booking.cancel`. */
  action: string;
  entity: { type: string; id: string | null };
  /** The object as it was and as it became (JSON); null for a creation / a deletion. */
  before?: unknown;
  after?: unknown;
  /** When (deps.clock.now()). */
  at: Date;
}

/**
 * Writes one audit record. Pass the transaction that makes the change, so the change and its record
 * are committed (or rolled back) together.
 */
export async function audit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await insertAudit(tx, {
    actorUserId: record.actor,
    action: record.action,
    entityType: record.entity.type,
    entityId: record.entity.id,
    // JSON round trip: Dates become ISO strings, undefined fields vanish, as they will read back.
    before: record.before === undefined ? null : JSON.parse(JSON.stringify(record.before)),
    after: record.after === undefined ? null : JSON.parse(JSON.stringify(record.after)),
    createdAt: record.at,
  });
}
