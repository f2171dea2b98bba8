import { cursorPage, matchCard } from '@samaj/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { card, matchCardPage as page } from '../../test/support/match-cards.ts';
import { compiledOkSerializer, compiledSerializer } from './compiled-serializer.ts';

const schema = cursorPage(matchCard);
const viaZod = (data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);

describe('compiledSerializer', () => {
  it('writes the same JSON as the zod serializer for a page of match cards, nulls included', () => {
    const out = compiledSerializer(schema)(page);
    expect(out).toBe(viaZod(page));
    expect(JSON.parse(out)).toEqual(page);
  });

  it('writes declared properties alone, so an undeclared field never leaks', () => {
    const leaky = {
      ...page,
      data: page.data.map((c) => ({ ...c, date_of_birth: '1995-01-01', mobile: '+910000000000' })),
      secret: 1,
    };
    const out = compiledSerializer(schema)(leaky);
    expect(out).not.toContain('1995-01-01');
    expect(out).not.toContain('+910000000000');
    expect(out).not.toContain('secret');
    expect(out).toBe(viaZod(page));
  });

  it('fails on a missing required property rather than writing a broken answer', () => {
    const { mutual: _dropped, ...partial } = card(1);
    expect(() => compiledSerializer(schema)({ ...page, data: [partial] })).toThrow(/mutual/);
  });

  it('as a route serializer, compiles the 200 answer and leaves the other statuses to zod', () => {
    const error = z.object({ message: z.string() });
    const ok = compiledOkSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(ok(page)).toBe(viaZod(page));
    const notFound = compiledOkSerializer({ schema: error, method: 'GET', url: '/x', httpStatus: '404' });
    // zod checks what it writes: a wrong type is an error, where a compiled serializer would coerce it.
    expect(() => notFound({ message: 42 })).toThrow();
    expect(notFound({ message: 'Not found.', extra: 1 })).toBe('{"message":"Not found."}');
  });
});
