import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, type AuditOf, openOffice } from '../../../test/support/admin.ts';
import type { TestApp } from '../../../test/support/app.ts';

let t: TestApp, call: AdminCall, latestAudit: AuditOf;
beforeAll(async () => ({ t, call, latestAudit } = await openOffice()));
afterAll(() => t.close());

describe('halls', () => {
  const prices = {
    CM: { amount: 10000, deposit: 5000 },
    M: { amount: 15000, deposit: 5000 },
    NCM: { amount: 20000, deposit: 7500 },
  };

  it('creates a hall and changes it; GET /api/hall shows the change; both are audited', async () => {
    const created = await call('POST', '/api/admin/halls', {
      name: 'Garden Lawn',
      short_name: 'GL',
      description: 'Open air',
      capacity: 300,
      booking_amount: 2000,
      payment_amount: prices,
    });
    expect(created.statusCode).toBe(201);
    const hall = created.json();
    expect(hall).toMatchObject({ name: 'Garden Lawn', payment_amount: prices });
    expect(await latestAudit(hall.id)).toMatchObject({
      action: 'hall.create',
      after: { name: 'Garden Lawn' },
    });

    const changed = await call('PUT', `/api/admin/halls/${hall.id}`, {
      capacity: 350,
      payment_amount: { ...prices, NCM: { amount: 22000, deposit: 8000 } },
    });
    expect(changed.statusCode).toBe(200);
    const publicHall = (await t.app.inject({ method: 'GET', url: '/api/hall' }))
      .json()
      .find((h: { id: string }) => h.id === hall.id);
    expect(publicHall).toMatchObject({
      name: 'Garden Lawn',
      capacity: 350,
      payment_amount: { CM: prices.CM, NCM: { amount: 22000, deposit: 8000 } },
    });
    expect(await latestAudit(hall.id)).toMatchObject({
      action: 'hall.update',
      before: { capacity: 300, payment_amount: { NCM: { amount: 20000 } } },
      after: { capacity: 350, payment_amount: { NCM: { amount: 22000 } } },
    });
    const adminList = (await call('GET', '/api/admin/halls')).json();
    expect(adminList.find((h: { id: string }) => h.id === hall.id).capacity).toBe(350);
  });

  it('refuses negative amounts, a missing price and unknown halls', async () => {
    const bad = await call('POST', '/api/admin/halls', {
      name: 'X',
      short_name: 'X',
      booking_amount: -1,
      payment_amount: { CM: prices.CM, M: prices.M },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['booking_amount']));
    expect(Object.keys(bad.json().errors).some((k) => k.startsWith('payment_amount'))).toBe(true);
    expect(
      (await call('PUT', '/api/admin/halls/00000000-0000-4000-8000-000000000000', { capacity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/admin/halls/x', { capacity: 1 })).statusCode).toBe(404);
  });
});
