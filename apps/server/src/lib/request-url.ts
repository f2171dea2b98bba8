import type { FastifyRequest } from 'fastify';

/**
 * The absolute URL of this request, for `next_page_url` and `path`: on PUBLIC_URL when it is set, so
 * a client's Host or X-Forwarded-Host header can never point the next page at another site; else on
 * the host the client used (development, tests).
 */
export function requestUrl(request: FastifyRequest): URL {
  const publicUrl = request.server.deps.config.PUBLIC_URL;
  if (publicUrl) return new URL(request.url, publicUrl);
  const host = request.host || 'localhost';
  return new URL(request.url, `${request.protocol}://${host}`);
}
