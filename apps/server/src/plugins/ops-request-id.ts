import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a client or proxy may choose: short, and nothing a log or header could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId (requestIdHeader off, so every id passes here): the caller's X-Request-Id when it
 * is a sane token (a proxy's, so one id follows the request through both logs), else a new UUID.
 * Fastify puts it in every log line of the request (`reqId`); ops.ts echoes it on the answer.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
