// Draws every app icon from one mark (the favicon's "S" on indigo): the web app's manifest icons, the
// Apple touch icon, Android's launcher, adaptive, notification and splash images, and iOS's app icon and
// splash. The PNGs are committed; run again after changing the mark:
//   node apps/web/scripts/generate-icons.mjs
// (sharp comes with the server workspace.)
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BRAND = '#3b5bdb';
/** The letter, drawn in a 64 x 64 box (the favicon's). */
const GLYPH =
  'M42 20.5c-2.6-2.2-6-3.5-9.8-3.5-6.4 0-10.7 3.4-10.7 8.3 0 4.6 3.3 6.7 9.6 8.1 4.6 1 6 1.9 6 3.8 0 2-2 3.3-5.2 3.3-3.6 0-6.6-1.4-9.1-3.8l-3.6 4.6c3 2.9 7.6 4.7 12.5 4.7 7 0 11.6-3.5 11.6-8.8 0-4.7-3.1-6.9-9.9-8.4-4.3-.9-5.7-1.7-5.7-3.4 0-1.7 1.7-2.9 4.5-2.9 2.6 0 5.1 1 7 2.6z';

/** `shape`: the background (rounded square, full square, circle or none); `zoom` < 1 leaves more margin. */
function svg({ shape, zoom = 1, glyph = '#fff' }) {
  const box = 64 / zoom;
  const o = (64 - box) / 2;
  const bg = {
    rounded: `<rect x="${o}" y="${o}" width="${box}" height="${box}" rx="${14 / zoom}" fill="${BRAND}"/>`,
    square: `<rect x="${o}" y="${o}" width="${box}" height="${box}" fill="${BRAND}"/>`,
    circle: `<circle cx="32" cy="32" r="${box / 2}" fill="${BRAND}"/>`,
    none: '',
  }[shape];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${o} ${o} ${box} ${box}">${bg}<path d="${GLYPH}" fill="${glyph}"/></svg>`,
  );
}

async function png(file, size, spec, { opaque = false } = {}) {
  const out = path.join(web, file);
  mkdirSync(path.dirname(out), { recursive: true });
  let image = sharp(svg(spec), { density: Math.max(72, (72 * size) / 16) }).resize(size, size);
  if (opaque) image = image.flatten({ background: BRAND });
  await image.png({ compressionLevel: 9 }).toFile(out);
}

/** A splash: the mark in the middle of a white screen. */
async function splash(file, width, height) {
  const out = path.join(web, file);
  const mark = Math.round(Math.min(width, height) * 0.28);
  const logo = await sharp(svg({ shape: 'rounded' }), { density: 600 })
    .resize(mark, mark)
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(out);
}

// The web app (manifest, Apple touch icon). Maskable icons keep the mark inside the 80 % safe circle.
await png('public/pwa-192x192.png', 192, { shape: 'rounded' });
await png('public/pwa-512x512.png', 512, { shape: 'rounded' });
await png('public/maskable-icon-512x512.png', 512, { shape: 'square', zoom: 0.8 });
await png('public/apple-touch-icon-180x180.png', 180, { shape: 'square' }, { opaque: true });
await png('public/favicon-48x48.png', 48, { shape: 'rounded' });

// Android: launcher icons per density, the adaptive icon's foreground (108 dp, 72 dp visible) and a
// white notification icon (Android draws it as a silhouette).
const res = 'android/app/src/main/res';
if (existsSync(path.join(web, res))) {
  const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
  /** Portrait splash sizes Capacitor's template uses (landscape swaps them). */
  const splashes = {
    mdpi: [320, 480],
    hdpi: [480, 800],
    xhdpi: [720, 1280],
    xxhdpi: [960, 1600],
    xxxhdpi: [1280, 1920],
  };
  for (const [d, scale] of Object.entries(densities)) {
    const [w, h] = splashes[d];
    await png(`${res}/mipmap-${d}/ic_launcher.png`, 48 * scale, { shape: 'rounded', zoom: 0.92 });
    await png(`${res}/mipmap-${d}/ic_launcher_round.png`, 48 * scale, { shape: 'circle' });
    await png(`${res}/mipmap-${d}/ic_launcher_foreground.png`, 108 * scale, {
      shape: 'none',
      zoom: 72 / 108,
    });
    await png(`${res}/drawable-${d}/ic_stat_notify.png`, 24 * scale, { shape: 'none', zoom: 1.1 });
    await splash(`${res}/drawable-port-${d}/splash.png`, w, h);
    await splash(`${res}/drawable-land-${d}/splash.png`, h, w);
  }
  await splash(`${res}/drawable/splash.png`, 480, 320);
}

// iOS: one 1024 px icon (no transparency allowed) and the splash image set.
const assets = 'ios/App/App/Assets.xcassets';
if (existsSync(path.join(web, assets))) {
  await png(`${assets}/AppIcon.appiconset/AppIcon-512@2x.png`, 1024, { shape: 'square' }, { opaque: true });
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    await splash(`${assets}/Splash.imageset/${name}`, 2732, 2732);
  }
}
console.log('icons written');
