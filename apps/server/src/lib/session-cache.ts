import { hash } from 'node:crypto';
import type { Clock } from './clock.ts';

interface Entry<T> {
  value: T;
  until: number;
}

/**
 * Bearer tokens this server resolved in the last few seconds (decision 014), so that a signed-in
 * page's several calls do not each look the token up in the database.
 *
 * - Any write that lands through this server's API empties it (the same onResponse hook as the
 *   public cache), so a logout, a password change or an admin's change of a user is seen at once by
 *   this server; another server sees it within the lifetime.
 * - An entry never outlives its token (`expiresAt`); keys are SHA-256 of the tokens.
 */
export class SessionCache<T extends { expiresAt: Date }> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async resolve(token: string, load: () => Promise<T | null>): Promise<T | null> {
    if (this.lifetimeMs <= 0) return load();
    // One-shot: no Hash object a request (decision 015).
    const key = hash('sha256', token, 'base64url');
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = await load();
    if (!value) {
      this.entries.delete(key);
      return null;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Math.min(now + this.lifetimeMs, value.expiresAt.getTime()) });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
