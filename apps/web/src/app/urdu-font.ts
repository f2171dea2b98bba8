import regular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import bold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url';

/** The Arabic script's code points (Fontsource's `arabic` subset): Latin text keeps the phone's font. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

let added = false;

/**
 * Noto Naskh Arabic for Urdu, in its own chunk loaded only when Urdu is chosen: the faces are declared
 * here and the browser fetches a file only when Urdu text is drawn (the service worker then keeps it).
 */
export function loadUrduFont(): void {
  if (added || typeof FontFace === 'undefined') return;
  added = true;
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Naskh Arabic', `url(${url}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: ARABIC_RANGE,
      }),
    );
  }
}
