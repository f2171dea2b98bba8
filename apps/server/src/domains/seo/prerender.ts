import { RTL_LANGUAGES, WEB_PAGES, type Language } from '@samaj/shared';
import { z } from 'zod';
import { PRERENDER_GATE_SCRIPT, PRERENDER_STYLE } from '../../plugins/prerender-gate.ts';
import { escapeHtml, withNoscriptIn } from './head.ts';

/** The public pages the build prerenders (apps/web/src/build/prerender.ts), by path. */
export const PRERENDERED_PAGES = { [WEB_PAGES.halls]: 'halls', [WEB_PAGES.login]: 'login' } as const;

/**
 * An Urdu page's font declarations from what the build writes (`font.ur.json`), or '': Noto Naskh Arabic
 * (`head`, `<style data-urdu-font>`) and the installed fonts sized to it (`fallbacks`, decision 036),
 * these only on a page the app draws. On a prerendered page (`drawn`) the app's first render replaces
 * the drawn text: drawn in a sized fallback, whose letters' ink is smaller than Noto's tall marks, it
 * made the app's text in Noto the page's new largest paint (at the script's run); drawn in the phone's
 * own font, unsized, it stays the largest, and it shifted little at the swap (decision 033's figures).
 */
export function fontHeadOf(value: unknown, drawn = false): string {
  const parsed = z.object({ head: z.string(), fallbacks: z.string().optional() }).safeParse(value);
  if (!parsed.success) return '';
  const { head, fallbacks } = parsed.data;
  return drawn || !fallbacks ? head : `${head}\n    ${fallbacks}`;
}

/** One page in one language as the built app first drew it, before any API answer or script. */
const prerendered = z.object({
  htmlAttributes: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.string()),
  head: z.string(),
  root: z.string(),
});
export type Prerendered = z.infer<typeof prerendered>;

/** The build's entry: `<script type="module" crossorigin src="/assets/index-….js"></script>`. */
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\ssrc="[^"]+")[^>]*><\/script>/i;

/** The build's capture, or null when there is none (no build, or built without Chromium) or it is not one. */
export function parsePrerendered(value: unknown): Prerendered | null {
  const parsed = prerendered.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The app's page with its prerendered markup (decision 033): `<html>` in the page's language and
 * direction with the app's attributes, the app's styles and the gate in `<head>`, and the markup in
 * `#root`, which the app's first render replaces. Without a capture, only the language is set. An Urdu
 * page (prerendered or not) gets the font's declaration (`fontHead`, decision 033).
 */
export function withPrerendered(
  html: string,
  lang: Language,
  page: Prerendered | null,
  fontHead = '',
): string {
  const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  const attributes = Object.entries(page?.htmlAttributes ?? {})
    .filter(([name]) => name !== 'lang' && name !== 'dir')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const withLang = withNoscriptIn(html, lang).replace(
    /<html\b[^>]*>/i,
    `<html lang="${lang}" dir="${dir}"${attributes}>`,
  );
  if (!/<\/head>/i.test(withLang)) return withLang;
  if (!page || !/<div id="root"><\/div>/.test(withLang)) {
    return fontHead ? withLang.replace(/\s*<\/head>/i, () => `\n    ${fontHead}\n  </head>`) : withLang;
  }
  const head = [`<style>${PRERENDER_STYLE}</style>`, page.head, fontHead].filter(Boolean).join('\n    ');
  // Function replacements: a `$&` in the markup is not read as a pattern. The gate first in <head> (after the
  // charset, which must come within its first 1024 bytes): an inline script after a stylesheet waits for it.
  const gateAfter = /<meta charset=[^>]*>/i.test(withLang) ? /<meta charset=[^>]*>/i : /<head>/i;
  // The app's entry is fetched and run by the gate once the prerendered page has painted. Not preloaded:
  // Lighthouse counts every request begun before the first paint in that paint (its simulation).
  const entry = ENTRY_SCRIPT.exec(withLang);
  const entrySrc = entry ? /\ssrc="([^"]+)"/.exec(entry[0])?.[1] : undefined;
  const gate = entrySrc
    ? `<script data-app="${escapeHtml(entrySrc)}">${PRERENDER_GATE_SCRIPT}</script>`
    : `<script>${PRERENDER_GATE_SCRIPT}</script>`;
  return withLang
    .replace(ENTRY_SCRIPT, '')
    .replace(gateAfter, (start) => `${start}\n    ${gate}`)
    .replace(/\s*<\/head>/i, () => `\n    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root"><div data-prerendered>${page.root}</div></div>`);
}
