import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';

// A server on PostgreSQL or in production opens no development route unless told to (decision 017):
// /api/dev/outbox would show anyone every one-time code, and the simulator would sign payments. Nor
// does production serve the API's documentation (/api/docs) unless API_DOCS opens it (docs/api.md, Operations).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function devRoutes(app: TestApp) {
  const user = await createUser(app);
  const outbox = await app.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=9876543210' });
  const simulate = await app.app.inject({
    method: 'POST',
    url: '/api/dev/payments/simulate',
    headers: user.headers,
    payload: { order_id: 'order_x' },
  });
  // An unknown order is a 404 too, from the route: the message tells a missing route from it.
  const routeMissing = simulate.statusCode === 404 && simulate.json().message === 'Not found.';
  return [outbox.statusCode === 404 ? 'closed' : 'open', routeMissing ? 'closed' : 'open'];
}

const production = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  MSG91_CONSENT_TEMPLATE_ID: 'consent-template',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  PUBLIC_URL: 'https://samaj.example.org',
};

describe('development routes', () => {
  it('are open on the embedded database in development (the README says so)', async () => {
    t = await buildTestApp();
    expect(await devRoutes(t)).toEqual(['open', 'open']);
  });

  it('are closed on PostgreSQL unless DEV_ROUTES=true', async () => {
    t = await buildTestApp({ DATABASE_URL: 'postgres://db.invalid/samaj' });
    expect(await devRoutes(t)).toEqual(['closed', 'closed']);
    await t.close();
    t = await buildTestApp({ DATABASE_URL: 'postgres://db.invalid/samaj', DEV_ROUTES: 'true' });
    expect(await devRoutes(t)).toEqual(['open', 'open']);
  });

  it('are closed in production', async () => {
    t = await buildTestApp(production);
    expect(await devRoutes(t)).toEqual(['closed', 'closed']);
  });
});

describe('the API documentation (/api/docs)', () => {
  async function docs(app: TestApp) {
    const ui = await app.app.inject({ method: 'GET', url: '/api/docs' });
    const json = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    return [ui.statusCode < 400 ? 'open' : 'closed', json.statusCode === 200 ? 'open' : 'closed'];
  }

  it('is open outside production (the README links to it)', async () => {
    t = await buildTestApp();
    expect(await docs(t)).toEqual(['open', 'open']);
  });

  it('is closed in production, a 404 like any unknown API path, unless API_DOCS=true', async () => {
    t = await buildTestApp(production);
    expect(await docs(t)).toEqual(['closed', 'closed']);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    await t.close();
    t = await buildTestApp({ ...production, API_DOCS: 'true' });
    expect(await docs(t)).toEqual(['open', 'open']);
  });

  it('is closed by API_DOCS=false outside production too', async () => {
    t = await buildTestApp({ API_DOCS: 'false' });
    expect(await docs(t)).toEqual(['closed', 'closed']);
  });
});
