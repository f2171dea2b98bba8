import { afterEach, describe, expect, it, vi } from 'vitest';
import { URDU_FALLBACK_FACES } from './urdu-font-fallback.ts';

/** What the app hands the browser: FontFace's arguments, in order. */
function recordFaces() {
  const faces: { family: string; source: string; descriptors: Record<string, string> }[] = [];
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(family: string, source: string, descriptors: Record<string, string>) {
        faces.push({ family, source, descriptors });
      }
    },
  );
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: vi.fn() } });
  return faces;
}

describe('loadUrduFont', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.head.innerHTML = '';
  });

  it('declares Noto Naskh Arabic and the fallbacks sized to it (decision 036), once', async () => {
    const faces = recordFaces();
    const { loadUrduFont } = await import('./urdu-font.ts');
    loadUrduFont();
    loadUrduFont();
    expect(faces.map((f) => f.family)).toEqual([
      'Noto Naskh Arabic',
      'Noto Naskh Arabic',
      ...URDU_FALLBACK_FACES.map((f) => f.family),
    ]);
    expect(faces[0]!.descriptors.display).toBe('swap');
    const dejavu = faces.find((f) => f.family === 'Naskh Fallback DejaVu')!;
    expect(dejavu.source).toBe("local('DejaVu Sans'),local('DejaVuSans')");
    expect(dejavu.descriptors).toMatchObject({
      weight: '400',
      sizeAdjust: '84.06%',
      ascentOverride: '127.18%',
      descentOverride: '75.43%',
      lineGapOverride: '0.00%',
    });
    expect(dejavu.descriptors.unicodeRange).toMatch(/^U\+0600-06FF/);
    expect(document.fonts.add).toHaveBeenCalledTimes(2 + URDU_FALLBACK_FACES.length);
  });

  it('declares nothing when the server put the faces in the page', async () => {
    const faces = recordFaces();
    document.head.innerHTML = '<style data-urdu-font></style>';
    const { loadUrduFont } = await import('./urdu-font.ts');
    loadUrduFont();
    expect(faces).toEqual([]);
  });
});
