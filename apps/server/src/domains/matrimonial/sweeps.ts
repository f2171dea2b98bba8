import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { expireInterests, remindInterests } from './interest-expiry.ts';
import { notifyNewMatches } from './recommendations-sweep.ts';
import { sweepConsentReminders } from './consent-sweep.ts';

/**
 * The matrimonial periodic jobs, run in turn by one timer per app server (like the hold sweep in
 * bookings/routes.ts): every MATRIMONIAL_SWEEP_MINUTES, and once when the server is ready.
 *
 * Each sweep takes the app's deps and must be safe when several servers run it at the same moment:
 * either its UPDATE's WHERE makes a second run a no-op (the row no longer matches once changed), or it
 * takes a transaction-scoped advisory lock. Tests call each sweep directly with the clock moved
 * forward; the timer is not started in tests unless MATRIMONIAL_SWEEP_MINUTES is set.
 */
export type Sweep = (deps: AppDeps) => Promise<unknown>;

/** The sweeps, in the order they run. One line per sweep; each lives in its own use-case file. */
export const MATRIMONIAL_SWEEPS: { name: string; run: Sweep }[] = [
  // Expiry first: an interest old enough to expire is not reminded as well.
  { name: 'interest expiry', run: expireInterests },
  { name: 'interest reminders', run: remindInterests },
  { name: 'new matches', run: notifyNewMatches },
  { name: 'consent reminders', run: sweepConsentReminders },
];

/** Runs every sweep once; one failing does not stop the others (it is logged, and tried next time). */
export async function runMatrimonialSweeps(deps: AppDeps): Promise<void> {
  for (const sweep of MATRIMONIAL_SWEEPS) {
    try {
      await sweep.run(deps);
    } catch (err) {
      deps.log?.warn({ err, sweep: sweep.name }, 'matrimonial sweep failed');
    }
  }
}

/** Starts the timer when the server is ready and stops it when the server closes. */
export const matrimonialSweeps: FastifyPluginAsync = async (app) => {
  const minutes = app.deps.config.MATRIMONIAL_SWEEP_MINUTES;
  if (!minutes) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    // A slow round still running when the next tick comes is not run twice on this server.
    running ??= runMatrimonialSweeps(app.deps).finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
