import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.ts';
import { contextOf, type Ctx } from './context.ts';
import {
  offerFreedSlots,
  reconcileOrders,
  releaseExpiredHolds,
  remindBalances,
  remindEvents,
  retryUnsentRefunds,
} from './domains/bookings/service.ts';
import {
  expireInterests,
  notifyNewMatches,
  remindInterests,
  sweepConsentReminders,
} from './domains/matrimonial/service.ts';
import { pruneLiveEvents } from './domains/events/service.ts';

/**
 * Every timer of the app, in one list. A job is a list of steps run in turn (a step failing is logged
 * and does not stop the others; it is tried again next time), each step a verb taking a system context
 * (no actor, no transaction open). Every server runs every job: each step must be safe when another
 * server runs it at the same moment, and `safe` says how (a conditional UPDATE that only one server's
 * row matches, SKIP LOCKED claims, or a transaction-scoped advisory lock).
 */
export interface Job {
  name: string;
  /** Milliseconds between two runs under this configuration; 0: the job does not run. */
  everyMs: (config: Config) => number;
  /**
   * Also run once at start-up, so what fell due while no server ran is done at once: `awaited` before
   * the server is ready (it answers no request before), `background` once it is; false: not.
   */
  atStart: 'awaited' | 'background' | false;
  steps: { name: string; run: (ctx: Ctx) => Promise<unknown>; safe: string }[];
}

export const JOBS: Job[] = [
  {
    name: 'hold expiry',
    // Reads never count a hold past its time (they compare hold_expires_at with now); the sweep frees
    // the slot rows, and a new booking releases holds itself before its insert (bookings/booking/create.ts).
    everyMs: () => 30_000,
    atStart: 'awaited',
    steps: [
      {
        name: 'release expired holds',
        run: releaseExpiredHolds,
        safe: 'pg_try_advisory_xact_lock: one server sweeps, the others return; the UPDATE ... RETURNING decides',
      },
    ],
  },
  {
    name: 'booking sweeps',
    everyMs: (config) => config.BOOKING_SWEEP_MINUTES * 60_000,
    atStart: false,
    steps: [
      { name: 'reconcile orders', run: reconcileOrders, safe: 'orders claimed by a conditional UPDATE' },
      { name: 'unsent refunds', run: retryUnsentRefunds, safe: 'refunds claimed FOR UPDATE SKIP LOCKED' },
      { name: 'event reminders', run: remindEvents, safe: 'each band claimed by a conditional UPDATE' },
      { name: 'balance reminders', run: remindBalances, safe: 'claimed by a conditional UPDATE' },
      { name: 'waitlist offers', run: offerFreedSlots, safe: 'notified_at set where null before the notice' },
    ],
  },
  {
    name: 'matrimonial sweeps',
    everyMs: (config) => config.MATRIMONIAL_SWEEP_MINUTES * 60_000,
    atStart: 'background',
    steps: [
      // Expiry first: an interest old enough to expire is not reminded as well.
      { name: 'interest expiry', run: expireInterests, safe: "UPDATE ... WHERE status = 'pending'" },
      { name: 'interest reminders', run: remindInterests, safe: 'UPDATE ... WHERE reminded_at is null' },
      { name: 'new matches', run: notifyNewMatches, safe: 'each profile claimed by a conditional UPDATE' },
      { name: 'consent reminders', run: sweepConsentReminders, safe: 'claimed by a conditional UPDATE' },
    ],
  },
  {
    name: 'live events prune',
    // Off in tests, like the sweeps: they call the step with the clock moved (live-events.test.ts).
    everyMs: (config) => (config.NODE_ENV === 'test' ? 0 : 10 * 60_000),
    atStart: 'background',
    steps: [
      {
        // Events are kept 2 days (a stream resuming from further back is told to read afresh); the rows
        // of streams a stopped server left are taken as closed after a minute and deleted after ten.
        name: 'old events and stale streams',
        run: pruneLiveEvents,
        safe: 'DELETE ... WHERE older than a time: whoever runs first deletes, the other finds nothing',
      },
    ],
  },
];

/** Runs a job's steps once, in turn, each with a fresh system context. */
export async function runJob(app: FastifyInstance, job: Job): Promise<void> {
  for (const step of job.steps) {
    try {
      await step.run(contextOf(app.deps));
    } catch (err) {
      app.log.warn({ err, job: job.name, step: step.name }, 'scheduled job failed');
    }
  }
}

/**
 * Starts every job's timer when the server is ready; on close, stops them and waits for the runs
 * under way (so the database is closed after them, and a draining server starts no new run). A run
 * still going when its next tick comes is not started twice on this server.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance) => {
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<Job, Promise<void>>();
    let closing = false;
    const run = (job: Job) => {
      if (closing || running.has(job)) return running.get(job);
      const done = runJob(app, job).finally(() => running.delete(job));
      running.set(job, done);
      return done;
    };
    app.addHook('onReady', async () => {
      for (const job of JOBS) {
        const every = job.everyMs(app.deps.config);
        if (!(every > 0)) continue;
        if (job.atStart === 'awaited') await run(job);
        else if (job.atStart === 'background') void run(job);
        const timer = setInterval(() => void run(job), every);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    });
  },
  { name: 'scheduler' },
);
