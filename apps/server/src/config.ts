import { readFileSync } from 'node:fs';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import type { S3Settings } from './lib/storage.ts';
import { dayList, parseRefundPolicy, refundPolicy } from './lib/refund-policy.ts';
import { defaultHost } from './listen-address.ts';
import {
  appVersion,
  bool,
  countryCodes,
  isServiceAccountJson,
  publicUrl,
  serviceAccountMessage,
  trustProxy,
} from './lib/setting-values.ts';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Default: 127.0.0.1 while SEED_DEMO or DEV_ROUTES is on (listen-address.ts), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Connections each app server keeps to PostgreSQL; servers × this must stay under max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The embedded database's buffer cache in MiB (PostgreSQL's shared_buffers, 128 MiB by default there).
   * PGlite zero-fills it in the server's own memory at start, so all of it is resident (decision 030).
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  ADMIN_MOBILE: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  /** Default: true for the embedded database in development, false with DATABASE_URL or in production. */
  SEED_DEMO: bool.optional(),
  /** /api/dev/* (the SMS outbox, the payment simulator); default as SEED_DEMO. */
  DEV_ROUTES: bool.optional(),
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_CONSENT_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  PAYMENT_PROVIDER: z.enum(['simulated', 'razorpay']).default('simulated'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's API (a test's fake gateway, a proxy in front of it). */
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  /**
   * How long a call to the payment gateway may take (an order a member waits for, a refund, the
   * reconciliation's fetch); then it counts as failed: 503 `payment_gateway_unavailable` for a checkout.
   */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Minutes before an account may hold again a hall, date and slot it let go (cancelled or let expire). */
  HOLD_COOLDOWN_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  /** Notice bands of a cancellation's refund (lib/refund-policy.ts); the deposit always comes back. */
  REFUND_POLICY: refundPolicy.default(parseRefundPolicy('90:100,30:50,0:0')),
  /** Days before the first booked date when the family is reminded (`7,1`). */
  REMINDER_DAYS: dayList.default([7, 1]),
  /** Minutes between two runs of the booking sweeps (reconciliation, refunds, reminders, waitlist); 0: never. */
  BOOKING_SWEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  /** On receipts and credit notes; GST lines only when GSTIN is set. */
  ORG_NAME: z.string().max(200).default('Samaj Banquet Halls'),
  ORG_ADDRESS: z.string().max(500).default(''),
  GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]{3}$/, 'must be a 15-character GSTIN')
    .optional(),
  GST_RATE: z.coerce.number().min(0).max(28).default(18),
  SAC_CODE: z.string().max(10).default('997212'),
  TRUST_PROXY: trustProxy.default(false),
  /** One-time codes are sent only to numbers with these country codes (SMS toll fraud). */
  OTP_COUNTRY_CODES: countryCodes.default(['+91']),
  /** Distinct profiles an account may open in a day. */
  PROFILE_VIEWS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Profile cards an account may receive a day (India's), the search and the recommendations together. */
  SEARCH_CARDS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Interests an account may send in a week. */
  INTERESTS_PER_WEEK: z.coerce.number().int().min(1).max(100_000).default(25),
  /** Messages an account may send in a minute, and in a day (India's), in its conversations. */
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Days an interest waits for an answer before it expires (the sender is told and may send again). */
  INTEREST_EXPIRY_DAYS: z.coerce.number().int().min(2).max(365).default(30),
  /** Days unanswered after which the receiver is reminded of an interest, once. */
  INTEREST_REMINDER_DAYS: z.coerce.number().int().min(1).max(364).default(7),
  /** Minutes between two runs of the matrimonial sweeps on each server; 0: never (default under NODE_ENV=test). */
  MATRIMONIAL_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).optional(),
  /** Pictures an account may upload in an hour, all upload routes together (each is decoded and re-encoded). */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Hall × date × slot triples an account may hold in unpaid bookings at once. */
  HELD_SLOTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long (seconds) a server may keep the public reads (halls, news, a month's free dates); 0: never. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** How long (seconds) a server may trust a bearer token it looked up, before looking again; 0: never. */
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  FCM_SERVICE_ACCOUNT_JSON: z.string().refine(isServiceAccountJson, serviceAccountMessage).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  /** The native app: below this version it must update (GET /api/app/config); the newest store version. */
  MIN_APP_VERSION: appVersion.optional(),
  LATEST_APP_VERSION: appVersion.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The site's address; every absolute link is made on it, never on a request's Host (decision 045). */
  PUBLIC_URL: publicUrl.optional(),
  /** Pictures in an S3-compatible bucket instead of DATA_DIR/pictures: all four of bucket, region and keys. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** /api/docs (the API's Swagger UI and OpenAPI document); default: on, except in production. */
  API_DOCS: bool.optional(),
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset, /metrics is a 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Errors are reported to this Sentry-compatible DSN (https://<key>@<host>/<project>). */
  SENTRY_DSN: z.url().optional(),
  /** Days a profile marked "not interested" stays out of the marking profile's search and recommendations. */
  NOT_INTERESTED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * On SIGTERM, how long (seconds) the server waits for the requests in flight (a picture from a slow
   * phone: 10 MB at 300 kB/s is 35 s) before it closes their connections; it stops taking new ones at
   * once (plugins/ops-drain.ts). 0: close them at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Sent with error reports (the version or commit deployed). */
  RELEASE: z.string().max(200).optional(),
});

