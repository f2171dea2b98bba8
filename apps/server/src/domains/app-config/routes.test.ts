import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { ConfigError, parseConfig } from '../../config.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/app/config', () => {
  it('answers the minimum and latest app versions from the settings', async () => {
    t = await buildTestApp({ MIN_APP_VERSION: '1.2.0', LATEST_APP_VERSION: '1.4.1' });
    const res = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ min_app_version: '1.2.0', latest_app_version: '1.4.1' });
  });

  it('answers nulls when no versions are set, without a login', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(res.json()).toEqual({ min_app_version: null, latest_app_version: null });
  });

  it('refuses to start with a version that is not dotted numbers', () => {
    expect(() => parseConfig({ MIN_APP_VERSION: 'v1-beta' })).toThrow(ConfigError);
    expect(() => parseConfig({ MIN_APP_VERSION: 'v1-beta' })).toThrow(/MIN_APP_VERSION/);
  });
});
