import type { FastifyRequest } from 'fastify';
import { type Ctx, userIdOf } from '../context.ts';
import { AppError, fieldError } from './errors.ts';
import { enforceRateLimits } from './rate-limit.ts';
import { msg } from '../i18n/translate.ts';

/**
 * Counts one upload of the signed-in account against UPLOADS_PER_HOUR, every upload route together
 * (a profile's pictures, a news item's picture), before its bytes are read: each is decoded and
 * re-encoded, the most costly work a member can ask for. Past the limit, 429 with Retry-After.
 */
export async function countUpload(ctx: Ctx): Promise<void> {
  const { deps } = ctx;
  await enforceRateLimits(
    deps.database.db,
    deps.clock,
    [{ key: `upload:user:${userIdOf(ctx)}`, limit: deps.config.UPLOADS_PER_HOUR, windowSeconds: 3600 }],
    msg('tooManyUploads'),
  );
}

/** A multipart type whose boundary is given: busboy cannot split a body without one. */
const MULTIPART_WITH_BOUNDARY = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=("[^"]+"|[^\s;]+)/i;

/**
 * The bytes of the one file of a multipart/form-data request, in form field `field`. Anything that is
 * not a readable multipart body with that file (no boundary, a malformed or cut-off body) is a 422 on
 * the field; limits keep their own answers (413 for a file too large).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  limits?: { fileSize: number; files: number; fields: number },
): Promise<Buffer> {
  const unreadable = () => fieldError(field, 'sendAsUpload', { field });
  if (!request.isMultipart() || !MULTIPART_WITH_BOUNDARY.test(request.headers['content-type'] ?? '')) {
    throw unreadable();
  }
  try {
    const part = await request.file(limits ? { limits } : undefined);
    if (!part || part.fieldname !== field) throw fieldError(field, 'fieldRequired', { field });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    // busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no status.
    throw unreadable();
  }
}
