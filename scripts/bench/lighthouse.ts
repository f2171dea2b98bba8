/**
 * Lighthouse (mobile, simulated slow 4G and a 4× slower CPU: Lighthouse's defaults) for `npm run bench`:
 * the public pages in English and in Urdu (?lang=ur), and the pages a member spends time in, opened
 * with a stored session: the match search, another member's profile, and the booking draft whose
 * booking is on hold awaiting payment.
 *
 * Each run gets a fresh Chromium profile. For the member's pages the session (and the booking draft) are
 * written to localStorage the way the web app keeps them (apps/web/src/lib/storage.ts: samaj.session,
 * samaj.booking-draft, zustand's persist format) by a page load of /robots.txt on the same origin; the
 * HTTP cache is then emptied and Lighthouse runs with its storage reset off, so the page loads cold but
 * logged in.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { Seeded } from './seed.ts';
import { selfSignedCertificate, startTlsProxy } from './tls-proxy.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface LighthouseRun {
  scores: Record<Category, number>;
  /** First and largest contentful paint, total blocking time (ms), layout shift: what makes performance. */
  metrics: Record<string, number | null>;
  /** Audits that cost points: `category: id` (performance: its metrics that scored below 0.9). */
  failing: string[];
}

interface LighthouseFigures {
  scores: Record<Category, number>;
  runs: Record<string, number | null>[];
  failing: string[];
}

export interface LighthousePage extends LighthouseFigures {
  name: string;
  /** The compared build's figures (--lighthouse-compare), measured alternately with these. */
  before?: LighthouseFigures;
}

interface Server {
  port: number;
  stop(): Promise<void>;
}

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

// ---------------------------------------------------------------- what a member sees

/**
 * The bench's profiles carry picture rows whose files do not exist and that wait for review, so a
 * member would see none. Here they are approved and get files of the sizes an upload makes (a
 * 320 px thumbnail for every profile; the 1280 px picture for the profile Lighthouse opens), so the
 * search cards and the profile page load real pictures. Runs before the server opens the database.
 */
