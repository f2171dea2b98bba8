import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { renderPdf } from '../../../lib/pdf.ts';
import { findUserById } from '../../users/service.ts';
import { getHallsByIds } from '../../halls/service.ts';
import { bookingAnswer } from '../booking/read.ts';
import { findBooking } from '../repository.ts';
import { bookingIcs } from './ics.ts';
import { documentPages, type DocumentHall } from './receipt.ts';

export { gstOf } from './receipt.ts';

/** GET /api/booking/{id}/receipt.pdf and calendar.ics: the family's documents (owner or admin). */

async function readable(ctx: Ctx, id: string) {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(ctx.db, id);
  if (!row) throw notFound('Booking');
  const me = await findUserById(ctx.db, userIdOf(ctx));
  if (row.userId !== userIdOf(ctx) && !me?.isAdmin) throw notFound('Booking');
  const owner = row.userId ? await findUserById(ctx.db, row.userId) : undefined;
  const booking = await bookingAnswer(ctx, row);
  // The booked halls' addresses and slot hours as the office has them now (the documents say where and when).
  const halls = await getHallsByIds(ctx, { ids: booking.items.map((i) => i.hall_id) });
  const hallOf = (id: string): DocumentHall | undefined => halls.find((h) => h.id === id);
  return { row, booking, owner, hallOf };
}

/**
 * The booking's receipts and credit notes as one PDF, in `lang` when asked (?lang=), else in the
 * language the member who booked keeps on the account (decision 028), else English.
 */
export async function bookingReceiptPdf(ctx: Ctx, input: { id: string; lang?: Language }) {
  const { booking: b, owner, hallOf } = await readable(ctx, input.id);
  const lang: Language = input.lang ?? (isLanguage(owner?.language) ? owner.language : DEFAULT_LANGUAGE);
  const pages = documentPages(ctx.deps.config, lang, b, owner?.name ?? null, hallOf);
  if (pages.length === 0) throw notFound('Receipt');
  return {
    filename: `${b.reference ?? b.id}.pdf`,
    language: lang,
    body: await renderPdf(pages, {
      title: `${ctx.deps.config.ORG_NAME} ${b.reference ?? ''}`,
      language: lang,
    }),
  };
}

export async function bookingCalendarFile(ctx: Ctx, input: { id: string }) {
  const { booking: b, hallOf } = await readable(ctx, input.id);
  return {
    filename: `${b.reference ?? b.id}.ics`,
    body: bookingIcs(b, ctx.deps.config.ORG_NAME, ctx.deps.clock.now(), hallOf),
  };
}
