import type { FastifyRequest } from 'fastify';

/** The absolute URL of this request (host and scheme as the client used them), for next_page_url. */
export function requestUrl(request: FastifyRequest): URL {
  const host = request.host || 'localhost';
  return new URL(request.url, `${request.protocol}://${host}`);
}
