import { SLOT_LABELS, type Booking } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../context.ts';
import { notFound, forbidden } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { renderPdf, type PdfLine } from '../../lib/pdf.ts';
import { findUserById } from '../users/service.ts';
import { toBooking } from './answers.ts';
import { findBooking, type BookingRow } from './repository.ts';
import { bookingIcs } from './documents/ics.ts';

/** GET /api/booking/{id}/receipt.pdf and calendar.ics: the family's documents (owner or admin). */

async function readable(ctx: Ctx, id: string): Promise<{ row: BookingRow; booking: Booking; name: string }> {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(ctx.db, id);
  if (!row) throw notFound('Booking');
  const me = await findUserById(ctx.db, userIdOf(ctx));
  if (row.userId !== userIdOf(ctx) && !me?.isAdmin) throw forbidden('This booking is not yours.');
  const owner = row.userId ? await findUserById(ctx.db, row.userId) : undefined;
  return { row, booking: await toBooking(ctx.db, row), name: owner?.name ?? 'Deleted account' };
}

const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;
const day = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Taxable value and the two halves of GST (CGST + SGST, intra-state) inside an inclusive amount. */
export function gstOf(amountPaise: number, ratePercent: number) {
  const taxable = Math.round(amountPaise / (1 + ratePercent / 100));
  const tax = amountPaise - taxable;
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst };
}

function header(ctx: Ctx, title: string, number: string): PdfLine[] {
  const c = ctx.deps.config;
  return [
    { text: c.ORG_NAME, size: 16, bold: true },
    ...c.ORG_ADDRESS.split(/\n|;/)
      .filter((l) => l.trim())
      .map((l) => ({ text: l.trim(), size: 10, gap: 2 })),
    ...(c.GSTIN ? [{ text: `GSTIN: ${c.GSTIN}`, size: 10, gap: 2 }] : []),
    { text: `${title} ${number}`, size: 14, bold: true, gap: 18 },
  ];
}

function taxLines(ctx: Ctx, paise: number): PdfLine[] {
  const c = ctx.deps.config;
  if (!c.GSTIN) return [];
  const g = gstOf(paise, c.GST_RATE);
  const half = c.GST_RATE / 2;
  const r = (p: number) => `Rs. ${(p / 100).toFixed(2)}`;
  return [
    { text: `SAC ${c.SAC_CODE}: amounts include GST at ${c.GST_RATE}%`, size: 10, gap: 12 },
    { text: `Taxable value: ${r(g.taxable)}`, size: 10, gap: 2 },
    { text: `CGST ${half}%: ${r(g.cgst)}   SGST ${half}%: ${r(g.sgst)}`, size: 10, gap: 2 },
  ];
}

function bookingLines(b: Booking, name: string): PdfLine[] {
  return [
    { text: `Booking ${b.reference ?? b.id}`, gap: 10 },
    { text: `Booked by: ${name}` },
    ...(b.event_name ? [{ text: `Event: ${b.event_name}` }] : []),
    ...b.items.map((i) => ({
      text: `${i.hall_name}, ${SLOT_LABELS[i.slot]}: ${i.booking_dates.join(', ')}`,
      size: 10,
    })),
  ];
}

export async function bookingReceiptPdf(ctx: Ctx, input: { id: string }) {
  const { booking: b, name } = await readable(ctx, input.id);
  const pages: PdfLine[][] = [];
  for (const p of b.payments) {
    if (!p.receipt_number) continue;
    pages.push([
      ...header(ctx, 'Receipt', p.receipt_number),
      { text: `Date: ${day(p.updated_at)}` },
      ...bookingLines(b, name),
      {
        text: `Received: ${rupees(p.amount)} (${p.kind === 'full' ? 'payment in full' : p.kind})`,
        bold: true,
        gap: 12,
      },
      { text: `Payment ${p.payment_id ?? ''} through ${p.provider}`, size: 10 },
      ...taxLines(ctx, p.amount * 100),
    ]);
  }
  for (const r of b.refunds) {
    if (!r.credit_note_number) continue;
    pages.push([
      ...header(ctx, 'Credit note', r.credit_note_number),
      { text: `Date: ${day(r.processed_at ?? r.created_at)}` },
      ...bookingLines(b, name),
      { text: `Refunded: ${rupees(r.amount)}`, bold: true, gap: 12 },
      {
        text: r.kind === 'cancellation' ? `Cancellation, notice rule ${r.rule ?? ''}` : `Reason: ${r.reason}`,
        size: 10,
      },
      ...taxLines(ctx, r.amount * 100),
    ]);
  }
  if (pages.length === 0) throw notFound('Receipt');
  return {
    filename: `${b.reference ?? b.id}.pdf`,
    body: renderPdf(pages, `${ctx.deps.config.ORG_NAME} ${b.reference ?? ''}`),
  };
}

export async function bookingCalendarFile(ctx: Ctx, input: { id: string }) {
  const { booking: b } = await readable(ctx, input.id);
  return {
    filename: `${b.reference ?? b.id}.ics`,
    body: bookingIcs(b, ctx.deps.config.ORG_NAME, ctx.deps.clock.now()),
  };
}
