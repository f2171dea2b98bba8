import { adminBooking, adminRefundBody, booking, isoDate, messageAnswer, uuid } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../plugins/ops-openapi.ts';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import { deleteBlockedDates, exportBookingsCsv, listOverdueBalances } from './admin-depth.ts';
import { refundByAdmin } from './service.ts';

/** The office's booking-depth routes, under /api/admin (registered by admin-routes.ts). */
export const bookingAdminDepthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/overdue-balances',
    {
      schema: {
        ...doc('Confirmed bookings whose balance date has passed and that still owe'),
        response: { 200: z.array(adminBooking), ...errors },
      },
    },
    async (request) => listOverdueBalances(adminCtxOf(request)),
  );
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
  app.post(
    '/bookings/:id/refund',
    {
      schema: {
        ...doc('Refunds part of what was paid (never more than paid minus refunded), with a reason'),
        params: id,
        body: adminRefundBody,
        response: { 200: booking, 409: messageAnswer, ...errors },
      },
    },
    async (request) => refundByAdmin(adminCtxOf(request), { id: request.params.id, ...request.body }),
  );
  app.delete(
    '/blocked-dates',
    {
      schema: {
        ...doc('Removes every block of a hall from..to in one action'),
        querystring: z.object({ hall_id: uuid, from: isoDate, to: isoDate }),
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => deleteBlockedDates(adminCtxOf(request), request.query),
  );
};
