import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { seedDemo } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/hall', () => {
  it('answers an empty list before any hall exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hall' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists every hall with its prices per booking user type', async () => {
    await seedDemo(t.database.db, t.clock);
    const halls = (await t.app.inject({ method: 'GET', url: '/api/hall' })).json();
    expect(halls.length).toBeGreaterThanOrEqual(2);
    const main = halls.find((h: { short_name: string }) => h.short_name === 'MH');
    expect(main).toMatchObject({
      name: 'Main Hall',
      booking_amount: 5000,
      payment_amount: {
        CM: { amount: 25000, deposit: 10000 },
        M: { amount: 35000, deposit: 15000 },
        NCM: { amount: 45000, deposit: 20000 },
      },
    });
  });
});
