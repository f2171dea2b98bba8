import { type Job, type Language, type News, WEB_PAGES, webPaths } from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { formatDate, t } from '../../i18n/translate.ts';
import type { PageInput, Slice } from '../../lib/pagination.ts';
import { listHalls } from '../halls/service.ts';
import { getJob, listJobs } from '../jobs/service.ts';
import { getNews, listNews } from '../news/service.ts';
import { type PageHead, SITE_NAME, shorten } from './head.ts';

/** The site's own preview picture (apps/web/public/og-image.png, copied into the build). */
export const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The public address pages are named by: PUBLIC_URL, else the loopback address (lib/request-url.ts). */
export type Base = string;

/**
 * A page's address in a language: English has the bare path; the others carry `?lang=`, which the app
 * also reads, so a link shared in Gujarati previews and opens in Gujarati.
 */
export function pageUrl(base: Base, pathname: string, lang: Language): string {
  return lang === 'en' ? `${base}${pathname}` : `${base}${pathname}?lang=${lang}`;
}

function defaults(base: Base, pathname: string, lang: Language): PageHead {
  return {
    lang,
    path: pathname,
    title: SITE_NAME,
    description: t(lang, 'seoSiteDescription'),
    canonical: pageUrl(base, pathname, lang),
    image: `${base}${DEFAULT_IMAGE.path}`,
    imageAlt: t(lang, 'seoLogoAlt', { site: SITE_NAME }),
    imageSize: { width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height },
    type: 'website',
    publishedTime: null,
    jsonLd: null,
    noindex: false,
  };
}

/**
 * A picture address made absolute on the base (a news picture stored before PUBLIC_URL was set is
 * `/api/news-images/…`); anything but http(s) is not a picture a preview can fetch.
 */
function absoluteImage(url: string | null, base: Base): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, `${base}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : null;
  } catch {
    return null;
  }
}

export function homeHead(base: Base, lang: Language = 'en'): PageHead {
  return defaults(base, WEB_PAGES.home, lang);
}

export async function hallsHead(ctx: Ctx, base: Base, lang: Language = 'en'): Promise<PageHead> {
  const names = (await listHalls(ctx)).map((hall) => hall.name);
  return {
    ...defaults(base, WEB_PAGES.halls, lang),
    title: t(lang, 'seoHallsTitle'),
    description: shorten(
      names.length > 0
        ? t(lang, 'seoHallsDescriptionNamed', { names: names.join(', ') })
        : t(lang, 'seoHallsDescription'),
    ),
  };
}

export function newsItemHead(item: News, base: Base, lang: Language = 'en'): PageHead {
  const picture = absoluteImage(item.image_url, base);
  const head = defaults(base, webPaths.newsItem(item.id), lang);
  return {
    ...head,
    title: item.title,
    description: shorten(item.summary || item.body) || head.description,
    type: 'article',
    publishedTime: item.published_at,
    ...(picture ? { image: picture, imageAlt: item.title, imageSize: null } : {}),
  };
}

export async function newsHead(
  ctx: Ctx,
  input: { id: string; base: Base; lang?: Language },
): Promise<PageHead> {
  return newsItemHead(await getNews(ctx, { id: input.id, lang: input.lang }), input.base, input.lang);
}

/** schema.org's names for the employment types the office chooses from. */
const SCHEMA_EMPLOYMENT: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
  volunteer: 'VOLUNTEER',
};

/** JobPosting structured data (https://schema.org/JobPosting) for one job. */
export function jobPosting(job: Job, canonical: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.title,
    ...(job.published_at ? { datePosted: job.published_at } : {}),
    // A closing date is an Indian calendar date: the job is open until that day ends there.
    ...(job.closes_on ? { validThrough: `${job.closes_on}T23:59:59+05:30` } : {}),
    employmentType: SCHEMA_EMPLOYMENT[job.employment_type] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.organisation || SITE_NAME },
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location },
          },
        }
      : {}),
    url: canonical,
    directApply: false,
  };
}

export function jobItemHead(job: Job, base: Base, lang: Language = 'en'): PageHead {
  const head = defaults(base, webPaths.job(job.id), lang);
  const who = [job.organisation, job.location].filter(Boolean).join(', ');
  const closes = job.closes_on ? ` ${t(lang, 'seoApplyBy', { date: formatDate(lang, job.closes_on) })}` : '';
  return {
    ...head,
    title: job.title,
    description: shorten(`${who ? `${who}.` : ''}${closes} ${job.description}`) || head.description,
    publishedTime: job.published_at,
    jsonLd: jobPosting(job, pageUrl(base, webPaths.job(job.id), 'en')),
  };
}

export async function jobHead(
  ctx: Ctx,
  input: { id: string; base: Base; lang?: Language },
): Promise<PageHead> {
  return jobItemHead(await getJob(ctx, { id: input.id, lang: input.lang }), input.base, input.lang);
}

/** The head of a page that is not there (an unknown or unpublished item): the site's, not indexed. */
export function notFoundHead(base: Base, pathname: string, lang: Language = 'en'): PageHead {
  return { ...defaults(base, pathname, lang), title: t(lang, 'seoPageNotFound'), noindex: true };
}

/** At most this many news items and as many jobs in the sitemap (one file holds 50,000 addresses). */
export const SITEMAP_MAX_PER_KIND = 10_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** Every item of a published list, page by page through its service, up to SITEMAP_MAX_PER_KIND. */
async function allOf<T>(list: (input: PageInput) => Promise<Slice<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await list({ cursor, perPage: 500 });
    items.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < SITEMAP_MAX_PER_KIND);
  return items.slice(0, SITEMAP_MAX_PER_KIND);
}

/** The public pages: home, the halls, every published news item and every job still open. */
export async function sitemapEntries(ctx: Ctx, base: Base): Promise<SitemapEntry[]> {
  const [news, jobs] = await Promise.all([
    allOf((input) => listNews(ctx, input)),
    allOf((input) => listJobs(ctx, input)),
  ]);
  const day = (instant: string | null) => (instant ? { lastmod: instant.slice(0, 10) } : {});
  return [
    { loc: `${base}${WEB_PAGES.home}` },
    { loc: `${base}${WEB_PAGES.halls}` },
    ...news.map((item) => ({ loc: `${base}${webPaths.newsItem(item.id)}`, ...day(item.published_at) })),
    ...jobs.map((job) => ({ loc: `${base}${webPaths.job(job.id)}`, ...day(job.published_at) })),
  ];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The rules for crawlers (the build's robots.txt, else these), with the sitemap's address. */
export const DEFAULT_ROBOTS = `User-agent: *
Allow: /api/news-images/
Disallow: /api/
Allow: /
`;

export function renderRobots(rules: string | null, base: Base): string {
  const body = (rules ?? DEFAULT_ROBOTS).replace(/^Sitemap:.*$/gim, '').trimEnd();
  return `${body}\n\nSitemap: ${base}/sitemap.xml\n`;
}
