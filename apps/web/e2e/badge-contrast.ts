import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Badges, chips and pills as they are drawn (docs/api.md, What families read): axe reads the CSS colours, and twice passed a
 * label drawn in its own colour (Mantine's `color="x.N" variant="light"`). This takes a screenshot of
 * each one's inner part (its rounded corners and border left out), finds its background (the commonest
 * colour) and its ink (the pixel that differs most from it: the middle of a letter's stroke), and
 * requires 4.5:1 between them, the WCAG ratio for text of this size.
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

/** The background and ink of a screenshot's inner part, and their contrast. */
export async function drawnContrast(
  png: Buffer,
): Promise<{ background: Rgb; ink: Rgb; ratio: number } | null> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  // Leave out the rounded ends and the border: a pill's radius is half its height.
  const insetX = Math.min(Math.ceil(height / 2), Math.floor(width / 4));
  const insetY = Math.max(2, Math.floor(height / 6));
  const w = width - 2 * insetX;
  const h = height - 2 * insetY;
  if (w < 4 || h < 4) return null;
  const { data, info } = await image
    .extract({ left: insetX, top: insetY, width: w, height: h })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
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

async function describe(badge: Locator): Promise<string> {
  return ((await badge.textContent()) ?? '').trim() || (await badge.getAttribute('class')) || 'a badge';
}

/**
 * Whether something else is drawn over the middle of the badge (an open dialog or its overlay, a toast,
 * a sticky bar): its screenshot would be that, not the badge, which nobody reads there at that moment.
 */
async function covered(badge: Locator): Promise<boolean> {
  await badge.scrollIntoViewIfNeeded();
  return badge.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top === null || !(el === top || el.contains(top) || top.contains(el));
  });
}

/** Every visible badge, chip and pill on the page reads at 4.5:1 or better as drawn. */
export async function expectBadgesReadable(page: Page): Promise<void> {
  const badges = page.locator(SELECTOR);
  const unreadable: string[] = [];
  for (const badge of await badges.all()) {
    if (!(await badge.isVisible())) continue;
    // A dot without words (an unread count's marker is a number, which counts) carries no text to read.
    if (!((await badge.textContent()) ?? '').trim()) continue;
    const box = await badge.boundingBox();
    if (!box || box.width < 8 || box.height < 8) continue;
    if (await covered(badge)) continue;
    const measured = await drawnContrast(await badge.screenshot({ animations: 'disabled' }));
    if (measured && measured.ratio < MINIMUM) {
      unreadable.push(
        `"${await describe(badge)}": ${measured.ratio.toFixed(2)}:1 (ink rgb(${measured.ink.join(',')}) on rgb(${measured.background.join(',')}))`,
      );
    }
  }
  expect(unreadable, `badges under ${MINIMUM}:1 as drawn on ${page.url()}`).toEqual([]);
}
