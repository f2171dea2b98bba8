import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long app.close() waits, after the connections are closed, for handlers still running (a picture
 * received in full, being encoded and stored) before the database closes under them.
 */
export const SETTLE_MS = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route handlers running now (each counted from its start to its end, whatever the socket does). */
    handlersInFlight(): number;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * The graceful close (decision 050). app.close(), which SIGTERM calls in server.ts:
 * 1. Fastify stops routing: any request that arrives from then on, /readyz included, is answered 503 with
 *    Connection: close, and the listener closes, so a load balancer stops sending here.
 * 2. preClose (here): the answers still to come carry Connection: close and a connection is closed once
 *    its last answer is out (Fastify keeps an idle connection 72 s, which held the close that long);
 *    at SHUTDOWN_DRAIN_SECONDS the connections still open are cut: an upload still arriving then fails
 *    before anything of it is stored.
 * 3. onClose (here, after the listener's and before the database's: Fastify runs them last registered
 *    first): the handlers still running finish, so the process never stops between a picture's objects
 *    and its row.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    const drainSeconds = app.deps.config.SHUTDOWN_DRAIN_SECONDS;
    let draining = false;
    let running = 0;
    let waiters: (() => void)[] = [];
    const finished = () => {
      running -= 1;
      if (running === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    };
    app.decorate('handlersInFlight', () => running);

    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        running += 1;
        let result: unknown;
        try {
          result = handler.call(this, request, reply);
        } catch (error) {
          finished();
          throw error;
        }
        // A promise is followed to its end; the reply itself (a thenable too) means it was answered.
        if (result !== reply && isThenable(result)) result.then(finished, finished);
        else finished();
        return result as ReturnType<RouteHandlerMethod>;
      } as RouteHandlerMethod;
    });

    app.addHook('onSend', async (_request, reply: FastifyReply) => {
      if (draining) reply.header('connection', 'close');
    });

    let stopTimers = () => {};
    app.addHook('preClose', async () => {
      draining = true;
      if (!app.server.listening) return;
      const server = app.server;
      // An answer begun before the close went out with keep-alive: its connection is closed once idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 250);
      const cut = setTimeout(() => {
        app.log.warn(
          { drainSeconds, handlersInFlight: running },
          'shutdown: requests still open after SHUTDOWN_DRAIN_SECONDS; their connections are closed',
        );
        server.closeAllConnections();
      }, drainSeconds * 1000);
      sweep.unref();
      cut.unref();
      stopTimers = () => {
        clearInterval(sweep);
        clearTimeout(cut);
      };
    });

    app.addHook('onClose', async () => {
      stopTimers();
      if (running === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const settled = new Promise<boolean>((resolve) => {
        waiters.push(() => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_MS);
      });
      const allDone = await settled;
      clearTimeout(timer);
      if (!allDone) {
        app.log.warn({ handlersInFlight: running }, 'shutdown: handlers still running are left unfinished');
      }
    });
  },
  { name: 'ops-drain', dependencies: [] },
);
