import { MATRIMONIAL_LIMITS } from '@samaj/shared';
import { reencodeImage } from '../../../lib/images.ts';

/** A profile picture: a large WebP (at most 1280 px a side) and a 320 px thumbnail, metadata dropped. */
export async function processPicture(buf: Buffer): Promise<{ large: Buffer; thumb: Buffer }> {
  const [large, thumb] = await reencodeImage(buf, {
    field: 'picture',
    noun: 'picture',
    maxPixels: MATRIMONIAL_LIMITS.maxPicturePixels,
    sizes: [
      { side: 1280, quality: 80 },
      { side: 320, quality: 75 },
    ],
  });
  return { large: large!, thumb: thumb! };
}
