import { unauthenticated } from './lib/errors.ts';
import type { DbOrTx } from './db/client.ts';
import { hasErrorCode } from './db/errors.ts';
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
   * the transaction that makes the change, so the record commits or rolls back with it. A context with
   * an audit log fails closed (audited(), withTx): its transactions cannot commit a write without a
   * record, and it cannot write outside a transaction.
   */
  audit?: (db: DbOrTx, entry: AuditEntry) => Promise<void>;
  /**
   * Set inside withTx: the transaction is open, and work for after its commit is queued here; under an
   * audit log, what the transaction wrote and recorded is counted.
   */
  tx?: { afterCommit: (() => Promise<void>)[]; writes?: number; records?: number };
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

export const contextOf = (deps: AppDeps, actor: string | null = null, audit?: Ctx['audit']): Ctx =>
  audit
    ? { deps, db: refusingWrites(deps.database.db), actor, audit }
    : { deps, db: deps.database.db, actor };

/** The builders that write: what an audited transaction watches, and an audited context refuses outside one. */
const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);

/** Whether a write changed rows: its RETURNING rows, else the driver's count (pg rowCount, PGlite affectedRows). */
function changedRows(result: unknown): boolean {
  if (Array.isArray(result)) return result.length > 0;
  const counted = result as { rowCount?: number | null; affectedRows?: number } | null;
  return (counted?.rowCount ?? counted?.affectedRows ?? 1) > 0;
}

/** A write's builder (and what its chained calls return) calling `onChange` once it ran and changed rows. */
function watchingBuilder<T extends object>(builder: T, onChange: () => void): T {
  const seen = (result: unknown) => {
    if (changedRows(result)) onChange();
    return result;
  };
  const proxy: T = new Proxy(builder, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (prop === 'then') {
        return (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) =>
          (method.call(target, seen) as Promise<unknown>).then(ok, fail);
      }
      if (prop === 'execute') {
        return (...args: unknown[]) => (method.apply(target, args) as Promise<unknown>).then(seen);
      }
      return (...args: unknown[]) => {
        const out = method.apply(target, args);
        if (out === target) return proxy;
        return out && typeof out === 'object' && !(out instanceof Promise)
          ? watchingBuilder(out, onChange)
          : out;
      };
    },
  });
  return proxy;
}

/** `db` whose writes call `onWrite` (reads, raw SQL and locks pass untouched). */
function watchingWrites(db: DbOrTx, onWrite: () => void, eager = false): DbOrTx {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!WRITES.has(prop)) return method.bind(target);
      return (...args: unknown[]) => {
        if (eager) onWrite();
        return watchingBuilder(method.apply(target, args) as object, onWrite);
      };
    },
  });
}

/** An audited context's connection outside a transaction: a change is made in withTx, with its record. */
const refusingWrites = (db: DbOrTx) =>
  watchingWrites(
    db,
    () => {
      throw new Error('An audited change must be made in withTx, where its audit record commits with it.');
    },
    true,
  );

/**
 * Records a change through ctx.audit, in ctx's transaction. A context without an audit log (a member's,
 * the system's) keeps no records; one with a log cannot commit a change without one (withTx).
 */
export async function record(ctx: Ctx, entry: Omit<AuditEntry, 'actor' | 'at'>): Promise<void> {
  if (!ctx.audit) return;
  await ctx.audit(ctx.db, { ...entry, actor: ctx.actor, at: ctx.deps.clock.now() });
  if (ctx.tx) ctx.tx.records = (ctx.tx.records ?? 0) + 1;
}

/**
 * Runs `work` in a transaction: the caller's when one is open (so an audit record written by the
 * caller commits or rolls back with the change), else a new one. Jobs queued with afterCommit run once
 * the outermost transaction has committed, never when it rolls back.
 *
 * With an audit log (the office's context, decision 048) the audit fails closed: a transaction that
 * changed rows (an insert, update or delete) and recorded nothing throws before its commit, so it rolls back.
 */
export async function withTx<T>(ctx: Ctx, work: (ctx: Ctx) => Promise<T>): Promise<T> {
  if (ctx.tx) return work(ctx);
  for (let attempt = 1; ; attempt += 1) {
    const queued: (() => Promise<void>)[] = [];
    let result: T;
    try {
      result = await ctx.deps.database.db.transaction(async (db) => {
        if (!ctx.audit) return work({ ...ctx, db, tx: { afterCommit: queued } });
        const tx: NonNullable<Ctx['tx']> = { afterCommit: queued, writes: 0, records: 0 };
        const done = await work({ ...ctx, db: watchingWrites(db, () => (tx.writes! += 1)), tx });
        if (tx.writes! > 0 && tx.records === 0) {
          throw unaudited();
        }
        return done;
      });
    } catch (err) {
      // Two transactions that took the same rows in opposite orders (several app servers, the sweeps
      // beside a request): PostgreSQL rolls one back, which then runs again from the start, its
      // after-commit jobs with it. Its work is the database's alone until the commit, so nothing of the
      // attempt that lost remains.
      if (attempt < TX_ATTEMPTS && isTransactionConflict(err)) {
        ctx.deps.log?.warn({ err, attempt }, 'transaction conflict: running it again');
        continue;
      }
      throw err;
    }
    for (const job of queued) {
      await job().catch((err: unknown) => ctx.deps.log?.warn({ err }, 'after-commit job failed'));
    }
    return result;
  }
}

/** An office change without its audit record (decision 048): its transaction rolls back. */
function unaudited(): Error {
  return new Error('An audited transaction wrote without an audit record: rolled back (decision 048).');
}

/** A transaction rolled back by a deadlock or a serialization failure runs at most this often. */
const TX_ATTEMPTS = 3;

/** PostgreSQL's deadlock_detected (40P01) and serialization_failure (40001), on the error or its causes. */
const isTransactionConflict = (error: unknown) =>
  hasErrorCode(error, (code) => code === '40P01' || code === '40001');

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
