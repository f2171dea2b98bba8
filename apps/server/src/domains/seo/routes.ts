import { type Language, WEB_PAGES, webPaths } from '@samaj/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { siteBase } from '../../lib/request-url.ts';
import { ctxOf } from '../../plugins/auth.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { type PageHead, pageHead, withHead } from './head.ts';
import { fontHeadOf, parsePrerendered, PRERENDERED_PAGES, withPrerendered } from './prerender.ts';
import {
  type Base,
  hallsHead,
  homeHead,
  jobHead,
  newsHead,
  notFoundHead,
  renderRobots,
  renderSitemap,
  sitemapEntries,
} from './pages.ts';
import { answerWith } from '../../i18n/said.ts';
import { msg } from '../../i18n/translate.ts';

/**
 * PUBLIC_URL, else the loopback address (development): never the Host or X-Forwarded-Host a client
 * sends, since these answers are kept in shared caches (decision 045).
 */
function baseOf(request: FastifyRequest): Base {
  return siteBase(request.server.deps.config);
}

/** The page's prerendered markup in `lang` (decision 033), when the build has it. */
function prerenderedIn(request: FastifyRequest, pathname: string, lang: Language) {
  const page = Object.hasOwn(PRERENDERED_PAGES, pathname)
    ? PRERENDERED_PAGES[pathname as keyof typeof PRERENDERED_PAGES]
    : null;
  return page ? parsePrerendered(request.server.webShell.prerendered(page, lang)) : null;
}

/**
 * An Urdu page's font declaration (its download starts with the first paint; shown with swap), else '';
 * with the fallbacks sized to it on a page the app draws, not on a prerendered one (decision 036).
 */
function fontHeadFor(request: FastifyRequest, lang: Language, drawn: boolean): string {
  return lang === 'ur' ? fontHeadOf(request.server.webShell.prerendered('font', lang), drawn) : '';
}

const sitemapSchema = z.array(z.object({ loc: z.string(), lastmod: z.string().optional() }));

/**
 * The public pages as link previews and search engines see them (decision 023): index.html with the
 * page's own title, description, canonical address, Open Graph and Twitter tags (and JobPosting data
 * for a job); an unknown or unpublished item is the app with a 404 status, which the app shows as
 * "not found". Plus /sitemap.xml and /robots.txt. Registered after the web plugin (app.webShell).
 */
export const sharePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const hide = { schema: { hide: true } };

  /** Sends the app with `head`, kept for the public cache's lifetime (decision 013) per page and base. */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    load: (base: Base, lang: Language) => PageHead | Promise<PageHead>,
  ) {
    const index = app.webShell.index();
    if (index === null) return reply.status(404).send(answerWith(msg('notFound')));
    const base = baseOf(request);
    const lang = pageLanguage(request, reply);
    try {
      const cached = await app.deps.cache.get(`page ${lang} ${base}${pathname}`, pageHead, async () => ({
        value: await load(base, lang),
      }));
      const html = withHead(index, pageHead.parse(JSON.parse(cached.body)));
      const drawn = prerenderedIn(request, pathname, lang);
      return app.webShell.send(
        reply,
        withPrerendered(html, lang, drawn, fontHeadFor(request, lang, drawn !== null)),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'not_found') throw error;
      // The app still starts (a person sees its "not found" page); a crawler sees the status.
      return app.webShell.send(reply, withHead(index, notFoundHead(base, pathname, lang)), 404);
    }
  }

  app.get(WEB_PAGES.home, hide, (request, reply) => page(request, reply, WEB_PAGES.home, homeHead));
  app.get(WEB_PAGES.halls, hide, (request, reply) =>
    page(request, reply, WEB_PAGES.halls, (base, lang) => hallsHead(ctxOf(request), base, lang)),
  );
  // The log-in page has no preview of its own (the build's head), only its language and prerendered markup.
  app.get(WEB_PAGES.login, hide, (request, reply) => {
    const index = app.webShell.index();
    if (index === null) return reply.status(404).send(answerWith(msg('notFound')));
    const lang = pageLanguage(request, reply);
    const drawn = prerenderedIn(request, WEB_PAGES.login, lang);
    return app.webShell.send(
      reply,
      withPrerendered(index, lang, drawn, fontHeadFor(request, lang, drawn !== null)),
    );
  });
  const withId = { schema: { hide: true, params: z.object({ id: z.string() }) } };
  app.get(WEB_PAGES.newsItem, withId, (request, reply) => {
    const { id } = request.params;
    return page(request, reply, webPaths.newsItem(id), (base, lang) =>
      newsHead(ctxOf(request), { id, base, lang }),
    );
  });
  app.get(WEB_PAGES.job, withId, (request, reply) => {
    const { id } = request.params;
    return page(request, reply, webPaths.job(id), (base, lang) =>
      jobHead(ctxOf(request), { id, base, lang }),
    );
  });

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const base = baseOf(request);
    const cached = await app.deps.cache.get(`sitemap ${base}`, sitemapSchema, async () => ({
      value: await sitemapEntries(ctxOf(request), base),
    }));
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(sitemapSchema.parse(JSON.parse(cached.body))));
  });

  app.get('/robots.txt', hide, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(app.webShell.file('robots.txt'), baseOf(request))),
  );
};
