import { MATRIMONIAL_LIMITS } from '@samaj/shared';
import sharp from 'sharp';
import { fieldError } from '../../lib/errors.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format the bytes say they are (the name and the declared type are not trusted). */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const invalid = (message: string) => fieldError('picture', message);

/**
 * Checks an upload by content and re-encodes it: a large WebP (at most 1280 px a side) and a
 * 320 px thumbnail. Re-encoding drops every metadata block (EXIF with GPS, comments...).
 */
export async function processPicture(buf: Buffer): Promise<{ large: Buffer; thumb: Buffer }> {
  const kind = sniffImage(buf);
  if (!kind) throw invalid('The picture must be a JPEG, PNG or WebP image.');
  const options = { limitInputPixels: MATRIMONIAL_LIMITS.maxPicturePixels, failOn: 'error' as const };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(buf, options).metadata();
  } catch {
    throw invalid('The picture could not be read as an image.');
  }
  if (meta.format !== kind) throw invalid('The picture must be a JPEG, PNG or WebP image.');
  if (!meta.width || !meta.height || meta.width * meta.height > MATRIMONIAL_LIMITS.maxPicturePixels) {
    throw invalid(
      `The picture must have at most ${MATRIMONIAL_LIMITS.maxPicturePixels / 1_000_000} megapixels.`,
    );
  }
  if ((meta.pages ?? 1) > 1) throw invalid('Animated pictures are not accepted.');
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = sharp(buf, options).rotate();
    const [large, thumb] = await Promise.all([
      base
        .clone()
        .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      base
        .clone()
        .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { large, thumb };
  } catch {
    throw invalid('The picture could not be read as an image.');
  }
}
