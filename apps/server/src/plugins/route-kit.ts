import { type CursorPage, messageAnswer } from '@samaj/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { linkedPage, type PageInput, type Slice } from '../lib/pagination.ts';
import { requestUrl } from '../lib/request-url.ts';
import { currentUser } from './auth.ts';

/**
 * The small pieces every admin route file repeats: its OpenAPI tag and security, the error answers,
 * the `:id` parameter, who acts and the cursor page asked for.
 */
export const idParams = z.object({ id: z.string() });
/**
 * The error answers a route file declares, by status: each the message shape of docs/api.md (the
 * error handler, plugins/errors.ts, writes them). Every route file names its statuses through this.
 */
export const errorAnswers = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, messageAnswer])) as { [K in S]: typeof messageAnswer };
export const adminErrors = errorAnswers(401, 403, 404, 422);
export const adminDoc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
export const actorOf = (request: FastifyRequest) => currentUser(request).user.id;
/** The page a list's query asks for (20 items unless `per_page` says otherwise). */
export const pageOf = (query: { cursor?: string; per_page?: number }): PageInput => ({
  cursor: query.cursor,
  perPage: query.per_page ?? 20,
});
/** A list's answer: the slice its use case returned, with the links written from this request's URL. */
export const listAnswer = <Item>(request: FastifyRequest, slice: Slice<Item>): CursorPage<Item> =>
  linkedPage(slice, requestUrl(request));
