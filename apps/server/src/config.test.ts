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
