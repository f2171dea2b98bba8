import { randomUUID } from 'node:crypto';
import { NEWS_LIMITS } from '@samaj/shared';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { fieldError } from '../../lib/errors.ts';

/** Storage keys of news pictures: `news-images/<uuid>.webp`, served publicly at /api/news-images/<file>. */
export const NEWS_IMAGE_PREFIX = 'news-images/';
export const NEWS_IMAGE_FILE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const newNewsImageFile = () => `${randomUUID()}.webp`;

/** The file name of one of our uploads behind an image_url, or null for an outside address. */
export function newsImageFileOf(imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const match = /\/api\/news-images\/([^/?#]+)$/.exec(imageUrl);
  return match && NEWS_IMAGE_FILE_RE.test(match[1]!) ? match[1]! : null;
}

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format the bytes say they are (the file name and the declared type are not trusted). */
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

const invalid = (message: string) => fieldError('image', message);

/**
 * Checks an upload by content and re-encodes it to WebP of at most 1280 px a side. Re-encoding drops
 * every metadata block (EXIF with GPS, comments...).
 */
export async function processNewsImage(buf: Buffer): Promise<Buffer> {
  const kind = sniffImage(buf);
  if (!kind) throw invalid('The image must be a JPEG, PNG or WebP image.');
  const options = { limitInputPixels: NEWS_LIMITS.maxImagePixels, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(buf, options).metadata();
  } catch {
    throw invalid('The image could not be read.');
  }
  if (meta.format !== kind) throw invalid('The image must be a JPEG, PNG or WebP image.');
  if (!meta.width || !meta.height || meta.width * meta.height > NEWS_LIMITS.maxImagePixels) {
    throw invalid(`The image must have at most ${NEWS_LIMITS.maxImagePixels / 1_000_000} megapixels.`);
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await sharp(buf, options)
      .rotate()
      .resize({
        width: NEWS_LIMITS.imageSide,
        height: NEWS_LIMITS.imageSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid('The image could not be read.');
  }
}
