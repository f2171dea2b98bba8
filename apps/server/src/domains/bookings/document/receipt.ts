import {
  formatTimeRange,
  formatWrittenDate,
  SLOT_LABELS,
  type Booking,
  type Language,
  type HallAnswer,
  type Slot,
} from '@samaj/shared';
import type { Config } from '../../../config.ts';
import { MESSAGES, TERMS, type MessageId } from '../../../i18n/messages.ts';
import type { PdfLine } from '../../../lib/pdf.ts';

/**
 * The pages of a booking's receipts (one per payment) and credit notes (one per refund), in the
 * member's language (decision 028). The document numbers, the booking reference, amounts (Rs. 35,000),
 * the GSTIN and names are written the same in every language, so a receipt in Urdu and one in English
 * say the same thing; dates are written out as the language writes them ("7 December 2026",
 * "7 ડિસેમ્બર, 2026", Latin digits in every language as on the web), and a slot with its hours on the
 * language's clock ("6:00 – 11:59 pm"), as packages/shared's dates-in-language.ts gives both. How a
 * payment was made is named by its method (UPI and its id, a card's last digits), never by the
 * gateway's ids.
 */

/**
 * A value kept whole in a line: inside a first-strong isolate, a date, an amount or a number reads left
 * to right in an Urdu line (bidi would otherwise turn 2030-01-15 into 15-01-2030 after Urdu letters),
 * and an Urdu name right to left in an English one. The renderer draws no isolate characters.
 */
const whole = (value: string | number) => `\u2068${value}\u2069`;

/** A label from the catalogue with its values put in as they are (dates and hours come written). */
function label(lang: Language, id: MessageId, params: Record<string, string | number> = {}): string {
  return MESSAGES[id][lang].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? whole(params[name]!) : placeholder,
  );
}

