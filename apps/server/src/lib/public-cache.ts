import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from './clock.ts';

/** One kept answer: its JSON text, an ETag for it, and until when (ms since epoch) it may be used. */
export interface CachedAnswer {
  body: string;
  etag: string;
  expiresAt: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

interface Entry {
  answer: Promise<CachedAnswer>;
  expiresAt: number;
}

/**
 * The public reads everyone gets the same answer to (the hall list, the news pages, a hall's free
 * dates in a month), kept in this process as JSON text for a few seconds (decision 013).
 *
 * - Any write that succeeds through this server's API empties it (the onResponse hook of app.ts), so
 *   a server always answers its own writes fresh; other servers catch up within the lifetime.
 * - An answer that would change by itself at a known time (a booking hold that lapses) says so with
 *   `validUntil`, and is not kept past it.
 * - Requests that miss at once share one load; a load that fails is not kept.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer kept under `key`, or a new one: `load` gives the value (and, optionally, the time it
   * stops being right), which is checked and encoded with `schema` once, as the route would have.
   */
  async get<S extends z.ZodType>(
    key: string,
    schema: S,
    load: () => Promise<{ value: z.input<S>; validUntil?: Date | null }>,
  ): Promise<CachedAnswer> {
    const now = this.clock.now().getTime();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.answer;
    const answer = load().then(({ value, validUntil }) => {
      const body = JSON.stringify(z.encode(schema, value as z.output<S>));
      const until = Math.min(now + this.lifetimeMs, validUntil?.getTime() ?? Infinity);
      return { body, etag: etagOf(body), expiresAt: until };
    });
    if (this.lifetimeMs <= 0) return answer;
    const entry: Entry = { answer, expiresAt: now + this.lifetimeMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.evictExpiredOrOldest(now);
    answer.then(
      (a) => {
        if (this.entries.get(key) === entry) entry.expiresAt = a.expiresAt;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return answer;
  }

  /** Forgets every kept answer (after a write). */
  clear(): void {
    this.entries.clear();
  }

  private evictExpiredOrOldest(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full: drop the oldest insertions (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

/** An answer that is always the same JSON text (e.g. the [] of a refused question). */
export const fixedAnswer = (body: string): CachedAnswer => ({
  body,
  etag: etagOf(body),
  expiresAt: Infinity,
});

/** Sends a kept answer: its JSON text with its ETag, or 304 when the client has that version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.header('etag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
