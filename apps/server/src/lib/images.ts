import sharp, { type Metadata } from 'sharp';
import { fieldError } from './errors.ts';
import { type Localized, msg } from '../i18n/translate.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

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

export interface ReencodeOptions {
  /** The form field a refusal is reported on (`picture`, `image`). */
  field: string;
  /** How the messages name the upload ("picture", "image"). */
  noun: string;
  maxPixels: number;
  /** One WebP per entry, fitted inside `side` × `side` (never enlarged). */
  sizes: { side: number; quality: number }[];
}

/**
 * Checks an upload by content (JPEG, PNG or WebP, within the pixel limit, not animated) and
 * re-encodes it to WebP in each size asked. Re-encoding drops every metadata block (EXIF with GPS,
 * comments...); rotate() first applies the EXIF orientation.
 */
export async function reencodeImage(buf: Buffer, opts: ReencodeOptions): Promise<Buffer[]> {
  const invalid = (message: Localized) => fieldError(opts.field, message);
  const wrongType = msg('imageType', { noun: opts.noun });
  const unreadable = msg('imageUnreadable', { noun: opts.noun });
  const kind = sniffImage(buf);
  if (!kind) throw invalid(wrongType);
  const options = { limitInputPixels: opts.maxPixels, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(buf, options).metadata();
  } catch {
    throw invalid(unreadable);
  }
  if (meta.format !== kind) throw invalid(wrongType);
  if (!meta.width || !meta.height || meta.width * meta.height > opts.maxPixels) {
    throw invalid(msg('imagePixels', { noun: opts.noun, max: opts.maxPixels / 1_000_000 }));
  }
  if ((meta.pages ?? 1) > 1) throw invalid(msg('imageAnimated', { noun: opts.noun }));
  try {
    const base = sharp(buf, options).rotate();
    return await Promise.all(
      opts.sizes.map(({ side, quality }) =>
        base
          .clone()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality })
          .toBuffer(),
      ),
    );
  } catch {
    throw invalid(unreadable);
  }
}
