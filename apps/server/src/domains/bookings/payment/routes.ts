import { messageAnswer, payBookingAnswer, simulatePaymentAnswer, simulatePaymentBody } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { memberErrors as errors, params } from '../route-schemas.ts';
import { payBalance } from '../service.ts';
import { simulatePayment } from './service.ts';
import { handleRazorpayWebhook } from './webhook.ts';

/**
 * POST /api/payments/razorpay/webhook: public, the signature is the check. Its JSON is kept as raw
 * bytes (this plugin's scope only), since the signature covers them.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (scope) => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  scope.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (order.paid, payment.captured, payment.failed)',
        // Any content type: the bytes are what the signature covers (no 415).
        consumes: ['*/*'],
        response: { 200: z.object({ status: z.string() }), 422: messageAnswer },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const v = request.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleRazorpayWebhook(ctxOf(request), {
        rawBody,
        signature: header('x-razorpay-signature'),
      });
    },
  );
};

/** POST /api/dev/payments/simulate: registered only with DEV_ROUTES, members only (app.ts). */
export const paymentDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/simulate',
    {
      schema: {
        tags: ['dev'],
        summary: 'Simulated checkout: signs a payment for your own order (not in production)',
        body: simulatePaymentBody,
        response: {
          200: simulatePaymentAnswer,
          401: messageAnswer,
          403: messageAnswer,
          404: messageAnswer,
          422: messageAnswer,
        },
      },
    },
    async (request) => simulatePayment(ctxOf(request), { orderId: request.body.order_id }),
  );
};

/** A member's checkout of the balance a confirmed booking still owes. */
export const paymentMemberRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
