import { randomUUID } from 'node:crypto';
import { NEWS_LIMITS } from '@samaj/shared';
import { reencodeImage } from '../../lib/images.ts';

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

/** A news picture: one WebP of at most NEWS_LIMITS.imageSide a side, metadata dropped. */
export async function processNewsImage(buf: Buffer): Promise<Buffer> {
  const [webp] = await reencodeImage(buf, {
    field: 'image',
    noun: 'image',
    maxPixels: NEWS_LIMITS.maxImagePixels,
    sizes: [{ side: NEWS_LIMITS.imageSide, quality: 80 }],
  });
  return webp!;
}