async function preparePictures(dataDir: string, profileId: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  let ids: string[];
  try {
    await database.db.execute(sql`update profile_pictures set status = 'approved', reviewed_at = now()`);
    const rows = (await database.db.execute(sql`select profile_id from profile_pictures`)) as unknown as {
      rows: { profile_id: string }[];
    };
    ids = rows.rows.map((r) => r.profile_id);
  } finally {
    await database.close();
  }
  // A portrait-like picture: a soft background, a head and shoulders.
  const svg = (side: number) =>
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 100 100">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9d8e8"/>
      <stop offset="1" stop-color="#7d95b0"/></linearGradient></defs>
      <rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="40" r="18" fill="#8a5a44"/>
      <path d="M18 100 Q50 52 82 100 Z" fill="#2f4b6e"/></svg>`);
  // Grain makes it weigh what a phone photo does after the upload's re-encoding (~10 kB and ~200 kB).
  const picture = async (side: number, quality: number) => {
    const grain = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 14 },
      },
    })
      .png()
      .toBuffer();
    return sharp(svg(side))
      .composite([{ input: grain, blend: 'overlay' }])
      .webp({ quality })
      .toBuffer();
  };
  const thumb = await picture(320, 75);
  const large = await picture(1280, 80);
  const root = path.join(dataDir, 'pictures', 'pictures');
  for (const id of ids) {
    await mkdir(path.join(root, id), { recursive: true });
    await writeFile(path.join(root, id, 'bench-thumb.webp'), thumb);
    if (id === profileId) await writeFile(path.join(root, id, 'bench-large.webp'), large);
  }
}

type Json = Record<string, unknown>;

async function api<T>(port: number, method: string, url: string, token: string, body?: Json): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** localStorage as the web app leaves it after a login (zustand persist: {state, version}). */
async function sessionStorageItems(port: number, seeded: Seeded): Promise<Record<string, string>> {
  const user = await api<Json>(port, 'GET', '/api/matrimonial/user', seeded.token);
  return { 'samaj.session': JSON.stringify({ state: { user, token: seeded.token }, version: 0 }) };
}

/**
 * A booking made from the draft and now on hold awaiting payment: the first free date next month in the
 * first hall's evening slot, and the draft that points at it (what the confirm page shows after "Pay"
 * was pressed and the checkout closed).
 */
async function bookingDraftItems(port: number, seeded: Seeded): Promise<Record<string, string>> {
  const now = new Date(Date.now() + 5.5 * 3600_000); // India
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const free = await api<string[]>(port, 'POST', '/api/hall/check-availablility-month', seeded.token, {
    hall_id: seeded.hallId,
    slot: 'B',
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
  });
  if (free.length === 0) throw new Error('no free date next month for the booking draft');
  const items = [{ hall_id: seeded.hallId, slot: 'B', booking_dates: [free[0]] }];
  const { booking } = await api<{
    booking: { id: string; hold_expires_at: string | null; amount_to_pay: number };
  }>(port, 'POST', '/api/booking/new-booking', seeded.token, {
    booking: { booking_user_type: 'CM', event_name: 'Wedding reception' },
    booking_items: items,
  });
  const draft = {
    booking_user_type: 'CM',
    event_name: 'Wedding reception',
    notes: '',
    items,
    errors: null,
    pending: {
      booking_id: booking.id,
      hold_expires_at: booking.hold_expires_at,
      amount_to_pay: booking.amount_to_pay,
    },
  };
  return { 'samaj.booking-draft': JSON.stringify({ state: draft, version: 1 }) };
}

// ---------------------------------------------------------------- one run

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-sync',
  '--mute-audio',
];

/** Chromium with a fresh profile and a DevTools port (read from what it prints). */
function startChrome(extraFlags: string[] = []): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'samaj-lh-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      ...CHROME_FLAGS,
      ...extraFlags,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: the renderers and helpers go with the browser when the run ends.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((done) => chrome.once('exit', () => done()));
  const stop = async () => {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      try {
        process.kill(-chrome.pid!, 'SIGKILL');
      } catch {
        chrome.kill('SIGKILL');
      }
    }
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      log(`could not remove ${profile}: ${String(error)}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Chromium did not start in 30 s:\n${output}`));
    }, 30_000);
    chrome.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), stop });
      }
    });
    chrome.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
}

/** Writes localStorage on the origin, then empties the HTTP cache (the page must load cold). */
async function seedStorage(chromePort: number, origin: string, items: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
};

function summarize(report: Report): LighthouseRun {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((ref) => {
        const a = report.audits[ref.id];
        const limit = c === 'performance' ? 0.9 : 1;
        return (
          ref.weight > 0 &&
          a &&
          a.score !== null &&
          a.score < limit &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'informative'
        );
      })
      .map((ref) => `${c}: ${ref.id}`),
  );
  const metrics: Record<string, number | null> = Object.fromEntries(
    METRICS.map((m) => [m, report.audits[m]?.numericValue ?? null]),
  );
  // How fast this machine ran Lighthouse's own benchmark during the run (a busy machine scores low, and
  // its main-thread times, multiplied by the 4x CPU throttling, inflate TBT).
  metrics.benchmarkIndex = report.environment?.benchmarkIndex ?? null;
  return { scores, metrics, failing };
}

async function lighthouseOnce(
  url: string,
  storage: Record<string, string> | null,
  run: { saveAs?: string; chromeFlags: string[]; trace: boolean },
): Promise<LighthouseRun> {
  const chrome = await startChrome(run.chromeFlags);
  try {
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        disableStorageReset: storage !== null,
      },
      // With the CPU profiler's samples in the trace, to see which code a long task ran (DevTools opens it).
      run.trace
        ? {
            extends: 'lighthouse:default',
            settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const report = result.lhr as unknown as Report & { runtimeError?: { code: string; message: string } };
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    if (run.saveAs) {
      writeFileSync(run.saveAs, JSON.stringify(result.lhr));
      if (run.trace) {
        const trace = (result.artifacts as unknown as { Trace: unknown }).Trace;
        writeFileSync(run.saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
      }
    }
    return summarize(report);
  } finally {
    await chrome.stop();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

// ---------------------------------------------------------------- the pages

interface PagePlan {
  name: string;
  path: string;
  /** A logged-in page: the session in localStorage, and the booking draft on hold with it. */
  storage: 'session' | 'booking' | null;
}

interface Target {
  label: 'after' | 'before';
  server: Server;
  /** The TLS and HTTP/2 proxy in front of the server (tls-proxy.ts), unless measuring plain HTTP/1.1. */
  proxy?: { port: number; stop(): Promise<void> };
  /** The booking-draft storage is made per server (each has its own database and booking). */
  storageFor: Map<string, Record<string, string> | null>;
}

function summarizeRuns(done: LighthouseRun[]) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(done.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  return {
    scores,
    runs: done.map((r) => ({ ...r.scores, ...r.metrics })),
    failing: [...new Set(done.flatMap((r) => r.failing))],
  };
}

/**
 * Lighthouse on every page, `runs` times each (medians reported). `startServer` runs the app server on a
 * data folder (seedBenchData filled `dataDir`) serving a web build (the default one when not given).
 * With `compareWith` (another build, e.g. of the code before a change), each page's runs alternate
 * between the two builds, each on its own server and copy of the data: on a shared machine, runs next
 * to each other in time see the most similar machine, so the difference is the change's.
 */
export async function measureLighthouse(options: {
  dataDir: string;
  seeded: Seeded;
  runs: number;
  startServer: (dataDir: string, webDist?: string) => Promise<Server>;
  /** A second web build measured in the same run, alternating (--lighthouse-compare DIR). */
  compareWith?: string;
  /** Only pages whose name contains one of these (--lighthouse-pages a,b). */
  only?: string[];
  /** A folder for each run's full report (--lighthouse-reports DIR), to open in the Lighthouse viewer. */
  reportsDir?: string;
  /**
   * Pages through a TLS and HTTP/2 proxy, as a phone reaches the app behind Caddy or nginx (the default),
   * or plain HTTP/1.1 straight from the app server (--lighthouse-http1).
   */
  http2?: boolean;
  /** Each run's trace too, with the CPU profiler's samples, beside its report (--lighthouse-traces). */
  traces?: boolean;
}): Promise<LighthousePage[]> {
  const { seeded, runs } = options;
  // The profile the member opens: the first card of their search, asked of the running server.
  const app0 = await options.startServer(options.dataDir);
  let viewedId: string;
  try {
    const first = await api<{ data: { id: string }[] }>(
      app0.port,
      'GET',
      `/api/matrimonial/mm/filter-profile/${seeded.searcherProfileId}`,
      seeded.token,
    );
    viewedId = first.data[0]!.id;
  } finally {
    await app0.stop();
  }
  await preparePictures(options.dataDir, viewedId);

  if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
  const certificate = options.http2 === false ? null : selfSignedCertificate();
  const chromeFlags = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : [];
  const targets: Target[] = [];
  try {
    // The copy is made while no server has the database open.
    const copy = `${options.dataDir}-before`;
    if (options.compareWith) cpSync(options.dataDir, copy, { recursive: true });
    targets.push({
      label: 'after',
      server: await options.startServer(options.dataDir),
      storageFor: new Map(),
    });
    if (options.compareWith) {
      targets.push({
        label: 'before',
        server: await options.startServer(copy, options.compareWith),
        storageFor: new Map(),
      });
    }
    if (certificate) for (const t of targets) t.proxy = await startTlsProxy(t.server.port, certificate);
    const plans: PagePlan[] = [
      ...['/', '/banquet-halls', '/login'].flatMap((p) => [
        { name: p, path: p, storage: null },
        { name: `${p} (Urdu)`, path: `${p}?lang=ur`, storage: null },
      ]),
      {
        name: 'member: /matrimonial/search-profile',
        path: '/matrimonial/search-profile',
        storage: 'session',
      },
      { name: 'member: a profile', path: `/matrimonial/view-profile/${viewedId}`, storage: 'session' },
      { name: 'member: booking draft on hold', path: '/booking/confirm-new-booking', storage: 'booking' },
    ].filter((p): p is PagePlan => !options.only || options.only.some((o) => p.name.includes(o)));
    const out: LighthousePage[] = [];
    for (const plan of plans) {
      const done = new Map<string, LighthouseRun[]>(targets.map((t) => [t.label, []]));
      for (const t of targets) {
        const port = t.server.port;
        const session = plan.storage ? await sessionStorageItems(port, seeded) : null;
        const booking = plan.storage === 'booking' ? await bookingDraftItems(port, seeded) : {};
        t.storageFor.set(plan.name, session ? { ...session, ...booking } : null);
      }
      for (let i = 0; i < runs; i += 1) {
        // Alternate which build goes first, so neither always meets the machine a moment later.
        const order = i % 2 === 0 ? targets : [...targets].reverse();
        for (const t of order) {
          // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): a run is tried up to 3 times.
          for (let attempt = 1; ; attempt += 1) {
            try {
              const file = options.reportsDir
                ? path.join(
                    options.reportsDir,
                    `${t.label}-${plan.name.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`,
                  )
                : undefined;
              const url = t.proxy
                ? `https://127.0.0.1:${t.proxy.port}${plan.path}`
                : `http://127.0.0.1:${t.server.port}${plan.path}`;
              const storage = t.storageFor.get(plan.name) ?? null;
              const trace = options.traces === true;
              done
                .get(t.label)!
                .push(await lighthouseOnce(url, storage, { saveAs: file, chromeFlags, trace }));
              break;
            } catch (error) {
              if (attempt >= 3) throw error;
              log(`lighthouse ${plan.name}: run failed (${String(error).split('\n')[0]}), again`);
            }
          }
        }
      }
      const after = summarizeRuns(done.get('after')!);
      const before = options.compareWith ? summarizeRuns(done.get('before')!) : undefined;
      log(
        `lighthouse ${plan.name}: ${CATEGORIES.map((c) => `${c} ${after.scores[c]}${before ? ` (before ${before.scores[c]})` : ''}`).join(', ')}`,
      );
      out.push({ name: plan.name, ...after, before });
    }
    return out;
  } finally {
    for (const t of targets) {
      await t.proxy?.stop();
      await t.server.stop();
    }
  }
}

