import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/errors.ts';

/** A NUL character, or half of a surrogate pair without its other half (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The Laravel-style name (`a.b.0`) of the first string or key that PostgreSQL cannot store, or null:
 * NUL is refused in text and jsonb, a lone surrogate in jsonb (e.g. the audit log's before/after).
 */
export function findBadText(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) return path || 'body';
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (BAD_TEXT.test(key)) return name.replace(new RegExp(BAD_TEXT, 'g'), '') || 'body';
      stack.push([child, name]);
    }
  }
  return null;
}

/** Refuses (422) a request whose params, query or JSON body holds such text, before any SQL (test/hard/fuzz). */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findBadText(part);
        if (field !== null) throw fieldError(field, 'fieldNoNul', { field });
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
