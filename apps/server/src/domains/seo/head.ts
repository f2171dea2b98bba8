import { LANGUAGES, RTL_LANGUAGES, type Language } from '@samaj/shared';
import { z } from 'zod';
import { t } from '../../i18n/translate.ts';

/**
 * What a page tells link previews (WhatsApp, Facebook, X) and search engines before any script runs:
 * the title, a short description, its one address, a picture, and optionally structured data.
 * Every value is plain text; renderHead escapes it.
 */
export const pageHead = z.object({
  /** The language the texts are in (the link's `?lang=`, else the asker's Accept-Language, else en). */
  lang: z.enum(LANGUAGES),
  /** The page's path, for the same page's address in the other languages. */
  path: z.string(),
  /** The page's own title (the news headline, the job title); `<title>` adds the site name. */
  title: z.string(),
  description: z.string(),
  /** Absolute URL of the page, without query string. */
  canonical: z.string(),
  /** Absolute URL of the picture (http or https). */
  image: z.string(),
  imageAlt: z.string(),
  /** Width and height, when known (the site's default picture); a news picture's are not. */
  imageSize: z.object({ width: z.number(), height: z.number() }).nullable(),
  type: z.enum(['website', 'article']),
  publishedTime: z.string().nullable(),
  /** schema.org data (a JobPosting), written as JSON-LD. */
  jsonLd: z.record(z.string(), z.unknown()).nullable(),
  /** Pages that are not there: kept out of search results. */
  noindex: z.boolean(),
});
export type PageHead = z.infer<typeof pageHead>;

export const SITE_NAME = 'Samaj';

/** Open Graph's locale of each language (they are India's). */
const OG_LOCALE = { en: 'en_IN', gu: 'gu_IN', hi: 'hi_IN', ur: 'ur_IN' } as const;

/** The page's address in `lang` (`?lang=` for all but English, which the app reads too). */
function addressIn(head: PageHead, lang: (typeof LANGUAGES)[number]): string {
  const base = new URL(head.canonical);
  return `${base.origin}${head.path}${lang === 'en' ? '' : `?lang=${lang}`}`;
}

/** Text for an HTML attribute value or element content: nothing in it can open or close markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON to sit inside `<script type="application/ld+json">`: still the same JSON to a parser, but
 * with no `<`, `>` or `&` in it, so a `</script>` or `<!--` inside a value cannot end the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whitespace folded, and cut at a word to at most `max` characters (with an ellipsis when cut). */
export function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The tags for `<head>`, one a line. */
export function renderHead(head: PageHead): string {
  const title = head.title === SITE_NAME ? SITE_NAME : `${head.title} · ${SITE_NAME}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    ...LANGUAGES.filter((lang) => lang !== head.lang).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[lang]),
    ),
    ...LANGUAGES.map(
      (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(addressIn(head, lang))}" />`,
    ),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    ...(head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return lines.join('\n    ');
}

/**
 * The build's `<noscript>` line (English) in the page's language: what a browser without JavaScript
 * shows, in the language the rest of the page is in.
 */
export function withNoscriptIn(html: string, lang: Language): string {
  return html.replace(
    /<noscript>[^<]*<\/noscript>/i,
    () => `<noscript>${escapeHtml(t(lang, 'seoNeedsJavaScript'))}</noscript>`,
  );
}

/**
 * The built index.html with the page's head: the build's own `<title>` and description are replaced,
 * the other tags go before `</head>`.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const dir = RTL_LANGUAGES.includes(head.lang) ? 'rtl' : 'ltr';
  const stripped = withNoscriptIn(indexHtml, head.lang)
    // The page's language on <html>, so a crawler (and the first paint) reads it right; the app keeps it.
    .replace(/<html\b[^>]*>/i, `<html lang="${head.lang}" dir="${dir}">`)
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\n?/i, '');
  const tags = renderHead(head);
  // A function replacement, so a `$&` or `$'` in the content is not read as a pattern.
  if (/<\/head>/i.test(stripped)) return stripped.replace(/\s*<\/head>/i, () => `\n    ${tags}\n  </head>`);
  return `${tags}\n${stripped}`;
}
