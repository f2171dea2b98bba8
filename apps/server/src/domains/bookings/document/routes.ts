import { LANGUAGES, messageAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { fileAnswer } from '../../../plugins/ops-openapi.ts';
import { params } from '../route-schemas.ts';
import { bookingCalendarFile, bookingReceiptPdf } from '../service.ts';

/** ?lang= picks the documents' language (else the member's own, decision 028). */
const documentQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** A booking's documents for its owner (or an admin): the receipts PDF and the calendar file. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/receipt.pdf',
    {
      schema: {
        tags: ['booking'],
        summary: 'The receipts of its payments and the credit notes of its refunds, one PDF (owner or admin)',
        description:
          'In ?lang= (en, gu, hi, ur), else the language of the member who booked: the labels are translated, the numbers, amounts, dates and names are the same in every language',
        params,
        querystring: documentQuery,
        response: { 200: fileAnswer('application/pdf', 'The PDF'), 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const file = await bookingReceiptPdf(ctxOf(request), {
        id: request.params.id,
        ...(request.query.lang ? { lang: request.query.lang } : {}),
      });
      return reply
        .type('application/pdf')
        .header('content-language', file.language)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  app.get(
    '/:id/calendar.ics',
    {
      schema: {
        tags: ['booking'],
        summary: 'The booked dates as a calendar file (owner or admin)',
        params,
        response: { 200: fileAnswer('text/calendar', 'An iCalendar file'), 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const file = await bookingCalendarFile(ctxOf(request), { id: request.params.id });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
