import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac.ts';

const reference = (key: Buffer, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url');

describe('hmacSha256', () => {
  it('equals createHmac for keys and messages of every length around the block size', () => {
    for (const keyLength of [1, 16, 32, 63, 64, 65, 200]) {
      const key = randomBytes(keyLength);
      const sign = hmacSha256(key);
      for (const messageLength of [0, 1, 55, 56, 64, 87, 255, 256, 257, 1000]) {
        const message = 'a1-.'.repeat(300).slice(0, messageLength);
        expect(sign(message), `key ${keyLength}, message ${messageLength}`).toBe(reference(key, message));
      }
    }
  });

  it('gives each message its own signature, also after a longer message filled the buffer', () => {
    const key = randomBytes(32);
    const sign = hmacSha256(key);
    const long = `${'x'.repeat(200)}.1763790000`;
    const short = 'p.u.1';
    expect(sign(long)).toBe(reference(key, long));
    expect(sign(short)).toBe(reference(key, short));
    expect(sign(short)).not.toBe(sign('p.u.2'));
  });

  it('signs non-ASCII text as UTF-8, as createHmac does', () => {
    const key = randomBytes(32);
    expect(hmacSha256(key)('नमस्ते.é.✓')).toBe(reference(key, 'नमस्ते.é.✓'));
  });
});