/** The table's rows (page, median scores, goal) and the failing audits, for index.ts's report. */
export function lighthouseReport(pages: LighthousePage[], runs: number) {
  const rows = pages.map((page) => {
    const s = page.scores;
    const gaps = [
      s.performance < 95 ? `performance ${95 - s.performance} short of 95` : '',
      ...(['accessibility', 'best-practices', 'seo'] as const).map((c) =>
        s[c] < 100 ? `${c} ${100 - s[c]} short` : '',
      ),
    ].filter(Boolean);
    const figures = (f: LighthouseFigures) => {
      const metric = (key: string) => median(f.runs.map((r) => r[key] ?? 0));
      return (
        `perf ${f.scores.performance}, a11y ${f.scores.accessibility}, bp ${f.scores['best-practices']}, ` +
        `seo ${f.scores.seo}; LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}; ` +
        `BI ${Math.round(metric('benchmarkIndex'))}`
      );
    };
    return [
      `Lighthouse mobile ${page.name} (median of ${runs})`,
      figures(page) + (page.before ? ` | before: ${figures(page.before)}` : ''),
      gaps.length === 0 ? 'met' : `gap: ${gaps.join('; ')}`,
    ];
  });
  const failing = pages
    .filter((p) => p.failing.length > 0)
    .map((p) => `Lighthouse ${p.name} failing audits: ${p.failing.join(', ')}`);
  return { rows, failing };
}