type ParsedConfig = z.infer<typeof configSchema>;
export type Config = Omit<
  ParsedConfig,
  'HOST' | 'SEED_DEMO' | 'DEV_ROUTES' | 'API_DOCS' | 'MATRIMONIAL_SWEEP_MINUTES' | 'BOOKING_SWEEP_MINUTES'
> & {
  HOST: string;
  SEED_DEMO: boolean;
  DEV_ROUTES: boolean;
  API_DOCS: boolean;
  MATRIMONIAL_SWEEP_MINUTES: number;
  BOOKING_SWEEP_MINUTES: number;
};

export class ConfigError extends Error {}

/** The name of every setting (each may also be given as NAME_FILE where FILE_SETTING allows). */
export const SETTING_NAMES: readonly string[] = Object.keys(configSchema.shape);

/**
 * What production does not start without (parseConfig's checks below: no development SMS or payment
 * provider, their credentials, the webhook secret, the public address). deploy/samaj.env.example lists
 * each, and CHANGELOG.md names each under the version that made it required (test/deploy-example.test.ts).
 */
export const REQUIRED_IN_PRODUCTION = [
  'PUBLIC_URL',
  'SMS_PROVIDER',
  'MSG91_AUTH_KEY',
  'MSG91_TEMPLATE_ID',
  'MSG91_CONSENT_TEMPLATE_ID',
  'PAYMENT_PROVIDER',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/**
 * Settings that may be given as NAME_FILE, a path to a file holding the value (Docker and Kubernetes
 * secrets): every *_SECRET, *_PASSWORD, *_KEY and *_TOKEN, and the two that carry credentials inside.
 */
const FILE_SETTING = /_(SECRET|PASSWORD|KEY|TOKEN)$|^(DATABASE_URL|FCM_SERVICE_ACCOUNT_JSON)$/;

/**
 * NAME_FILE for each FILE_SETTING: the file's content (one trailing newline
 * trimmed) becomes NAME. Giving both, an unreadable file or a NAME_FILE of another setting stops start-up.
 */
export function resolveFileSettings(
  env: Record<string, string | undefined>,
  readFile: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Record<string, string | undefined> {
  const out = { ...env };
  const problems: string[] = [];
  for (const [name, file] of Object.entries(env)) {
    if (!name.endsWith('_FILE') || file === undefined || file === '') continue;
    const target = name.slice(0, -'_FILE'.length);
    if (!FILE_SETTING.test(target)) continue; // another program's *_FILE (e.g. a shell's HISTFILE)
    if (env[target] !== undefined && env[target] !== '') {
      problems.push(`  ${target}: set both ${target} and ${name}; give only one`);
      continue;
    }
    try {
      out[target] = readFile(file).replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(
        `  ${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
    delete out[name];
  }
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  return out;
}

/** Parses the settings once; a bad value stops start-up with a message naming it. */
export function parseConfig(
  env: Record<string, string | undefined>,
  readFile?: (file: string) => string,
): Config {
  const withFiles = resolveFileSettings(env, readFile);
  const cleaned = Object.fromEntries(
    Object.entries(withFiles).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  // Safe by default: a server on PostgreSQL or in production seeds no demo logins and opens no
  // development route unless told to (docs/api.md, Trust and safety).
  const developmentDefault = parsed.NODE_ENV !== 'production' && !parsed.DATABASE_URL;
  const seedDemo = parsed.SEED_DEMO ?? developmentDefault;
  const devRoutes = parsed.DEV_ROUTES ?? developmentDefault;
  const cfg: Config = {
    ...parsed,
    HOST: parsed.HOST ?? defaultHost({ SEED_DEMO: seedDemo, DEV_ROUTES: devRoutes }),
    SEED_DEMO: seedDemo,
    DEV_ROUTES: devRoutes,
    API_DOCS: parsed.API_DOCS ?? parsed.NODE_ENV !== 'production',
    MATRIMONIAL_SWEEP_MINUTES: parsed.MATRIMONIAL_SWEEP_MINUTES ?? (parsed.NODE_ENV === 'test' ? 0 : 15),
    BOOKING_SWEEP_MINUTES: parsed.BOOKING_SWEEP_MINUTES ?? (parsed.NODE_ENV === 'test' ? 0 : 5),
  };
  if (cfg.INTEREST_REMINDER_DAYS >= cfg.INTEREST_EXPIRY_DAYS) {
    throw new ConfigError(
      'Invalid settings:\n  INTEREST_REMINDER_DAYS: must be fewer than INTEREST_EXPIRY_DAYS (the reminder comes before the expiry)',
    );
  }
  if (cfg.PAYMENT_PROVIDER === 'razorpay' && (!cfg.RAZORPAY_KEY_ID || !cfg.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid settings:\n  RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay',
    );
  }
  const msg91Keys = ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_CONSENT_TEMPLATE_ID'] as const;
  if (cfg.SMS_PROVIDER === 'msg91' && msg91Keys.some((k) => !cfg[k])) {
    throw new ConfigError(`Invalid settings:\n  ${msg91Keys.join(' / ')}: required when SMS_PROVIDER=msg91`);
  }
  const s3Keys = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Missing = s3Keys.filter((k) => !cfg[k]);
  const s3Any = s3Missing.length < s3Keys.length || cfg.S3_ENDPOINT !== undefined;
  if (s3Any && s3Missing.length > 0) {
    throw new ConfigError(
      `Invalid settings:\n  ${s3Missing.join(', ')}: required with the other S3_* settings (set ${s3Keys.join(', ')} to keep pictures in an object store, or none of them to keep them in DATA_DIR/pictures)`,
    );
  }
  if (cfg.NODE_ENV === 'production' && cfg.SMS_PROVIDER === 'outbox') {
    throw new ConfigError(
      'Invalid settings:\n  SMS_PROVIDER: outbox is for development only, not production',
    );
  }
  if (cfg.NODE_ENV === 'production' && cfg.PAYMENT_PROVIDER === 'simulated') {
    throw new ConfigError(
      'Invalid settings:\n  PAYMENT_PROVIDER: simulated is for development only, not production',
    );
  }
  if (cfg.NODE_ENV === 'production' && cfg.PAYMENT_PROVIDER === 'razorpay' && !cfg.RAZORPAY_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid settings:\n  RAZORPAY_WEBHOOK_SECRET: required in production, or a payment whose browser closed is never confirmed',
    );
  }
  if (cfg.NODE_ENV === 'production' && !cfg.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid settings:\n  PUBLIC_URL: required in production: the address the site is reached at (e.g. https://samaj.example.org); list pages, share previews and sitemap.xml link to it, never to a request's Host header",
    );
  }
  return cfg;
}

/** The object store settings when S3_BUCKET is set (parseConfig has checked they are complete). */
export function s3SettingsOf(cfg: Config): S3Settings | undefined {
  if (!cfg.S3_BUCKET || !cfg.S3_REGION || !cfg.S3_ACCESS_KEY_ID || !cfg.S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    bucket: cfg.S3_BUCKET,
    region: cfg.S3_REGION,
    endpoint: cfg.S3_ENDPOINT,
    accessKeyId: cfg.S3_ACCESS_KEY_ID,
    secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
    forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
  };
}

/** Reads `.env` (if any) into process.env, then parses. The only place process.env is read. */
export function loadConfig(): Config {
  loadDotenv({ quiet: true });
  return parseConfig(process.env);
}
