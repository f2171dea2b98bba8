import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatWrittenDate } from '@samaj/shared';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { halls } from '../../../db/schema/index.ts';
import { documentsApp } from '../../../../test/support/bookings.ts';
import { bookAndPay } from '../../../../test/support/payments.ts';
import { pdfText, type PdfRun } from '../../../../test/support/pdf-text.ts';
import { renderPdf } from '../../../lib/pdf.ts';
import { fontPath, fontsLoaded } from '../../../lib/pdf/fonts.ts';
import { lineRuns } from '../../../lib/pdf/runs.ts';

/** Receipts and credit notes in the member's language (decision 028). */

let t: TestApp;
let hall: { id: string };
type User = Awaited<ReturnType<typeof createUser>>;
let gujarati: User;
let admin: User;

beforeAll(async () => {
  ({ t, hall } = await documentsApp());
  await t.database.db
    .update(halls)
    .set({
      address: 'Memon Jamat Khana, 12 Station Road',
      slotHours: {
        M: { from: '09:30', to: '14:30' },
        E: { from: '18:30', to: '23:00' },
        B: { from: '09:30', to: '23:00' },
      },
    })
    .where(eq(halls.id, hall.id));
  gujarati = await createUser(t, { name: 'Ayesha Patel', language: 'gu' });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });

/** The document numbers, the booking reference and amounts a text carries, sorted (dates are written out). */
const values = (text: string) =>
  (text.match(/(?:RCT|CN)\/\d{4}-\d{2}\/\d{6}|SMJ-\d{4}-\d{6}|Rs\. [\d,]+(?:\.\d\d)?|\d+%/g) ?? []).sort();
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

let june = 0;
/** A paid booking cancelled by its family: each on a June date of its own (a date the family let go it
 * cannot hold again at once, decision 041). */
