import { randomUUID } from 'node:crypto';

/** Where and how to send error events for a DSN `https://<public key>@<host>[/<path>]/<project id>`. */
export interface SentryTarget {
  dsn: string;
  url: string;
  auth: string;
}

export function sentryTargetOf(dsn: string): SentryTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(dsn);
  } catch {
    return null;
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!parsed.username || !project) return null;
  const base = `${parsed.protocol}//${parsed.host}${segments.length ? `/${segments.join('/')}` : ''}`;
  return {
    dsn,
    url: `${base}/api/${project}/envelope/`,
    auth: `Sentry sentry_version=7, sentry_key=${parsed.username}, sentry_client=samaj-server/1.0`,
  };
}

export interface ErrorReport {
  error: unknown;
  requestId?: string;
  method?: string;
  /** The route template (`/api/booking/:id`), never the URL with its ids and query. */
  route?: string;
  environment: string;
  release?: string;
  /** `node` for the server's own errors, `javascript` for the web app's. */
  platform?: 'node' | 'javascript';
}

/** One frame of a V8 stack line: `at fn (file:line:col)` or `at file:line:col`. */
function framesOf(stack: string | undefined) {
  const frames = [];
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!m) continue;
    frames.push({
      function: m[1] ?? '<anonymous>',
      filename: m[2],
      lineno: Number(m[3]),
      colno: Number(m[4]),
      in_app: !m[2]!.includes('node_modules') && !m[2]!.startsWith('node:'),
    });
  }
  return frames.reverse(); // Sentry lists the outermost call first
}

/** The envelope (https://develop.sentry.dev/sdk/envelopes/) of one error event. */
export function errorEnvelope(target: SentryTarget, report: ErrorReport, now = new Date()): string {
  const error = report.error instanceof Error ? report.error : new Error(String(report.error));
  const eventId = randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: report.platform ?? 'node',
    level: 'error',
    logger: report.platform === 'javascript' ? 'samaj-web' : 'samaj-server',
    environment: report.environment,
    release: report.release,
    server_name: undefined,
    transaction: report.route ? `${report.method ?? ''} ${report.route}`.trim() : undefined,
    tags: report.requestId ? { request_id: report.requestId } : undefined,
    exception: {
      values: [{ type: error.name, value: error.message, stacktrace: { frames: framesOf(error.stack) } }],
    },
  };
  const header = { event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn };
  const body = JSON.stringify(event);
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(body) })}\n${body}\n`;
}

/**
 * Sends error reports to a Sentry-compatible DSN: fire and forget (a report never delays or fails the
 * answer), at most `perMinute` a minute so an error on every request cannot flood the network.
 */
export class SentryReporter {
  private windowStart = 0;
  private sentInWindow = 0;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly target: SentryTarget,
    private readonly onFailure: (error: unknown) => void,
    private readonly perMinute = 60,
  ) {}

  report(report: ErrorReport): void {
    const now = Date.now();
    if (now - this.windowStart > 60_000) {
      this.windowStart = now;
      this.sentInWindow = 0;
    }
    if (this.sentInWindow >= this.perMinute) return;
    this.sentInWindow += 1;
    const sending = fetch(this.target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': this.target.auth },
      body: errorEnvelope(this.target, report),
      signal: AbortSignal.timeout(5000),
    })
      .then((res) => {
        if (!res.ok) this.onFailure(new Error(`the error report was refused: ${res.status}`));
      })
      .catch(this.onFailure)
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the reports under way (at shutdown, and in tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
