import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';
import { exposedOnNetwork, isLoopback } from './listen-address.ts';

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      SMS_PROVIDER: 'outbox',
      PAYMENT_PROVIDER: 'simulated',
      HOLD_MINUTES: 15,
      TRUST_PROXY: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('reads booleans and numbers', () => {
    expect(parseConfig({ SEED_DEMO: 'false', TRUST_PROXY: '1', PORT: '8080' })).toMatchObject({
      SEED_DEMO: false,
      TRUST_PROXY: 1,
      PORT: 8080,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, and refuses true', () => {
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every hop/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.1/33' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('is safe by default on PostgreSQL and in production: no demo logins, no development routes', () => {
    expect(parseConfig({})).toMatchObject({ SEED_DEMO: true, DEV_ROUTES: true });
    expect(parseConfig({ DATABASE_URL: 'postgres://db/samaj' })).toMatchObject({
      SEED_DEMO: false,
      DEV_ROUTES: false,
    });
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      MSG91_CONSENT_TEMPLATE_ID: 'c',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      PUBLIC_URL: 'https://samaj.example.org',
    };
    expect(parseConfig(production)).toMatchObject({ SEED_DEMO: false, DEV_ROUTES: false });
    // Only an explicit setting opens them.
    expect(parseConfig({ ...production, SEED_DEMO: 'true', DEV_ROUTES: 'true' })).toMatchObject({
      SEED_DEMO: true,
      DEV_ROUTES: true,
    });
  });

  it('listens on the loopback address while demo logins or development routes are on, unless HOST says otherwise', () => {
    // The newcomer's `npm start`: demo logins and the code outbox, so this machine only.
    expect(parseConfig({}).HOST).toBe('127.0.0.1');
    expect(parseConfig({ SEED_DEMO: 'false' }).HOST).toBe('127.0.0.1'); // DEV_ROUTES still on
    expect(parseConfig({ DEV_ROUTES: 'false' }).HOST).toBe('127.0.0.1'); // SEED_DEMO still on
    expect(parseConfig({ DATABASE_URL: 'postgres://db/samaj', DEV_ROUTES: 'true' }).HOST).toBe('127.0.0.1');
    // Neither on (PostgreSQL, production, or both turned off): every interface.
    expect(parseConfig({ DATABASE_URL: 'postgres://db/samaj' }).HOST).toBe('0.0.0.0');
    expect(parseConfig({ SEED_DEMO: 'false', DEV_ROUTES: 'false' }).HOST).toBe('0.0.0.0');
    // HOST wins either way (the container sets 0.0.0.0).
    expect(parseConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseConfig({ DATABASE_URL: 'postgres://db/samaj', HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('warns, naming what is exposed, when a server with demo logins or development routes opens to the network', () => {
    const open = exposedOnNetwork(parseConfig({ HOST: '0.0.0.0' }));
    expect(open).toContain('WARNING: HOST=0.0.0.0 opens port 3000 to the network with:');
    expect(open).toContain('SEED_DEMO: the demo logins, an admin among them');
    expect(open).toContain('DEV_ROUTES: /api/dev/outbox shows every one-time code sent');
    expect(exposedOnNetwork(parseConfig({ HOST: '0.0.0.0', SEED_DEMO: 'false' }))).not.toContain(
      'SEED_DEMO: the demo logins',
    );
    expect(exposedOnNetwork(parseConfig({}))).toBeNull(); // loopback
    expect(
      exposedOnNetwork(parseConfig({ HOST: '0.0.0.0', SEED_DEMO: 'false', DEV_ROUTES: 'false' })),
    ).toBeNull();
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost', '::ffff:127.0.0.1']) {
      expect(isLoopback(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'samaj.local', '128.0.0.1']) {
      expect(isLoopback(host), host).toBe(false);
    }
  });

  it('requires PUBLIC_URL in production, an http(s) address kept without its trailing slash', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 't',
      MSG91_CONSENT_TEMPLATE_ID: 'c',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    expect(() => parseConfig(production)).toThrow(ConfigError);
    expect(() => parseConfig(production)).toThrow(
      "PUBLIC_URL: required in production: the address the site is reached at (e.g. https://samaj.example.org); list pages, share previews and sitemap.xml link to it, never to a request's Host header",
    );
    expect(parseConfig({ ...production, PUBLIC_URL: 'https://samaj.example.org/' }).PUBLIC_URL).toBe(
      'https://samaj.example.org',
    );
    expect(parseConfig({}).PUBLIC_URL).toBeUndefined(); // development: links are relative
    for (const bad of [
      'javascript:alert(1)',
      'ftp://samaj.example.org',
      'https://samaj.example.org/?a=1',
      'samaj',
    ]) {
      expect(() => parseConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('reads OTP_COUNTRY_CODES and the per-account limits', () => {
    expect(parseConfig({})).toMatchObject({
      OTP_COUNTRY_CODES: ['+91'],
      PROFILE_VIEWS_PER_DAY: 100,
      SEARCH_CARDS_PER_DAY: 1000,
      INTERESTS_PER_WEEK: 25,
      HELD_SLOTS_PER_ACCOUNT: 30,
      MESSAGES_PER_MINUTE: 20,
      MESSAGES_PER_DAY: 300,
    });
    expect(parseConfig({ OTP_COUNTRY_CODES: '+91, +971' }).OTP_COUNTRY_CODES).toEqual(['+91', '+971']);
    expect(() => parseConfig({ OTP_COUNTRY_CODES: '91' })).toThrow(/OTP_COUNTRY_CODES/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ HOLD_MINUTES: '0' }, 'HOLD_MINUTES'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENT_PROVIDER: 'razorpay' }, 'RAZORPAY_KEY_ID'],
    [
      {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
      },
      'SMS_PROVIDER',
    ],
    [
      {
        NODE_ENV: 'production',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        MSG91_CONSENT_TEMPLATE_ID: 'c',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
      },
      'RAZORPAY_WEBHOOK_SECRET',
    ],
    [{ PROFILE_VIEWS_PER_DAY: '0' }, 'PROFILE_VIEWS_PER_DAY'],
    [{ SEARCH_CARDS_PER_DAY: '0' }, 'SEARCH_CARDS_PER_DAY'],
    [{ SEARCH_CARDS_PER_DAY: 'many' }, 'SEARCH_CARDS_PER_DAY'],
    [{ MESSAGES_PER_MINUTE: '0' }, 'MESSAGES_PER_MINUTE'],
    [{ MESSAGES_PER_DAY: 'many' }, 'MESSAGES_PER_DAY'],
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });
});

describe('NAME_FILE settings', () => {
  const files: Record<string, string> = {
    '/run/secrets/admin': 'a-long-admin-pass\n',
    '/run/secrets/s3': 's3-secret-key\r\n',
    '/run/secrets/metrics': 'a-metrics-token-of-32-characters\n\n',
  };
  const readFile = (file: string) => {
    if (!(file in files)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    return files[file]!;
  };

  it('reads a secret from the file NAME_FILE names, one trailing newline trimmed', () => {
    const c = parseConfig(
      {
        ADMIN_MOBILE: '+919999999999',
        ADMIN_PASSWORD_FILE: '/run/secrets/admin',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY_FILE: '/run/secrets/s3',
        METRICS_TOKEN_FILE: '/run/secrets/metrics',
      },
      readFile,
    );
    expect(c.ADMIN_PASSWORD).toBe('a-long-admin-pass');
    expect(c.S3_SECRET_ACCESS_KEY).toBe('s3-secret-key');
    // Only one newline goes: a value may itself end in a newline.
    expect(c.METRICS_TOKEN).toBe('a-metrics-token-of-32-characters\n');
  });

  it('checks the value read like any other (a short password is still refused)', () => {
    files['/run/secrets/short'] = 'short\n';
    expect(() => parseConfig({ ADMIN_PASSWORD_FILE: '/run/secrets/short' }, readFile)).toThrow(
      /ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('refuses both NAME and NAME_FILE, and a file it cannot read, naming them', () => {
    expect(() =>
      parseConfig(
        { ADMIN_PASSWORD: 'a-long-admin-pass', ADMIN_PASSWORD_FILE: '/run/secrets/admin' },
        readFile,
      ),
    ).toThrow(/ADMIN_PASSWORD: set both ADMIN_PASSWORD and ADMIN_PASSWORD_FILE; give only one/);
    expect(() => parseConfig({ RAZORPAY_WEBHOOK_SECRET_FILE: '/run/secrets/none' }, readFile)).toThrow(
      /RAZORPAY_WEBHOOK_SECRET_FILE: cannot read \/run\/secrets\/none \(ENOENT\)/,
    );
  });

  it('leaves other *_FILE variables alone and reads real files by default', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'samaj-config-'));
    const file = path.join(dir, 'secret');
    writeFileSync(file, 'from-a-real-file\n');
    expect(
      parseConfig({ HISTFILE: '/nowhere', SOME_FILE: '/nowhere', RAZORPAY_KEY_SECRET_FILE: file }),
    ).toMatchObject({ RAZORPAY_KEY_SECRET: 'from-a-real-file' });
    rmSync(dir, { recursive: true });
  });
});
