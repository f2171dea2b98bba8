import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Badges, chips and pills as they are drawn (docs/api.md, What families read): axe reads the CSS colours, and twice passed a
 * label drawn in its own colour (Mantine's `color="x.N" variant="light"`). This measures each one's inner
 * part as drawn (its rounded corners and border left out), finds its background (the commonest colour)
 * and its ink (the pixel that differs most from it: the middle of a letter's stroke), and requires 4.5:1
 * between them, the WCAG ratio for text of this size.
 *
 * The pixels come from one screenshot of the viewport, each badge cut out of it in memory (the same
 * pixels as a screenshot of the badge alone: Playwright clips an element's screenshot to the whole
 * pixels around its box, as here). Badges below the fold are scrolled into view as an element's
 * screenshot would, and the viewport shot again: one screenshot per screenful of badges instead of one
 * per badge (a screen in two languages at two widths had some eighty).
 */
const SELECTOR = [
  '.mantine-Badge-root',
  '.mantine-Chip-label',
  '.mantine-Pill-root',
  '.mantine-Indicator-indicator',
  '[data-pill]',
].join(', ');
const MINIMUM = 4.5;

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Raw RGB pixels, row by row. */
type Raw = { data: Buffer; width: number; height: number; channels: number };
/** A rectangle of whole pixels. */
type Area = { left: number; top: number; width: number; height: number };

async function decode(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The background and ink of a badge's inner part (`area` of `raw`, the badge's whole pixels). */
function measure(raw: Raw, area: Area): { background: Rgb; ink: Rgb; ratio: number } | null {
  const { width, height } = area;
  // Leave out the rounded ends and the border: a pill's radius is half its height.
  const insetX = Math.min(Math.ceil(height / 2), Math.floor(width / 4));
  const insetY = Math.max(2, Math.floor(height / 6));
  const w = width - 2 * insetX;
  const h = height - 2 * insetY;
  if (w < 4 || h < 4) return null;
  const counts = new Map<number, number>();
  for (let y = area.top + insetY; y < area.top + insetY + h; y++) {
    for (let x = area.left + insetX; x < area.left + insetX + w; x++) {
      const i = (y * raw.width + x) * raw.channels;
      const key = (raw.data[i]! << 16) | (raw.data[i + 1]! << 8) | raw.data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [bgKey] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const background: Rgb = [(bgKey >> 16) & 255, (bgKey >> 8) & 255, bgKey & 255];
  let ink = background;
  let ratio = 1;
  for (const key of counts.keys()) {
    const colour: Rgb = [(key >> 16) & 255, (key >> 8) & 255, key & 255];
    const c = contrast(background, colour);
    if (c > ratio) [ink, ratio] = [colour, c];
  }
  return { background, ink, ratio };
}

/** The background and ink of a screenshot's inner part, and their contrast. */
export async function drawnContrast(
  png: Buffer,
): Promise<{ background: Rgb; ink: Rgb; ratio: number } | null> {
  const raw = await decode(png);
  return measure(raw, { left: 0, top: 0, width: raw.width, height: raw.height });
}

/** A badge as the page has it now: the n-th match of SELECTOR, its box in CSS pixels of the viewport. */
type Seen = {
  index: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Wholly inside the viewport, so a screenshot of the viewport holds all of it. */
  inView: boolean;
  /**
   * Something else is drawn over its middle (an open dialog or its overlay, a toast, a sticky bar): its
   * pixels would be that, not the badge, which nobody reads there at that moment.
   */
  covered: boolean;
};

/**
 * Every badge that is visible (as Playwright's isVisible has it), carries words (a dot without words
 * carries no text to read; an unread count's marker is a number, which counts) and is at least 8 px
 * each way, in document order.
 */
function survey(page: Page): Promise<{ badges: Seen[]; scale: number }> {
  return page.evaluate((selector) => {
    const badges: Seen[] = [];
    document.querySelectorAll(selector).forEach((el, index) => {
      const style = getComputedStyle(el);
      if (style.display === 'contents') return;
      if (!el.checkVisibility() || style.visibility !== 'visible') return;
      const r = el.getBoundingClientRect();
      if (r.width < 8 || r.height < 8) return;
      const text = (el.textContent ?? '').trim();
      if (!text) return;
      const inView = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
      const top = inView ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
      const covered = inView && (top === null || !(el === top || el.contains(top) || top.contains(el)));
      badges.push({
        index,
        text,
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        inView,
        covered,
      });
    });
    return { badges, scale: devicePixelRatio };
  }, SELECTOR) as Promise<{ badges: Seen[]; scale: number }>;
}

/** The whole pixels around a box, as Playwright clips an element's screenshot (enclosingIntRect). */
function wholePixels(b: Seen, scale: number): Area {
  const left = Math.floor(b.x * scale + 1e-3);
  const top = Math.floor(b.y * scale + 1e-3);
  const right = Math.ceil((b.x + b.width) * scale - 1e-3);
  const bottom = Math.ceil((b.y + b.height) * scale - 1e-3);
  return { left, top, width: right - left, height: bottom - top };
}

const sameBox = (a: Seen, b: Seen) =>
  a.text === b.text && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * Every visible badge, chip and pill on the page reads at 4.5:1 or better as drawn. Says how many it
 * measured and in how many screenshots (E2E_TIMING prints it).
 */
export async function expectBadgesReadable(page: Page): Promise<{ measured: number; screenshots: number }> {
  let measured = 0;
  let screenshots = 0;
  const unreadable: string[] = [];
  const report = (label: string, drawn: ReturnType<typeof measure>) => {
    measured++;
    if (drawn && drawn.ratio < MINIMUM) {
      unreadable.push(
        `"${label}": ${drawn.ratio.toFixed(2)}:1 (ink rgb(${drawn.ink.join(',')}) on rgb(${drawn.background.join(',')}))`,
      );
    }
  };
  /** Badges measured, or passed over as covered, by their place in document order. */
  const done = new Set<number>();
  /** Badges already scrolled into view once. */
  const scrolledTo = new Set<number>();
  for (;;) {
    const { badges, scale } = await survey(page);
    const pending = badges.filter((b) => !done.has(b.index));
    if (pending.length === 0) break;
    let progress = false;
    if (pending.some((b) => b.inView)) {
      const raw = await decode(await page.screenshot({ animations: 'disabled' }));
      screenshots++;
      // As the screenshot has it: finite animations were run to their end for it, and a badge that
      // moved or changed since the survey waits for the next round.
      const after = new Map((await survey(page)).badges.map((b) => [b.index, b]));
      for (const before of pending) {
        const now = after.get(before.index);
        if (!before.inView || !now?.inView || !sameBox(before, now)) continue;
        const area = wholePixels(now, scale);
        // Outside the picture (it should not be): left for the screenshot of it alone below.
        if (!now.covered && (area.left + area.width > raw.width || area.top + area.height > raw.height))
          continue;
        done.add(now.index);
        progress = true;
        if (!now.covered) report(now.text, measure(raw, area));
      }
    }
    if (progress) continue;
    // The first badge still to measure is below the fold (or would not hold still): bring it into view
    // as an element's screenshot does, and measure it, and whatever else is then in view, next round.
    const first = pending[0]!;
    const badge = page.locator(SELECTOR).nth(first.index);
    const scrolled =
      !scrolledTo.has(first.index) &&
      (await badge.evaluate((el, text) => {
        if ((el.textContent ?? '').trim() !== text) return false;
        const r = el.getBoundingClientRect();
        if (r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight) return false;
        (el as Element & { scrollIntoViewIfNeeded?: (center?: boolean) => void }).scrollIntoViewIfNeeded?.(
          true,
        );
        const s = el.getBoundingClientRect();
        return s.left >= 0 && s.top >= 0 && s.right <= innerWidth && s.bottom <= innerHeight;
      }, first.text));
    scrolledTo.add(first.index);
    if (scrolled) continue;
    // Larger than the viewport, or it moves: a screenshot of it alone, as before (the check above,
    // then Playwright's own scrolling and clipping).
    done.add(first.index);
    await badge.scrollIntoViewIfNeeded();
    const covered = await badge.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === null || !(el === top || el.contains(top) || top.contains(el));
    });
    if (covered) continue;
    screenshots++;
    report(first.text, await drawnContrast(await badge.screenshot({ animations: 'disabled' })));
  }
  expect(unreadable, `badges under ${MINIMUM}:1 as drawn on ${page.url()}`).toEqual([]);
  return { measured, screenshots };
}

/**
 * Every visible button's label is drawn inside the button: the box of its words (a Range over the
 * label, which is the font's ascent and descent, marks above and below the line included) lies within
 * the button's box. Urdu's Naskh reaches further above and below the line than Latin letters, and a
 * compact button sized for Latin cut its dots off (language.css). Says how many buttons it measured.
 */
export async function expectButtonLabelsInside(page: Page): Promise<number> {
  const { measured, outside } = await page.evaluate(() => {
    const outside: string[] = [];
    let measured = 0;
    for (const button of document.querySelectorAll('.mantine-Button-root')) {
      const label = button.querySelector('.mantine-Button-label');
      if (!label || !button.checkVisibility() || !(label.textContent ?? '').trim()) continue;
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const words = range.getBoundingClientRect();
      measured++;
      // Half a pixel either way: boxes are placed at fractions of a pixel, and drawn rounded.
      const over = {
        above: box.top - words.top,
        below: words.bottom - box.bottom,
        start: box.left - words.left,
        end: words.right - box.right,
      };
      const past = Object.entries(over).filter(([, by]) => by > 0.5);
      if (past.length > 0) {
        outside.push(
          `"${(label.textContent ?? '').trim()}" (${Math.round(box.width)}×${Math.round(box.height)} px): ${past
            .map(([side, by]) => `${by.toFixed(1)} px ${side}`)
            .join(', ')}`,
        );
      }
    }
    return { measured, outside };
  });
  expect(outside, `button labels drawn outside their button on ${page.url()}`).toEqual([]);
  return measured;
}
