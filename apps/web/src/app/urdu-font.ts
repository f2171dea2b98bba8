import regular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import bold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url';

import { localSource, URDU_FALLBACK_FACES } from './urdu-font-fallback.ts';
import { ARABIC_RANGE } from './urdu-font-range.ts';

let added = false;

/**
 * Noto Naskh Arabic for Urdu, in its own chunk loaded only when Urdu is chosen: the faces are declared
 * here and the browser fetches a file only when Urdu text is drawn (the service worker then keeps it).
 */
export function loadUrduFont(): void {
  if (added || typeof FontFace === 'undefined') return;
  added = true;
  // The server declared the faces in the page already (decision 033): they are not declared twice.
  if (document.querySelector('style[data-urdu-font]')) return;
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
  // The installed fonts sized to Noto Naskh, shown while its file downloads (decision 036).
  for (const face of URDU_FALLBACK_FACES) {
    // `sizeAdjust` is a FontFace descriptor (Chromium 92, Safari 17) that TypeScript's DOM types lack.
    const descriptors: FontFaceDescriptors & { sizeAdjust: string } = {
      weight: face.weight,
      style: 'normal',
      unicodeRange: ARABIC_RANGE,
      sizeAdjust: face.sizeAdjust,
      ascentOverride: face.ascentOverride,
      descentOverride: face.descentOverride,
      lineGapOverride: face.lineGapOverride,
    };
    document.fonts.add(new FontFace(face.family, localSource(face), descriptors));
  }
}