const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;
const paise = (p: number) =>
  `Rs. ${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The calendar day in India of an instant. */
const day = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
/**
 * Intl's thin and narrow no-break spaces (around a range's dash, before "pm") as plain ones: the PDF's
 * Helvetica has no glyph for them.
 */
const plainSpaces = (s: string) => s.replace(/[\u2009\u202f]/g, ' ');
/** A date as the language writes it: "7 December 2026". */
const written = (lang: Language, isoDate: string) => plainSpaces(formatWrittenDate(lang, isoDate));

/** What the documents need of a hall beyond the booking's answer: where it is and its slots' hours. */
export type DocumentHall = Pick<HallAnswer, 'address' | 'slot_hours'>;

/** Taxable value and the two halves of GST (CGST + SGST, intra-state) inside an inclusive amount. */
export function gstOf(amountPaise: number, ratePercent: number) {
  const taxable = Math.round(amountPaise / (1 + ratePercent / 100));
  const tax = amountPaise - taxable;
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst };
}

type Org = Pick<Config, 'ORG_NAME' | 'ORG_ADDRESS' | 'GSTIN' | 'GST_RATE' | 'SAC_CODE'>;

function header(org: Org, title: string): PdfLine[] {
  return [
    { text: org.ORG_NAME, size: 16, bold: true, entered: true },
    ...org.ORG_ADDRESS.split(/\n|;/)
      .filter((l) => l.trim())
      .map((l) => ({ text: l.trim(), size: 10, gap: 2, entered: true })),
    ...(org.GSTIN ? [{ text: `GSTIN: ${org.GSTIN}`, size: 10, gap: 2, entered: true }] : []),
    { text: title, size: 14, bold: true, gap: 18 },
  ];
}

function taxLines(org: Org, lang: Language, amountPaise: number): PdfLine[] {
  if (!org.GSTIN) return [];
  const g = gstOf(amountPaise, org.GST_RATE);
  const half = org.GST_RATE / 2;
  return [
    {
      text: label(lang, 'docGstIncluded', { sac: `SAC ${org.SAC_CODE}`, rate: `${org.GST_RATE}%` }),
      size: 10,
      gap: 12,
    },
    { text: label(lang, 'docTaxableValue', { amount: paise(g.taxable) }), size: 10, gap: 2 },
    {
      text: `CGST ${half}%: ${paise(g.cgst)}   SGST ${half}%: ${paise(g.sgst)}`,
      size: 10,
      gap: 2,
      entered: true,
    },
  ];
}

function bookingLines(
  lang: Language,
  b: Booking,
  name: string | null,
  hallOf: (hallId: string) => DocumentHall | undefined,
): PdfLine[] {
  const comma = lang === 'ur' ? '،' : ',';
  // Dates written out carry commas of their own ("7 ડિસેમ્બર, 2026"): a list of them is split by semicolons.
  const semicolon = lang === 'ur' ? '؛' : ';';
  const addressed = new Set<string>();
  return [
    { text: label(lang, 'docBooking', { reference: b.reference ?? b.id }), gap: 10 },
    { text: label(lang, 'docBookedBy', { name: name ?? MESSAGES.docDeletedAccount[lang] }) },
    ...(b.event_name ? [{ text: label(lang, 'docEvent', { event: b.event_name }) }] : []),
    ...b.items.flatMap((i) => {
      const slot = TERMS[SLOT_LABELS[i.slot]]?.[lang] ?? SLOT_LABELS[i.slot];
      const hall = hallOf(i.hall_id);
      const hours = hall
        ? ` (${whole(plainSpaces(formatTimeRange(lang, hall.slot_hours[i.slot as Slot])))})`
        : '';
      const address = hall?.address.trim() ?? '';
      const first = !addressed.has(i.hall_id);
      addressed.add(i.hall_id);
      // Four dates a line (a long booking's dates go on below, not off the page).
      const dates = Array.from({ length: Math.ceil(i.booking_dates.length / 4) }, (_, n) =>
        whole(
          i.booking_dates
            .slice(n * 4, n * 4 + 4)
            .map((d) => written(lang, d))
            .join(`${semicolon} `),
        ),
      );
      return [
        { text: `${whole(i.hall_name)}${comma} ${slot}${hours}: ${dates[0] ?? ''}`, size: 10 },
        ...dates.slice(1).map((d) => ({ text: d, size: 10, gap: 2 })),
        // The address once a hall, as the office wrote it (an English address reads left to right).
        ...(address && first
          ? address
              .split(/\r?\n/)
              .filter((l) => l.trim())
              .map((l, n) => ({
                text: n === 0 ? label(lang, 'docHallAddress', { address: l.trim() }) : l.trim(),
                size: 9,
                gap: 2,
                ...(n === 0 ? {} : { entered: true }),
              }))
          : []),
      ];
    }),
  ];
}

const KIND: Record<Booking['payments'][number]['kind'], MessageId> = {
  full: 'docKindFull',
  advance: 'docKindAdvance',
  balance: 'docKindBalance',
};

function refundWhy(lang: Language, r: Booking['refunds'][number]): string {
  if (r.kind !== 'cancellation') return label(lang, 'docReason', { reason: r.reason ?? '' });
  const band = /^(\d+):(\d+)$/.exec(r.rule ?? '');
  return band
    ? label(lang, 'docCancelledByRule', { days: band[1]!, percent: `${band[2]!}%` })
    : label(lang, 'docReason', { reason: r.rule ?? '' });
}

/** How a payment was made, in the document's language: "UPI · family@okaxis", "Card ending 4242". */
function methodText(lang: Language, p: Booking['payments'][number]): string {
  const detail = p.method_detail?.trim();
  const withDetail = (what: string) => (detail ? `${what} · ${detail}` : what);
  switch (p.method) {
    case 'card':
      return detail
        ? MESSAGES.docMethodCardEnding[lang].replace('{last4}', detail)
        : MESSAGES.docMethodCard[lang];
    case 'upi':
      return withDetail('UPI');
    case 'netbanking':
      return withDetail(MESSAGES.docMethodNetbanking[lang]);
    case 'wallet':
      return withDetail(MESSAGES.docMethodWallet[lang]);
    default:
      return MESSAGES.docMethodOnline[lang];
  }
}

/** One page per payment with a receipt number, then one per refund with a credit note number. */
export function documentPages(
  org: Org,
  lang: Language,
  b: Booking,
  name: string | null,
  hallOf: (hallId: string) => DocumentHall | undefined,
): PdfLine[][] {
  const pages: PdfLine[][] = [];
  for (const p of b.payments) {
    if (!p.receipt_number) continue;
    pages.push([
      ...header(org, label(lang, 'docReceiptTitle', { number: p.receipt_number })),
      { text: label(lang, 'docDate', { date: written(lang, day(p.updated_at)) }) },
      ...bookingLines(lang, b, name, hallOf),
      {
        text: label(lang, 'docReceived', { amount: rupees(p.amount), kind: MESSAGES[KIND[p.kind]][lang] }),
        bold: true,
        gap: 12,
      },
      { text: label(lang, 'docPaidBy', { method: methodText(lang, p) }), size: 10 },
      ...taxLines(org, lang, p.amount * 100),
    ]);
  }
  for (const r of b.refunds) {
    if (!r.credit_note_number) continue;
    pages.push([
      ...header(org, label(lang, 'docCreditNoteTitle', { number: r.credit_note_number })),
      { text: label(lang, 'docDate', { date: written(lang, day(r.processed_at ?? r.created_at)) }) },
      ...bookingLines(lang, b, name, hallOf),
      { text: label(lang, 'docRefunded', { amount: rupees(r.amount) }), bold: true, gap: 12 },
      { text: refundWhy(lang, r), size: 10 },
      ...taxLines(org, lang, r.amount * 100),
    ]);
  }
  return pages;
}
