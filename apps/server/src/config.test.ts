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
    expect(parseConfig({ SEED_DEMO: 'false', TRUST_PROXY: 'true', PORT: '8080' })).toMatchObject({
      SEED_DEMO: false,
      TRUST_PROXY: true,
      PORT: 8080,
    });
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
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });
});
