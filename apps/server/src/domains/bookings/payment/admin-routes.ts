import { adminBooking } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoc as doc, adminErrors as errors } from '../../../plugins/route-kit.ts';
import { adminCtxOf } from '../../admin/service.ts';
import { listOverdueBalances } from './overdue-balances.ts';

/** The office's payment routes, under /api/admin: the balances overdue. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
