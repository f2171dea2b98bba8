import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../../deps.ts';
import type { Database } from '../../../db/client.ts';
import { loadAppSecret } from '../../../lib/app-secrets.ts';
import { hmacSha256 } from '../../../lib/hmac.ts';

/**
 * Picture URLs carry a signature because <img> cannot send a bearer header. The key lives in the
 * database (app_secrets), created by whichever app server needs it first, so every server agrees.
 */
const SECRET_NAME = 'picture_url_key';
const LIFETIME_S = 3600;
/** Expiries are rounded up to this step so the same URL (and the browser's cache) holds a while. */
const STEP_S = 300;

const keys = new WeakMap<Database, Promise<Buffer>>();

export async function pictureKey(deps: AppDeps): Promise<Buffer> {
  let key = keys.get(deps.database);
  if (!key) {
    key = loadAppSecret(deps.database.db, SECRET_NAME);
    keys.set(deps.database, key);
    key.catch(() => keys.delete(deps.database));
  }
  return key;
}

export type PictureVariant = 'large' | 'thumb';

const signers = new WeakMap<Buffer, (message: string) => string>();

/** HMAC-SHA256; one signature serves both sizes of a picture (a search page signs twenty pictures). */
function mac(key: Buffer, pictureId: string, viewer: string, expires: number): string {
  let sign = signers.get(key);
  if (!sign) {
    sign = hmacSha256(key);
    signers.set(key, sign);
  }
  return sign(`${pictureId}.${viewer}.${expires}`);
}

/** Makes URLs for one viewer (a user id): the URLs only work for that user, until they expire. */
export interface PictureSigner {
  urls(pictureId: string): Record<PictureVariant, string>;
}

export async function pictureSigner(deps: AppDeps, viewerUserId: string): Promise<PictureSigner> {
  const key = await pictureKey(deps);
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const expires = Math.ceil((nowS + LIFETIME_S) / STEP_S) * STEP_S;
  const base = (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');
  return {
    urls(pictureId) {
      const query = `?u=${viewerUserId}&e=${expires}&s=${mac(key, pictureId, viewerUserId, expires)}`;
      const path = `${base}/api/matrimonial/picture-files/${pictureId}`;
      return { large: `${path}/large${query}`, thumb: `${path}/thumb${query}` };
    },
  };
}

/** The viewer a signed URL was made for, or null if the signature is wrong or expired. */
export async function verifyPictureUrl(
  deps: AppDeps,
  pictureId: string,
  variant: string,
  q: { u?: string; e?: string; s?: string },
): Promise<string | null> {
  if (!q.u || !q.e || !q.s || !/^\d{1,12}$/.test(q.e)) return null;
  const expires = Number(q.e);
  if (expires * 1000 <= deps.clock.now().getTime()) return null;
  const key = await pictureKey(deps);
  if (variant !== 'large' && variant !== 'thumb') return null;
  const expected = Buffer.from(mac(key, pictureId, q.u, expires));
  const given = Buffer.from(q.s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return q.u;
}
