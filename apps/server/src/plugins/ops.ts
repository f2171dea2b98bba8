import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drainPlugin } from './ops-drain.ts';
import { businessMetrics, databaseUp, poolMetrics, processMetrics, RequestMetrics } from './ops-metrics.ts';
import { SentryReporter, sentryTargetOf } from './ops-sentry.ts';
import { answerWith } from '../i18n/said.ts';
import { msg } from '../i18n/translate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the error handler (plugins/errors.ts) when it answers 500: counted and reported once answered. */
    unhandledError: unknown;
  }
  interface FastifyInstance {
    ops: { metrics: RequestMetrics; reporter: SentryReporter | null };
  }
}

/** How long /readyz waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  // Compared as hashes: equal lengths, and no timing that tells how much of a guess was right.
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = app.deps.database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

const clientError = z.object({
  name: z.string().max(200).optional(),
  message: z.string().min(1).max(2000),
  stack: z.string().max(16_000).optional(),
  /** The app's route pattern or path where it happened (no query: it may carry personal data). */
  route: z.string().max(500).optional(),
  release: z.string().max(200).optional(),
});

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Operations (docs/api.md): /livez, /readyz and /metrics (none of them left to the web app's fallback),
 * X-Request-Id echoed on every answer, and each 500 counted and, with SENTRY_DSN, reported.
 */
export const opsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app.deps;
    const metrics = new RequestMetrics();
    const target = config.SENTRY_DSN ? sentryTargetOf(config.SENTRY_DSN) : null;
    if (config.SENTRY_DSN && !target)
      app.log.warn('SENTRY_DSN names no project key: errors are not reported');
    const reporter = target
      ? new SentryReporter(target, (error) => {
          metrics.reportFailures += 1;
          app.log.warn({ err: error }, 'an error report could not be sent');
        })
      : null;
    app.decorate('ops', { metrics, reporter });
    app.decorateRequest('unhandledError', null);
    if (reporter) app.addHook('onClose', async () => reporter.flush());
    // The graceful close: requests in flight finish, up to SHUTDOWN_DRAIN_SECONDS (ops-drain.ts).
    await app.register(drainPlugin);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      if (request.unhandledError !== null) {
        metrics.unhandledErrors += 1;
        reporter?.report({
          error: request.unhandledError,
          requestId: request.id,
          method: request.method,
          route,
          environment: config.NODE_ENV,
          release: config.RELEASE,
        });
      }
    });

    const live = { schema: { operationId: 'livez', tags: ['operations'], summary: 'The process runs' } };
    const liveness = async (_request: FastifyRequest, reply: FastifyReply) =>
      noStore(reply).send({ status: 'ok' });
    app.get('/livez', live, liveness);
    app.get(
      '/healthz',
      { schema: { ...live.schema, operationId: 'healthz', summary: 'Same as /livez' } },
      liveness,
    );

    app.get(
      '/readyz',
      { schema: { operationId: 'readyz', tags: ['operations'], summary: 'The database answers within 1 s' } },
      async (_request, reply) => {
        noStore(reply);
        if (await databaseAnswers(app)) return reply.send({ status: 'ok' });
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', database: 'no answer within 1 s' });
      },
    );

    // The web app's errors (lib/error-reporting.ts in apps/web), forwarded to SENTRY_DSN with this
    // server's credentials: one setting for both, and the page needs no third-party origin in its CSP.
    // Public, so it is capped: a small body, and the reporter's own limit of reports a minute.
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/client-errors',
      {
        bodyLimit: 16 * 1024,
        schema: {
          operationId: 'reportClientError',
          tags: ['operations'],
          summary: 'An error of the web app, reported to SENTRY_DSN (nothing is kept when it is not set)',
          body: clientError,
        },
      },
      async (request, reply) => {
        const { body } = request;
        reporter?.report({
          error: Object.assign(new Error(body.message), { name: body.name ?? 'Error', stack: body.stack }),
          requestId: request.id,
          route: body.route,
          environment: config.NODE_ENV,
          release: body.release ?? config.RELEASE,
          platform: 'javascript',
        });
        return reply.status(204).send();
      },
    );

    app.get(
      '/metrics',
      {
        schema: {
          operationId: 'metrics',
          tags: ['operations'],
          summary: 'Prometheus metrics (Authorization: Bearer $METRICS_TOKEN)',
          security: [{ metricsToken: [] }],
        },
      },
      async (request, reply) => {
        noStore(reply);
        if (!config.METRICS_TOKEN) return reply.status(404).send(answerWith(msg('notFound')));
        if (!bearerMatches(request, config.METRICS_TOKEN)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send(answerWith(msg('unauthenticated')));
        }
        const lines = [...metrics.render(), ...processMetrics(), ...poolMetrics(app.deps.database)];
        let up: 0 | 1 = 1;
        try {
          lines.push(...(await businessMetrics(app.deps.database)));
        } catch (error) {
          request.log.warn({ err: error }, 'metrics: the database did not answer');
          up = 0;
        }
        lines.push(...databaseUp(up));
        return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`);
      },
    );
  },
  { name: 'ops', dependencies: ['errors'] },
);
