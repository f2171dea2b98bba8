import {
  booking,
  bookingAnswer,
  messageAnswer,
  newBookingAnswer,
  newBookingBody,
  payBookingAnswer,
  paymentSuccessBody,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { errorAnswers } from '../../../plugins/route-kit.ts';
import {
  cancelBooking,
  confirmPayment,
  createBooking,
  listMyBookings,
  payBooking,
  showBooking,
} from '../service.ts';

const errors = errorAnswers(401, 403, 404, 409, 422, 429, 503);

/** A member's bookings: book, confirm the payment, pay, list, show, cancel. */
export const bookingMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/new-booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book halls and dates: holds them for HOLD_MINUTES and opens a payment order',
        body: newBookingBody,
        response: { 201: newBookingAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createBooking(ctxOf(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/payment-success',
    {
      schema: {
        tags: ['booking'],
        summary: "Checkout's payment: checks the signature and confirms the booking",
        body: paymentSuccessBody,
        response: { 200: bookingAnswer, ...errors },
      },
    },
    async (request) => ({
      booking: await confirmPayment(ctxOf(request), request.body),
    }),
  );

  app.post(
    '/:id/pay',
    {
      schema: {
        tags: ['booking'],
        summary: 'The checkout of my booking that still holds its dates (its open order, or a new one)',
        params: z.object({ id: z.string() }),
        response: { 200: payBookingAnswer, ...errors },
      },
    },
    async (request) => payBooking(ctxOf(request), { id: request.params.id }),
  );

  app.get(
    '/my-bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'My bookings, newest first',
        response: { 200: z.array(booking), 401: messageAnswer },
      },
    },
    async (request) => listMyBookings(ctxOf(request)),
  );

  app.get(
    '/show/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'One booking (its owner or an admin)',
        params: z.object({ id: z.string() }),
        response: { 200: booking, ...errors },
      },
    },
    async (request) => showBooking(ctxOf(request), { id: request.params.id }),
  );

  app.post(
    '/cancel/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel my booking: an unpaid one at once, a confirmed one with the refund its notice earns',
        params: z.object({ id: z.string() }),
        response: { 200: booking, ...errors },
      },
    },
    async (request) => cancelBooking(ctxOf(request), { id: request.params.id }),
  );
};
