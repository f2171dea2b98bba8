import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

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
    };
    expect(parseConfig(production)).toMatchObject({ SEED_DEMO: false, DEV_ROUTES: false });
    // Only an explicit setting opens them.
    expect(parseConfig({ ...production, SEED_DEMO: 'true', DEV_ROUTES: 'true' })).toMatchObject({
      SEED_DEMO: true,
      DEV_ROUTES: true,
    });
  });

  it('reads OTP_COUNTRY_CODES and the per-account limits', () => {
    expect(parseConfig({})).toMatchObject({
      OTP_COUNTRY_CODES: ['+91'],
      PROFILE_VIEWS_PER_DAY: 100,
      INTERESTS_PER_WEEK: 25,
      HELD_SLOTS_PER_ACCOUNT: 30,
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
