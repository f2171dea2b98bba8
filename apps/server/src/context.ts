import { unauthenticated } from './lib/errors.ts';
import type { DbOrTx } from './db/client.ts';
import type { AppDeps } from './deps.ts';

/**
 * What a use case runs with: the app's dependencies, the database handle to use (the transaction
 * when one is open) and who acts (a user id; null for the system). Made once per request or job.
 */
export interface Ctx {
  deps: AppDeps;
  db: DbOrTx;
  actor: string | null;
  /**
   * Where changes are recorded (the admin area passes its audit log): use cases call record() inside
   * the transaction that makes the change, so the record commits or rolls back with it.
   */
  audit?: (db: DbOrTx, entry: AuditEntry) => Promise<void>;
  /** Set inside withTx: the transaction is open, and work for after its commit is queued here. */
  tx?: { afterCommit: (() => Promise<void>)[] };
}

/** One change as the audit log keeps it. */
export interface AuditEntry {
  /** The user who acted; null for the system. */
  actor: string | null;
  /** `<entity>.<verb>`, e.g. `profile.approve`, `booking.cancel`. */
  action: string;
  entity: { type: string; id: string | null };
  /** The object as it was and as it became; absent for a creation / a deletion. */
  before?: unknown;
  after?: unknown;
  at: Date;
}

export const contextOf = (deps: AppDeps, actor: string | null = null, audit?: Ctx['audit']): Ctx => ({
  deps,
  db: deps.database.db,
  actor,
  ...(audit ? { audit } : {}),
});

/** Records a change through ctx.audit (if the caller keeps records), in ctx's transaction. */
export async function record(ctx: Ctx, entry: Omit<AuditEntry, 'actor' | 'at'>): Promise<void> {
  if (ctx.audit) await ctx.audit(ctx.db, { ...entry, actor: ctx.actor, at: ctx.deps.clock.now() });
}

/**
 * Runs `work` in a transaction: the caller's when one is open (so an audit record written by the
 * caller commits or rolls back with the change), else a new one. Jobs queued with afterCommit run once
 * the outermost transaction has committed, never when it rolls back.
 */
export async function withTx<T>(ctx: Ctx, work: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.tx) return work(ctx);
  const queued: (() => Promise<void>)[] = [];
  const result = await ctx.deps.database.db.transaction((db) =>
    work({ ...ctx, db, tx: { afterCommit: queued } }),
  );
  for (const job of queued) {
    await job().catch((err: unknown) => ctx.deps.log?.warn({ err }, 'after-commit job failed'));
  }
  return result;
}

/** Work for after the commit (a push, an email): queued inside withTx, run at once outside it. */
export async function afterCommit(ctx: Ctx, job: () => Promise<void>): Promise<void> {
  if (ctx.tx) ctx.tx.afterCommit.push(job);
  else await job().catch((err: unknown) => ctx.deps.log?.warn({ err }, 'after-commit job failed'));
}

/** The signed-in user a member's use case acts for (members' routes always have one). */
export function userIdOf(ctx: Ctx): string {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}
