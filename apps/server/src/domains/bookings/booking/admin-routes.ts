import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import {
  adminBooking,
  adminBookingsQuery,
  adminCalendarQuery,
  adminCancelBookingBody,
  calendarEntry,
  cursorPage,
  isoDate,
  messageAnswer,
} from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import { fileAnswer } from '../../../plugins/ops-openapi.ts';
import { exportBookingsCsv } from './export-csv.ts';
import {
  bookingsCalendar,
  cancelBookingByAdmin,
  getBookingForAdmin,
  listBookingsForAdmin,
  markRefunded,
} from '../service.ts';

/** The office's booking routes, under /api/admin: the CSV export, the list, calendar, one booking, cancel, mark refunded. */
export const bookingOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/export.csv',
    {
      schema: {
        ...doc('Bookings (with a date in from..to) and their payments, refunds and documents, as CSV'),
        querystring: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
        response: { 200: fileAnswer('text/csv', 'One line a booking') },
      },
    },
    async (request, reply) => {
      const csv = await exportBookingsCsv(adminCtxOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        .send(csv);
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        ...doc('Bookings, newest first; from/to keep bookings with a date in that range'),
        querystring: adminBookingsQuery,
        response: { 200: cursorPage(adminBooking), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listBookingsForAdmin(adminCtxOf(request), {
          ...page(request.query),
          status: request.query.status,
          from: request.query.from,
          to: request.query.to,
        }),
      ),
  );
  app.get(
    '/bookings/calendar',
    {
      schema: {
        ...doc('Every hall, date and slot taken in a month, with its booking'),
        querystring: adminCalendarQuery,
        response: { 200: z.array(calendarEntry), ...errors },
      },
    },
    async (request) => bookingsCalendar(adminCtxOf(request), request.query),
  );
  app.get(
    '/bookings/:id',
    {
      schema: { ...doc('One booking with its user'), params: id, response: { 200: adminBooking, ...errors } },
    },
    async (request) => getBookingForAdmin(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        ...doc('Cancels a held or paid booking (a paid one becomes refund_due)'),
        params: id,
        body: adminCancelBookingBody,
        response: { 200: adminBooking, 409: messageAnswer, ...errors },
      },
    },
    async (request) =>
      cancelBookingByAdmin(adminCtxOf(request), {
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
  app.post(
    '/bookings/:id/mark-refunded',
    {
      schema: {
        ...doc('Settles a refund due: through the gateway, or (via_gateway: false) one made another way'),
        params: id,
        body: z.object({ via_gateway: z.boolean().optional() }).nullish(),
        response: { 200: adminBooking, 409: messageAnswer, 503: messageAnswer, ...errors },
      },
    },
    async (request) =>
      markRefunded(adminCtxOf(request), {
        id: request.params.id,
        viaGateway: request.body?.via_gateway,
      }),
  );
};
