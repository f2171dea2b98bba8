import { expect } from 'vitest';

/** Reading the tags of a page's `<head>` as the share-preview routes write them (domains/seo). */

/** The decoded content of each `<meta property|name="key">`, in order. */
export function metas(html: string, key: string): string[] {
  const re = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`,
    'g',
  );
  return [...html.matchAll(re)].map((m) => decode(m[1]!));
}
export const meta = (html: string, key: string) => {
  const found = metas(html, key);
  expect(found, key).toHaveLength(1);
  return found[0]!;
};
export function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
export const titleOf = (html: string) => {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decode(titles[0]![1]!);
};
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
