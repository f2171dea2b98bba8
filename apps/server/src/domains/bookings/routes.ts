import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMemberRoutes } from './payment/routes.ts';
import { refundRoutes } from './refund/routes.ts';
import { documentRoutes } from './document/routes.ts';
import { waitlistRoutes } from './waitlist/routes.ts';
import { bookingMemberRoutes } from './booking/routes.ts';

/** The members' booking routes, under /api/booking (app.ts): each entity folder's routes.ts. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentMemberRoutes);
  await app.register(refundRoutes);
  await app.register(documentRoutes);
  await app.register(waitlistRoutes);
  await app.register(bookingMemberRoutes);
};
