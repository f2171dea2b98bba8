import { DEFAULT_SLOT_HOURS } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit as auditOf } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';

/** A hall's address, slot hours and versions in the reader's language (decision 053 and docs/api.md "What families read"). */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let call: ReturnType<typeof adminCaller>;

const price = { amount: 1000, deposit: 500 };
const newHall = {
  name: 'Garden Hall',
  short_name: 'GH',
  booking_amount: 1000,
  payment_amount: { CM: price, M: price, NCM: price },
};
const HOURS = {
  M: { from: '08:30', to: '14:00' },
  E: { from: '17:30', to: '23:30' },
  B: { from: '08:30', to: '23:30' },
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office Admin' });
  call = adminCaller(t, admin);
});
afterAll(() => t.close());

const publicHall = async (id: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url: '/api/hall', headers }))
    .json()
    .find((h: { id: string }) => h.id === id);

describe("a hall's address and slot hours", () => {
  it('gives a new hall the default hours and no address; the office sets both, audited', async () => {
    const created = await call('POST', '/api/admin/halls', newHall);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ address: '', slot_hours: DEFAULT_SLOT_HOURS, translations: {} });

    const res = await call('PUT', `/api/admin/halls/${id}`, {
      address: ' 12 Station Road, Bhuj 370001 ',
      slot_hours: HOURS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: '12 Station Road, Bhuj 370001', slot_hours: HOURS });
    expect(await publicHall(id)).toMatchObject({
      address: '12 Station Road, Bhuj 370001',
      slot_hours: HOURS,
      language: 'en',
    });
    expect(await auditOf(t, admin, id)).toMatchObject({
      action: 'hall.update',
      before: { address: '', slot_hours: DEFAULT_SLOT_HOURS },
      after: { address: '12 Station Road, Bhuj 370001', slot_hours: HOURS },
    });
  });

  it('refuses hours that are not HH:MM or end before they start (422, each on its field)', async () => {
    const res = await call('POST', '/api/admin/halls', {
      ...newHall,
      slot_hours: {
        M: { from: '9:00', to: '15:00' },
        E: { from: '18:00', to: '17:00' },
        B: { from: '09:00', to: '24:00' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'slot_hours.M.from': ['The slot_hours.M.from must be a time of day as HH:MM.'],
      'slot_hours.E.to': ['The slot_hours.E.to must be after the start of the slot.'],
      'slot_hours.B.to': ['The slot_hours.B.to must be a time of day as HH:MM.'],
    });
    const missing = await call('POST', '/api/admin/halls', { ...newHall, slot_hours: { M: HOURS.M } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['slot_hours.B', 'slot_hours.E']);
    const ur = await t.app.inject({
      method: 'POST',
      url: '/api/admin/halls',
      headers: { ...admin.headers, 'accept-language': 'ur' },
      payload: { ...newHall, slot_hours: { ...HOURS, E: { from: '18:00', to: '18:00' } } },
    });
    expect(ur.json().errors['slot_hours.E.to']).toEqual([
      'slot_hours.E.to سلاٹ کے شروع ہونے کے بعد کا ہونا چاہیے۔',
    ]);
  });
});

describe("a hall in the reader's language", () => {
  it('answers the Urdu name, description and address to an Urdu reader, the original otherwise', async () => {
    const created = await call('POST', '/api/admin/halls', {
      ...newHall,
      name: 'Terrace Garden',
      description: 'An open-air terrace.',
      address: 'Jamat Khana, Bhuj',
      translations: { ur: { name: 'ٹیرس گارڈن', description: 'کھلی چھت۔', address: 'جماعت خانہ، بھج' } },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await publicHall(id, { 'accept-language': 'ur' })).toMatchObject({
      name: 'ٹیرس گارڈن',
      short_name: 'GH',
      description: 'کھلی چھت۔',
      address: 'جماعت خانہ، بھج',
      language: 'ur',
    });
    expect(await publicHall(id, { 'accept-language': 'hi' })).toMatchObject({
      name: 'Terrace Garden',
      address: 'Jamat Khana, Bhuj',
      language: 'en',
    });
    const reader = await createUser(t, { language: 'ur' });
    expect(await publicHall(id, reader.headers)).toMatchObject({ name: 'ٹیرس گارڈن', language: 'ur' });
    const office = (await call('GET', '/api/admin/halls')).json().find((h: { id: string }) => h.id === id);
    expect(office).toMatchObject({ name: 'Terrace Garden', translations: { ur: { name: 'ٹیرس گارڈن' } } });
    expect(office).not.toHaveProperty('language');
    expect((await auditOf(t, admin, id)).after).toMatchObject({
      translations: { ur: { address: 'جماعت خانہ، بھج' } },
    });
  });

  it('refuses a version in another language or longer than the original may be (422)', async () => {
    const res = await call('POST', '/api/admin/halls', {
      ...newHall,
      translations: { ar: { name: 'x' }, gu: { address: 'ક'.repeat(501) } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      translations: ['Versions may be written in gu, hi and ur only.'],
      'translations.gu.address': ['The address field must not be greater than 500 characters.'],
    });
  });
});
