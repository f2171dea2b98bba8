import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../plugins/route-kit.ts';
import { type AuditEntry, contextOf } from '../../context.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from './common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertAudit } from './repository.ts';

/** One change as the audit log keeps it (the context's AuditEntry). */
export type AuditRecord = AuditEntry;

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

/**
 * The context an admin's change runs in: the admin acts, and the change's audit record is written in
 * the change's own transaction (ctx.audit). Domains' admin routes use it (`domains/<d>/admin-routes.ts`).
 */
export const recorded = (deps: AppDeps, actor: Actor) => contextOf(deps, actor, audit);

/** The context of an admin route's request: the signed-in admin acts, every change recorded. */
export const adminCtxOf = (request: FastifyRequest) => recorded(request.server.deps, actorOf(request));
