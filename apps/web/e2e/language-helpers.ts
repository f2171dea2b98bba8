import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type Request } from '@playwright/test';
import { axe } from './a11y.ts';

/** What languages.spec.ts checks on each screen in each language. */

export type Language = 'gu' | 'hi' | 'ur';

type Json = { [key: string]: string | Json };
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Json;

function flatten(json: Json, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(json)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(at, value);
    else flatten(value, at, into);
  }
  return into;
}

/** Every string of a language, keyed `file:key` (`main` for `<lng>.json`). */
export function stringsOf(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const [k, v] of flatten(readJson(`${language}.json`))) all.set(`main:${k}`, v);
  for (const file of readdirSync(path.join(localesDir, 'en'))) {
    const ns = file.replace(/\.json$/, '');
    for (const [k, v] of flatten(readJson(`${language}/${file}`))) all.set(`${ns}:${k}`, v);
  }
  return all;
}

const english = stringsOf('en');
const strings = new Map<string, Map<string, string>>([['en', english]]);

/** A string of `language` by `file:key` (`main:` for the first-load strings), its {{placeholders}} filled. */
export function say(language: string, key: string, values: Record<string, string | number> = {}): string {
  let own = strings.get(language);
  if (!own) strings.set(language, (own = stringsOf(language)));
  const text = own.get(key);
  if (text === undefined) throw new Error(`no string ${key} in ${language}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** English strings that must not show in `language`: those it translates differently (no placeholders). */
function englishOnlyStrings(language: Language): string[] {
  const own = stringsOf(language);
  return [...english]
    .filter(([key, value]) => own.get(key) !== value && !/\{\{|<\d/.test(value) && /\p{L}{2,}/u.test(value))
    .map(([, value]) => value.trim());
}

/** Keys as they would show when missing: `nav.home`, `matrimonial.search.title`. */
const namespaces = new Set(
  [...english.keys()].map((key) => key.replace(/^[a-z]+:/, '').split('.')[0]).filter(Boolean),
);
const RAW_KEY = new RegExp(`^(?:${[...namespaces].join('|')})(?:\\.[A-Za-z0-9_]+)+$`);

/** Text nodes, labels and placeholders on the page, except the language names in the switcher. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const root = document.documentElement.lang;
    const foreign = (el: Element | null) => {
      const own = el?.closest('[lang]');
      return (
        own !== null &&
        own !== undefined &&
        own !== document.documentElement &&
        own.getAttribute('lang') !== root
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || foreign(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (foreign(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/**
 * No request of the page in flight for `quietMs` (those started from now on). Not Playwright's
 * 'networkidle': a signed-in page keeps its live stream (GET /api/events) open, so that never comes
 * (decision 057); the stream is left out here.
 */
async function requestsSettled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  const start = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/events')) inFlight.add(request);
  };
  const end = (request: Request) => inFlight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await page.waitForLoadState('load');
    const until = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

export async function checkLanguageScreen(page: Page, language: Language, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr');
  // Let Mantine's media queries and the page's own requests settle.
  await requestsSettled(page);
  await page.waitForTimeout(250);

  const texts = await shownTexts(page);
  expect(
    texts.filter((text) => RAW_KEY.test(text)),
    `${language} ${name}: raw keys`,
  ).toEqual([]);
  const englishOnly = new Set(englishOnlyStrings(language));
  expect(
    texts.filter((text) => englishOnly.has(text)),
    `${language} ${name}: English UI text`,
  ).toEqual([]);

  const dir = process.env.E2E_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(250);
    const results = await axe(page);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      `${language} ${name} at ${width}: axe`,
    ).toEqual([]);
    if (width === 390) {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${language} ${name}: wider than a 390 px phone`,
      ).toBeLessThanOrEqual(390);
    }
    if (dir && language === 'ur') {
      await page.screenshot({ path: `${dir}/ur-${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
