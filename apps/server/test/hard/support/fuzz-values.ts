// fast-check arbitraries for hostile requests, derived from the OpenAPI document's JSON schemas
// (not a test file itself).
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(10)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\u202Egnp.exe',
  '𝕏🚀👨‍👩‍👧',
  'ǅ\u0301\u0301\u0301',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\t\r\n',
  '2030-02-30',
  '0000-00-00',
  '99999-12-31',
  '2030-1-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '+919876543210',
  '9876543210',
  'eyJpZCI6IjEiLCJ4IjoiJyJ9',
  'x'.repeat(5000),
  'é'.repeat(70_000),
];

export const HOSTILE_NUMBERS = [0, -1, 1.5, -0.0001, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324];

export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

/** Nested arrays `depth` deep: parsers and validators must not overflow their stacks. */
function deep(depth: number, leaf: unknown): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i += 1) v = i % 2 === 0 ? [v] : { a: v };
  return v;
}

/** An object with an own enumerable `__proto__` (or other) key, which JSON.stringify keeps. */
export function withKey(key: string, value: unknown, base: Record<string, unknown> = {}) {
  const obj: Record<string, unknown> = { ...base };
  Object.defineProperty(obj, key, { value, enumerable: true, configurable: true, writable: true });
  return obj;
}

const pollution = fc.constantFrom(...HOSTILE_KEYS).map((k) => withKey(k, { is_admin: true, polluted: 1 }));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Any JSON value, biased to the hostile and the oversized. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: fc.constantFrom(deep(500, 1), deep(60, 'x')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 10_000 }, (_, i) => i),
      Array.from({ length: 10_000 }, () => 'a'),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Characters that break SQL, HTML, text encodings or PostgreSQL's text type. */
export const TAINTS = ['\u0000', "'", '"; --', '<b>', '\uD800', '\u202E', '%00', '\\', '\r\n'];

/** A fitting string with one hostile piece slipped in. */
export function tainted(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(inner, fc.constantFrom(...TAINTS), fc.nat()).map(([text, bad, at]) => {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, i) + bad + text.slice(i);
  });
}

/** The same JSON value with every string (and key) carrying `bad`. */
export function taintAll(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return `${value}${bad}`;
  if (Array.isArray(value)) return value.map((v) => taintAll(v, bad));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, taintAll(v, bad)]));
  }
  return value;
}

function dateNear(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface ValuePools {
  /** Ids that exist (profiles, halls, bookings...), so some requests get past "not found". */
  ids: string[];
}

/**
 * A value that mostly fits `schema` (so requests reach the rules past validation) but, at every level,
 * may be swapped for a hostile one, lose required keys or gain hostile ones.
 */
export function fromSchema(
  schema: JsonSchema | undefined,
  pools: ValuePools,
  depth = 0,
  clean = false,
): fc.Arbitrary<unknown> {
  const hostile = depth > 4 ? fc.constant(null) : hostileValue;
  if (!schema) return clean ? fc.constant({}) : hostile;
  const fitting = fitSchema(schema, pools, depth, clean);
  return clean ? fitting : fc.oneof({ weight: 8, arbitrary: fitting }, { weight: 1, arbitrary: hostile });
}

/** A value that fits `schema` (as far as these generators know it), with no hostile parts. */
export const cleanFromSchema = (schema: JsonSchema | undefined, pools: ValuePools) =>
  fromSchema(schema, pools, 0, true);

function fitSchema(
  schema: JsonSchema,
  pools: ValuePools,
  depth: number,
  clean: boolean,
): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fitSchema(s, pools, depth, clean)));
  if (schema.allOf?.length) return fitSchema(schema.allOf[0]!, pools, depth, clean);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const nullable = schema.nullable ? fc.constant(null) : undefined;
  const withNull = (arb: fc.Arbitrary<unknown>) => (nullable ? fc.oneof(arb, nullable) : arb);
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const entries: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of props) {
        entries[key] = fromSchema(sub, pools, depth + 1, clean);
      }
      const requiredKeys = props.map(([k]) => k).filter((k) => required.has(k));
      return withNull(
        fc
          .tuple(
            fc.record(entries, { requiredKeys }),
            fc.subarray(props.map(([k]) => k)),
            fc.option(
              fc.tuple(fc.constantFrom(...HOSTILE_KEYS, 'is_admin', 'user_id', 'status'), hostileValue),
              {
                freq: 4,
              },
            ),
          )
          .map(([obj, dropped, extra]) => {
            const out: Record<string, unknown> = { ...(obj as Record<string, unknown>) };
            if (clean) return out;
            // Now and then a required key goes missing.
            if (dropped.length === 1) delete out[dropped[0]!];
            return extra ? withKey(extra[0], extra[1], out) : out;
          }),
      );
    }
    case 'array': {
      const item = fromSchema(schema.items, pools, depth + 1, clean);
      const max = Math.min(schema.maxItems ?? 4, 6);
      const min = schema.minItems ?? 0;
      return withNull(
        clean
          ? fc.array(item, { minLength: min, maxLength: Math.max(min, max) })
          : fc.array(item, { minLength: 0, maxLength: max + 1 }),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 100_000;
      const lo = Math.max(min, -1e9);
      const hi = Math.min(max, 1e9);
      const inside =
        type === 'integer' ? fc.integer({ min: lo, max: hi }) : fc.double({ min: lo, max: hi, noNaN: true });
      return withNull(clean ? inside : fc.oneof(inside, fc.constantFrom(lo - 1, hi + 1)));
    }
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'string':
    default: {
      if (schema.format === 'uuid' || /0-9a-fA-F\]\{8\}/.test(schema.pattern ?? '')) {
        return withNull(fc.oneof(fc.constantFrom(...pools.ids), fc.uuid()));
      }
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || schema.format === 'date') {
        return withNull(fc.integer({ min: -400, max: 800 }).map(dateNear));
      }
      if (schema.format === 'email') return withNull(fc.emailAddress());
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 60));
      const inside = fc.string({ minLength, maxLength });
      if (clean) return withNull(inside);
      return withNull(
        fc.oneof(
          { weight: 3, arbitrary: inside },
          { weight: 3, arbitrary: tainted(inside) },
          { weight: 1, arbitrary: fc.constant('x'.repeat((schema.maxLength ?? 1000) + 1)) },
        ),
      );
    }
  }
}
