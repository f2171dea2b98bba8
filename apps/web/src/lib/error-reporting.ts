import { withApiBase } from './api-base-url.ts';

/** At most this many reports a page load: a render loop that throws must not flood the server. */
const MAX_REPORTS = 5;

/** The path with ids taken out (a profile's or booking's UUID, long numbers), and never the query. */
export function routeOf(pathname: string): string {
  return pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d{4,}(?=\/|$)/g, '/:n');
}

interface Reporter {
  report(error: unknown): void;
}

/**
 * Sends the page's uncaught errors to the server (POST /api/client-errors), which forwards them to
 * SENTRY_DSN when one is set (docs/api.md, Operations): one report per distinct message, a few a page load,
 * never failing the page itself.
 */
export function createErrorReporter(
  send: (body: string) => void = (body) =>
    void fetch(withApiBase('/api/client-errors'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => {}),
  location: Pick<Location, 'pathname'> = window.location,
): Reporter {
  const seen = new Set<string>();
  return {
    report(error) {
      const e = error instanceof Error ? error : new Error(String(error ?? 'unknown error'));
      const key = `${e.name}: ${e.message}`;
      if (seen.has(key) || seen.size >= MAX_REPORTS) return;
      seen.add(key);
      const body = {
        name: e.name.slice(0, 200),
        message: (e.message || 'unknown error').slice(0, 2000),
        stack: e.stack?.slice(0, 16_000),
        route: routeOf(location.pathname).slice(0, 500),
        release: import.meta.env.VITE_RELEASE,
      };
      try {
        send(JSON.stringify(body));
      } catch {
        // reporting must never be the next error
      }
    },
  };
}

/** Reports uncaught errors and unhandled promise rejections of the built app (not in development). */
export function installErrorReporting(target: Window = window, reporter = createErrorReporter()): void {
  target.addEventListener('error', (event) => reporter.report(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
}
