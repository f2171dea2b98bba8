import { isIP } from 'node:net';
import { z } from 'zod';

/** How config.ts reads the values of some settings (each checked once, at start-up). */

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: `false`, a number of trusted hops, or a list of proxy addresses / CIDRs (decision 017).
 * `true` would let any client choose its address with X-Forwarded-For, so it is refused.
 */
export const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (['false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust every hop, so any client could choose its address; give the number of proxies in front (e.g. 1) or their addresses',
    });
    return z.NEVER;
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const valid = (entry: string) => {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  if (entries.length === 0 || !entries.every(valid)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, a number of trusted proxies (e.g. 1), or comma-separated proxy addresses/CIDRs',
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * PUBLIC_URL: the http(s) address the site is reached at, kept without a trailing slash (links are
 * written on it as `${PUBLIC_URL}/path`).
 */
export const publicUrl = z
  .url()
  .refine((value) => {
    // Runs after z.url() too when that failed (zod goes on checking): a value that is no URL at all.
    const url = URL.canParse(value) ? new URL(value) : null;
    return (url?.protocol === 'https:' || url?.protocol === 'http:') && !url.search && !url.hash;
  }, 'must be the http(s) address the site is reached at, like https://samaj.example.org')
  .transform((value) => value.replace(/\/+$/, ''));

export const countryCodes = z
  .string()
  .transform((v) => v.split(',').map((c) => c.trim()))
  .pipe(z.array(z.string().regex(/^\+[1-9]\d{0,3}$/, 'must be country codes like +91,+971')).min(1));

export const appVersion = z.string().regex(/^\d+(\.\d+){0,3}$/, 'must be a version like 1.4.0');

export const serviceAccountMessage =
  'must be the JSON of a Firebase service account (project_id, client_email, private_key)';
export function isServiceAccountJson(value: string): boolean {
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return ['project_id', 'client_email', 'private_key'].every((k) => typeof parsed[k] === 'string');
  } catch {
    return false;
  }
}
