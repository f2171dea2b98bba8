import { messageAnswer } from '@samaj/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestUrl } from '../lib/request-url.ts';
import { currentUser } from './auth.ts';

/**
 * The small pieces every admin route file repeats: its OpenAPI tag and security, the error answers,
 * the `:id` parameter, who acts and the cursor page asked for.
 */
export const idParams = z.object({ id: z.string() });
export const adminErrors = { 401: messageAnswer, 403: messageAnswer, 404: messageAnswer, 422: messageAnswer };
export const adminDoc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
export const actorOf = (request: FastifyRequest) => currentUser(request).user.id;
export const pageOf = (request: FastifyRequest, query: { cursor?: string; per_page?: number }) => ({
  cursor: query.cursor,
  perPage: query.per_page ?? 20,
  url: requestUrl(request),
});
