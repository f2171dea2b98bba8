import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Links the server writes never come from a request header (decision 045): a Host or
 * X-Forwarded-Host is the client's to choose, and an answer built on it (a list's next page, a
 * sitemap kept in a public cache) would send the next reader to the client's site. PUBLIC_URL names
 * the site (production requires it); without it a link is relative, or, where only an absolute
 * address will do, on the loopback address this server listens on.
 */

/** The origin of a link made without PUBLIC_URL: a URL object's base only, never written out. */
const NO_PUBLIC_URL = 'http://no-public-url.invalid';
const NO_PUBLIC_ORIGIN = new URL(NO_PUBLIC_URL).origin;

/**
 * This request's path and query as a URL, for `next_page_url` and `path`: on PUBLIC_URL when it is
 * set, else on no origin at all (`linkOf` then writes it relative).
 */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(request.url, request.server.deps.config.PUBLIC_URL ?? NO_PUBLIC_URL);
}

/** A link as the answer carries it: absolute on PUBLIC_URL, else its path and query alone. */
export function linkOf(url: URL): string {
  return url.origin === NO_PUBLIC_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The site's address where only an absolute one will do (a share preview's og:url, sitemap.xml, the
 * Sitemap line of robots.txt): PUBLIC_URL, else this server's loopback address (development).
 */
export function siteBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${config.PORT}`;
}
