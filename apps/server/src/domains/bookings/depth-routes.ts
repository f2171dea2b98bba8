import {
  LANGUAGES,
  messageAnswer,
  payBookingAnswer,
  refundPreview,
  waitlistBody,
  waitlistEntry,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { fileAnswer } from '../../plugins/ops-openapi.ts';
import {
  bookingCalendarFile,
  bookingReceiptPdf,
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  payBalance,
  previewRefund,
} from './service.ts';

/** Booking depth for members (docs/api.md "Booking depth"): balance, refund preview, documents, waitlist. */

const errors = {
  401: messageAnswer,
  403: messageAnswer,
  404: messageAnswer,
  409: messageAnswer,
  422: messageAnswer,
  503: messageAnswer,
};
const params = z.object({ id: z.string() });
/** ?lang= picks the documents' language (else the member's own, decision 028). */
const documentQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const bookingDepthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/pay-balance',
    {
      schema: {
        tags: ['booking'],
        summary: 'The checkout of the balance a confirmed booking still owes',
        params,
        response: { 200: payBookingAnswer, ...errors },
      },
    },
    async (request) => payBalance(ctxOf(request), { id: request.params.id }),
  );

  app.get(
    '/:id/refund-preview',
    {
      schema: {
        tags: ['booking'],
        summary: 'What cancelling this confirmed booking now would refund, and by which notice rule',
        params,
        response: { 200: refundPreview, ...errors },
      },
    },
    async (request) => previewRefund(ctxOf(request), { id: request.params.id }),
  );

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

  app.post(
    '/waitlist',
    {
      schema: {
        tags: ['booking'],
        summary: 'Wait for a taken hall, date and slot (the first in line is told when it frees)',
        body: waitlistBody,
        response: { 201: waitlistEntry, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await joinWaitlist(ctxOf(request), request.body)),
  );

  app.get(
    '/waitlist',
    {
      schema: {
        tags: ['booking'],
        summary: 'My waitlist entries, today on, with my place in each line',
        response: { 200: z.array(waitlistEntry), 401: messageAnswer },
      },
    },
    async (request) => listWaitlist(ctxOf(request)),
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Leave a waitlist',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(ctxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