async function paidAndCancelled() {
  june += 1;
  const b = await bookAndPay(t, gujarati.headers, hall.id, `2030-06-${String(june).padStart(2, '0')}`);
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/booking/cancel/${b.id}`,
    headers: gujarati.headers,
  });
  expect(cancel.statusCode).toBe(200);
  return b;
}

describe('receipts in the member language', () => {
  it('reads no font until a document needs one, and none for English', async () => {
    expect(fontsLoaded()).toBe(0);
    const b = await bookAndPay(t, gujarati.headers, hall.id, '2030-05-01');
    const english = await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-language']).toBe('en');
    expect(fontsLoaded()).toBe(0);
    expect((await get(gujarati, `/api/booking/${b.id}/receipt.pdf`)).statusCode).toBe(200);
    expect(fontsLoaded()).toBeGreaterThan(0);
  });

  it("writes a Gujarati member's receipt and credit note in Gujarati, shaped, with the font embedded", async () => {
    const b = await paidAndCancelled();
    const res = await get(gujarati, `/api/booking/${b.id}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('gu');
    const pdf = pdfText(res.rawPayload);
    const [receipt, creditNote] = pdf.text;
    expect(receipt).toContain(`રસીદ ${b.payments[0].receipt_number}`);
    expect(receipt).toContain(`મળેલ રકમ: Rs. ${b.payments[0].amount.toLocaleString('en-IN')} (પૂરી ચુકવણી)`);
    // બુકિંગ as drawn: the vowel sign િ is placed before its consonant ક (the text comes in drawing order).
    expect(receipt).toContain('બુિકંગ કરનાર: Ayesha Patel');
    expect(receipt).toContain('GSTIN: 24AAATS1234F1Z5');
    expect(receipt).toContain('CGST 9%');
    expect(receipt).toContain('કરપાત્ર મૂલ્ય: Rs.');
    expect(creditNote).toMatch(/ક્રેિડટ નોટ CN\/2029-30\/\d{6}/);
    expect(creditNote).toContain('પરત કરેલ રકમ: Rs.');
    // Shaped: the conjunct ક્ર of ક્રેડિટ is one glyph standing for three characters (ક, ્, ર).
    const glyphs = pdf.pages.flat().flatMap((r: PdfRun) => r.chars);
    expect(glyphs).toContain('ક્ર');
    expect(pdf.fonts.map((f) => f.name.split('+')[1])).toEqual(
      expect.arrayContaining(['NotoSansGujarati-Regular', 'NotoSansGujarati-Bold']),
    );
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
    // The office reads the member's document in the member's language too.
    expect((await get(admin, `/api/booking/${b.id}/receipt.pdf`)).headers['content-language']).toBe('gu');
  });

  it('writes Urdu right to left with the numbers left to right, and Hindi, with the same values as English', async () => {
    const b = await paidAndCancelled();
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'gu', 'hi', 'ur']) {
      const res = await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(lang);
      texts[lang] = pdfText(res.rawPayload).text.join('\n');
    }
    expect(values(texts.en!)).toContain(b.reference);
    expect(values(texts.en!)).toContain(b.payments[0].receipt_number);
    for (const lang of ['gu', 'hi', 'ur']) expect(values(texts[lang]!), lang).toEqual(values(texts.en!));
    expect(texts.hi).toContain(`रसीद ${b.payments[0].receipt_number}`);
    // राशि as drawn: the vowel sign ि before its consonant श.
    expect(texts.hi).toContain('प्राप्त रािश: Rs.');
    expect(texts.hi).toContain('वापस की गई रािश: Rs.');

    const res = await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=ur`);
    const pdf = pdfText(res.rawPayload);
    expect(pdf.fonts.map((f) => f.name.split('+')[1])).toContain('NotoNaskhArabic-Bold');
    // The title: رسید on the right, the receipt number left of it, reading left to right.
    const title = pdf.pages[0]!.filter((r) => r.y === pdf.pages[0]!.find((x) => x.text === 'رسید ')?.y);
    expect(title.map((r) => r.text)).toEqual([b.payments[0].receipt_number, 'رسید ']);
    expect(title[0]!.x).toBeLessThan(title[1]!.x);
    expect(texts.ur).toContain('وصول شدہ رقم: ');
    expect(texts.ur).toContain('کریڈٹ نوٹ ');
    expect(texts.ur).toContain('واپس کی گئی رقم: ');
  });

  it('writes dates out in the language, never ISO, with the slot on its hours and the hall address', async () => {
    const b = await bookAndPay(t, gujarati.headers, hall.id, '2030-08-07');
    const texts: Record<string, string> = {};
    for (const lang of ['en', 'gu', 'hi', 'ur'] as const) {
      const res = await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=${lang}`);
      texts[lang] = pdfText(res.rawPayload).text.join('\n');
      expect(texts[lang], lang).not.toMatch(ISO_DATE);
    }
    // The receipt's date (the capture, 15 January 2030 in India) and the booked date, written out.
    expect(texts.en).toContain('Date: 15 January 2030');
    expect(texts.en).toContain('Main Hall, Full Day (9:30 am – 11:00 pm): 7 August 2030');
    expect(texts.en).toContain('Address: Memon Jamat Khana, 12 Station Road');
    expect(texts.en).toContain('Paid by: UPI · family@okaxis');
    expect(texts.hi).toContain(formatWrittenDate('hi', '2030-08-07'));
    expect(texts.hi).toContain('(9:30 am – 11:00 pm)');
    // Gujarati as drawn: ઑગસ્ટ's conjunct સ્ટ is one glyph; the month and Gujarati's clock ("PM").
    expect(texts.gu).toContain('7 ઑગસ્ટ, 2030');
    expect(texts.gu).toContain('(9:30 AM – 11:00 PM)');
    expect(texts.gu).toContain('Memon Jamat Khana, 12 Station Road');
    // Urdu: the month in Urdu letters, the hours a left-to-right run with Latin digits.
    const urdu = pdfText((await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=ur`)).rawPayload);
    const runs = urdu.pages[0]!.map((r) => r.text);
    expect(runs.some((r) => r.includes('اگست'))).toBe(true);
    expect(runs.some((r) => r.includes('جنوری'))).toBe(true);
    // (The hours come in two runs of the line; together they read left to right.)
    expect(runs.join('')).toContain('9:30 AM – 11:00 PM');
    expect(texts.ur).not.toMatch(/[\u06f0-\u06f9\u0660-\u0669]/);
  });

  it('refuses a language it does not have', async () => {
    const b = await bookAndPay(t, gujarati.headers, hall.id, '2030-07-01');
    const res = await get(gujarati, `/api/booking/${b.id}/receipt.pdf?lang=fr`);
    expect(res.statusCode).toBe(422);
  });
});

describe('the PDF writer', () => {
  it('joins Urdu letters (their joined forms are other glyphs than the letters apart)', async () => {
    const pdf = pdfText(
      await renderPdf([[{ text: 'رسید' }, { text: 'ر\u200cس\u200cی\u200cد' }]], {
        title: 'x',
        language: 'ur',
      }),
    );
    const [joined, apart] = pdf.pages[0]!;
    expect(joined!.text).toBe('رسید');
    expect(joined!.glyphs.filter((g) => !apart!.glyphs.includes(g)).length).toBeGreaterThan(0);
  });

  it('orders a line by the bidirectional algorithm, a value in an isolate kept whole', () => {
    const runs = lineRuns('تاریخ: \u20682030-01-15\u2069', 'rtl', 'arabic');
    expect(runs.map((r) => [r.text, r.rtl])).toEqual([
      ['2030-01-15', false],
      ['تاریخ: ', true],
    ]);
    // Without the isolate, the digits after Urdu letters are Arabic numbers and the date turns round.
    expect(lineRuns('تاریخ: 2030-01-15', 'rtl', 'arabic')[0]!.text).toBe('15');
    // An Urdu name in an English line; a Devanagari word after Latin is its own run (shaped as Devanagari).
    expect(lineRuns('Booked by: عائشہ', 'ltr', 'latin').map((r) => r.font)).toEqual(['latin', 'arabic']);
    expect(lineRuns('SAC 1: राशि', 'ltr', 'devanagari').map((r) => r.text)).toEqual(['SAC 1: ', 'राशि']);
    // Brackets around Urdu are mirrored: drawn left to right, "(" then ہال then ")" (fontkit turns an
    // Arabic run round itself, so such a run is read backwards here).
    const drawn = lineRuns('(ہال)', 'rtl', 'arabic').map((r) =>
      r.rtl ? [...r.text].reverse().join('') : r.text,
    );
    expect(drawn.join('')).toBe(`(${[...'ہال'].reverse().join('')})`);
  });

  it('sets a line longer than the page smaller, so an Urdu line does not run off its left edge', async () => {
    const long = `تقریب: ${'نکاح کی تقریب '.repeat(8)}`;
    const pdf = pdfText(await renderPdf([[{ text: long }]], { title: 'x', language: 'ur' }));
    const runs = pdf.pages[0]!;
    expect(Math.min(...runs.map((r) => r.x))).toBeGreaterThanOrEqual(49.9);
    expect(runs.map((r) => r.text).join('')).toBe(long);
  });

  it('finds its fonts beside the module, where the build copies them (dist/fonts)', () => {
    for (const name of ['gujarati', 'devanagari', 'arabic'] as const) {
      for (const bold of [false, true])
        expect(existsSync(fontPath(name, bold)), fontPath(name, bold)).toBe(true);
    }
    const build = readFileSync(new URL('../../../../scripts/build.mjs', import.meta.url), 'utf8');
    expect(build).toContain("cpSync(path.join(serverDir, 'src/lib/pdf/fonts'), path.join(outdir, 'fonts')");
  });
});
