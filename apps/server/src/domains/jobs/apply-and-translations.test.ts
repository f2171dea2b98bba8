import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit as auditOf } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';

/** A job's Call and WhatsApp numbers and its versions in the reader's language (docs/api.md "What families read"). */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let call: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office Admin' });
  call = adminCaller(t, admin);
});
afterAll(() => t.close());

const published = async (body: Record<string, unknown>) => {
  const created = await call('POST', '/api/admin/jobs', body);
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  expect((await call('POST', `/api/admin/jobs/${id}/publish`, {})).statusCode).toBe(200);
  return id as string;
};

describe("a job's apply numbers", () => {
  it('stores the numbers in E.164, answers them to everyone, and audits them', async () => {
    const id = await published({
      title: 'Accountant',
      how_to_apply: 'Call the office.',
      apply_phone: '98765 43210',
      apply_whatsapp: '+44 7700 900123',
    });
    const job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();
    expect(job).toMatchObject({
      apply_phone: '+919876543210',
      apply_whatsapp: '+447700900123',
      language: 'en',
    });
    const entry = await auditOf(t, admin, id);
    expect(entry.after).toMatchObject({ apply_phone: '+919876543210' });

    // Blank or null takes a number away; leaving it out keeps it.
    const changed = await call('PUT', `/api/admin/jobs/${id}`, {
      apply_whatsapp: '',
      title: 'Senior accountant',
    });
    expect(changed.json()).toMatchObject({ apply_phone: '+919876543210', apply_whatsapp: null });
    expect((await auditOf(t, admin, id)).before).toMatchObject({ apply_whatsapp: '+447700900123' });
    const cleared = await call('PUT', `/api/admin/jobs/${id}`, { apply_phone: null });
    expect(cleared.json()).toMatchObject({ apply_phone: null, apply_whatsapp: null });
  });

  it('has no numbers unless the office gives them', async () => {
    const id = await published({ title: 'Teacher' });
    const job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json();
    expect(job).toMatchObject({ apply_phone: null, apply_whatsapp: null });
  });

  it("refuses a number that is not a mobile number, in the reader's language (422)", async () => {
    const res = await call('POST', '/api/admin/jobs', {
      title: 'Driver',
      apply_phone: '12345',
      apply_whatsapp: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      apply_phone: [
        'The apply_phone must be a 10-digit Indian mobile number or an international number like +<country><number>.',
      ],
      apply_whatsapp: [
        'The apply_whatsapp must be a 10-digit Indian mobile number or an international number like +<country><number>.',
      ],
    });
    const gu = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      headers: { ...admin.headers, 'accept-language': 'gu' },
      payload: { title: 'Driver', apply_phone: '12345' },
    });
    expect(gu.json().errors.apply_phone).toEqual([
      'અરજી માટેનો ફોન નંબર 10 આંકડાનો ભારતીય નંબર અથવા +<દેશ><નંબર> જેવો આંતરરાષ્ટ્રીય નંબર હોવો જોઈએ.',
    ]);
  });
});

describe("a job in the reader's language", () => {
  it('answers the Gujarati version to a Gujarati reader and the original to a Hindi one', async () => {
    const id = await published({
      title: 'Sales executive',
      organisation: 'Patel Textiles',
      location: 'Ahmedabad',
      description: 'Visit retailers.',
      how_to_apply: 'Call the manager.',
      translations: {
        gu: {
          title: 'સેલ્સ એક્ઝિક્યુટિવ',
          location: 'અમદાવાદ',
          description: 'વેપારીઓની મુલાકાત લો.',
          how_to_apply: 'મેનેજરને ફોન કરો.',
        },
      },
    });
    const gu = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?per_page=50',
      headers: { 'accept-language': 'gu' },
    });
    expect(gu.json().data.find((j: { id: string }) => j.id === id)).toMatchObject({
      title: 'સેલ્સ એક્ઝિક્યુટિવ',
      organisation: 'Patel Textiles',
      location: 'અમદાવાદ',
      how_to_apply: 'મેનેજરને ફોન કરો.',
      language: 'gu',
    });
    const hi = (
      await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { 'accept-language': 'hi' } })
    ).json();
    expect(hi).toMatchObject({ title: 'Sales executive', how_to_apply: 'Call the manager.', language: 'en' });
    const office = (await call('GET', '/api/admin/jobs'))
      .json()
      .data.find((j: { id: string }) => j.id === id);
    expect(office).toMatchObject({ title: 'Sales executive', translations: { gu: { location: 'અમદાવાદ' } } });
  });

  it("holds a version to the original's limits (422)", async () => {
    const res = await call('POST', '/api/admin/jobs', {
      title: 'Clerk',
      translations: { hi: { how_to_apply: 'क'.repeat(5001) }, ur: 'نہیں' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'translations.hi.how_to_apply',
      'translations.ur',
    ]);
  });
});
