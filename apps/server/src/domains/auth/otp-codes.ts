import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = () => randomBytes(16).toString('base64url');

/** HMAC-SHA256 of the code keyed with the code's own random salt: only this is stored. */
export const hashOtpCode = (code: string, salt: string) =>
  createHmac('sha256', salt).update(code).digest('hex');

/** Compares in constant time. */
export function otpCodeMatches(code: string, salt: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(code, salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
