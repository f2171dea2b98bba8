import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentAdminRoutes } from './payment/admin-routes.ts';
import { bookingOfficeRoutes } from './booking/admin-routes.ts';
import { refundAdminRoutes } from './refund/admin-routes.ts';
import { blockedDateAdminRoutes } from './blocked-date/admin-routes.ts';

/** The office's booking routes, mounted under /api/admin (admins only) by app.ts: each entity folder's admin-routes.ts. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentAdminRoutes);
  await app.register(bookingOfficeRoutes);
  await app.register(refundAdminRoutes);
  await app.register(blockedDateAdminRoutes);
};
