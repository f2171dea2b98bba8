import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { documentsApp } from '../../../../test/support/bookings.ts';
import { bookAndPay } from '../../../../test/support/payments.ts';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import { gstOf } from './files.ts';

let t: TestApp;
let hall: { id: string };
type User = Awaited<ReturnType<typeof createUser>>;
let alice: User;
let bilal: User;
let admin: User;

beforeAll(async () => {
  ({ t, hall } = await documentsApp());
  alice = await createUser(t, { name: 'Alice' });
  bilal = await createUser(t, { name: 'Bilal' });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });

describe('documents', () => {
  it('gives the owner and admins a PDF with the numbered receipt and credit note and the GST lines', async () => {
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-06-01');
    await t.app.inject({ method: 'POST', url: `/api/booking/cancel/${b.id}`, headers: alice.headers });
    const res = await get(alice, `/api/booking/${b.id}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${b.reference}.pdf`);
    expect(res.headers['content-language']).toBe('en');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/Count 2');
    const [receipt, creditNote] = pdfText(res.rawPayload).text;
    expect(receipt).toContain(`Receipt ${b.payments[0].receipt_number}`);
    expect(creditNote).toMatch(/Credit note CN\/2029-30\/\d{6}/);
    expect(receipt).toContain('Samaj Trust');
    expect(receipt).toContain('GSTIN: 24AAATS1234F1Z5');
    expect(receipt).toContain('CGST 9%');
    // 35,000 with 18% GST inside it: the taxable value, in Indian grouping like every amount.
    expect(receipt).toContain('Taxable value: Rs. 29,661.02');
    expect(receipt).toContain(`Booking ${b.reference}`);
    expect(receipt).toContain('Booked by: Alice');
    // English needs no embedded font: Helvetica is in every reader.
    expect(pdfText(res.rawPayload).fonts.every((f) => !f.embedded)).toBe(true);
    // The xref offsets point at the objects (a reader would find them).
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    expect((await get(admin, `/api/booking/${b.id}/receipt.pdf`)).statusCode).toBe(200);
    expect((await get(bilal, `/api/booking/${b.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await get(alice, `/api/booking/nope/receipt.pdf`)).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/booking/${b.id}/receipt.pdf` });
    expect(anon.statusCode).toBe(401);
  });

  it('splits GST out of an inclusive amount to the paisa', () => {
    expect(gstOf(118_00, 18)).toEqual({ taxable: 100_00, cgst: 9_00, sgst: 9_00 });
    const g = gstOf(35000_00, 18);
    expect(g.taxable + g.cgst + g.sgst).toBe(35000_00);
  });

  it('gives an .ics with the booked dates', async () => {
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-07-04');
    const res = await get(alice, `/api/booking/${b.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('BEGIN:VCALENDAR\r\n');
    // The full day on the hall's hours (the office's defaults here), on India's clock (documents/ics.test.ts).
    expect(res.body).toContain('DTSTART;TZID=Asia/Kolkata:20300704T090000');
    expect(res.body).toContain('DTEND;TZID=Asia/Kolkata:20300704T235900');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).toContain('STATUS:CONFIRMED');
    expect((await get(bilal, `/api/booking/${b.id}/calendar.ics`)).statusCode).toBe(404);
  });
});

describe('the office', () => {
  it('exports bookings and payments as CSV, formulas defused', async () => {
    await bookAndPay(t, alice.headers, hall.id, '2030-08-08');
    const res = await get(admin, '/api/admin/bookings/export.csv?from=2030-08-01&to=2030-08-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('reference,status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"SMJ-2030-\d{6}","confirmed"/);
    expect(lines[1]).toContain('RCT/');
    expect((await get(admin, '/api/admin/bookings/export.csv?from=2030-13-01')).statusCode).toBe(422);
    expect((await get(alice, '/api/admin/bookings/export.csv')).statusCode).toBe(403);
  });

  it('removes a blocked range in one action', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blocked-dates',
      headers: admin.headers,
      payload: { hall_id: hall.id, slot: 'B', from: '2030-09-01', to: '2030-09-05', reason: 'Repairs' },
    });
    expect(created.statusCode).toBe(201);
    const del = (q: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/blocked-dates?${q}`, headers: admin.headers });
    expect((await del(`hall_id=${hall.id}&from=2030-09-02&to=2030-09-04`)).json()).toEqual({ deleted: 3 });
    const left = await get(
      admin,
      `/api/admin/blocked-dates?hall_id=${hall.id}&from=2030-09-01&to=2030-09-30`,
    );
    expect(left.json().map((b: { date: string }) => b.date)).toEqual(['2030-09-01', '2030-09-05']);
    expect((await del(`hall_id=${hall.id}&from=2030-09-04&to=2030-09-01`)).statusCode).toBe(422);
    expect((await del(`hall_id=nope&from=2030-09-01&to=2030-09-01`)).statusCode).toBe(422);
    // The freed dates can be booked again.
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-09-03');
    expect(b.status).toBe('confirmed');
  });
});
