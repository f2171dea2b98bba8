import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import {
  adminBlockedDatesCreate,
  adminBooking,
  adminBookingsQuery,
  adminCalendarQuery,
  adminCancelBookingBody,
  blockedDate,
  blockedDatesQuery,
  calendarEntry,
  cursorPage,
  messageAnswer,
} from '@samaj/shared';
import { adminCtxOf } from '../admin/service.ts';
import { bookingAdminDepthRoutes } from './admin-depth-routes.ts';
import {
  bookingsCalendar,
  cancelBookingByAdmin,
  createBlockedDates,
  deleteBlockedDate,
  getBookingForAdmin,
  listBlockedDates,
  listBookingsForAdmin,
  markRefunded,
} from './service.ts';

/** The office's booking routes, mounted under /api/admin (admins only) by app.ts. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingAdminDepthRoutes);
  // ---- bookings ----

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
      listBookingsForAdmin(adminCtxOf(request), {
        ...page(request, request.query),
        status: request.query.status,
        from: request.query.from,
        to: request.query.to,
      }),
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

  // ---- blocked dates ----

  app.get(
    '/blocked-dates',
    {
      schema: {
        ...doc('Blocked dates, by date'),
        querystring: blockedDatesQuery,
        response: { 200: z.array(blockedDate), ...errors },
      },
    },
    async (request) => listBlockedDates(adminCtxOf(request), request.query),
  );
  app.post(
    '/blocked-dates',
    {
      schema: {
        ...doc('Blocks one date, or a range from..to, of a hall and slot (409 if a booking holds one)'),
        body: adminBlockedDatesCreate,
        response: { 201: z.array(blockedDate), 409: messageAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBlockedDates(adminCtxOf(request), request.body)),
  );
  app.delete(
    '/blocked-dates/:id',
    { schema: { ...doc('Unblocks one date'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteBlockedDate(adminCtxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
