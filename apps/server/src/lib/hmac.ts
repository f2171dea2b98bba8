import { hash } from 'node:crypto';

const BLOCK = 64;
const DIGEST = 32;

/**
 * HMAC-SHA256 with a fixed key, for hot paths that sign many short ASCII messages (a search page signs
 * twenty picture links). The result is exactly createHmac('sha256', key).update(message).digest('base64url'),
 * computed as SHA-256((key ^ opad) || SHA-256((key ^ ipad) || message)) with one-shot hashing into
 * reused buffers: createHmac builds a native object a call, and those made the young-generation
 * collections of a search-heavy server several times slower (decision 015).
 */
export function hmacSha256(key: Buffer): (message: string) => string {
  const k = key.length > BLOCK ? hash('sha256', key, 'buffer') : key;
  const inner = Buffer.alloc(BLOCK + 256, 0x36);
  const outer = Buffer.alloc(BLOCK + DIGEST, 0x5c);
  for (let i = 0; i < k.length; i += 1) {
    inner[i]! ^= k[i]!;
    outer[i]! ^= k[i]!;
  }
  const innerPad = Buffer.from(inner.subarray(0, BLOCK));
  return (message) => {
    const length = Buffer.byteLength(message);
    let innerInput: Buffer;
    if (BLOCK + length <= inner.length) {
      inner.write(message, BLOCK, 'utf8');
      innerInput = inner.subarray(0, BLOCK + length);
    } else {
      innerInput = Buffer.concat([innerPad, Buffer.from(message, 'utf8')]);
    }
    outer.set(hash('sha256', innerInput, 'buffer'), BLOCK);
    return hash('sha256', outer, 'base64url');
  };
}
