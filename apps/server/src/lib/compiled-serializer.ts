import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `nullable: true`, which fast-json-stringify writes without trying each branch. */
function withNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as JsonSchema;
  const branches = s.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.filter((b) => b.type !== 'null');
    if (other.length === 1) return { ...(withNullables(other[0]) as JsonSchema), nullable: true };
  }
  return Object.fromEntries(Object.entries(s).map(([key, value]) => [key, withNullables(value)]));
}

/**
 * A serializer for answers the server builds itself, compiled by fast-json-stringify from the zod
 * schema's JSON Schema: it writes the declared properties alone (so nothing undeclared can leak), fails
 * on a missing required one, and costs a third of zod's check-then-stringify (decision 015). It does not
 * check formats or enum values; the route's tests compare its output with the zod serializer's.
 */
export function compiledSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
  return fastJson(withNullables(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * A route's serializerCompiler: the compiled serializer for its 200 answer, the zod one for the others.
 * For hot routes only (the match search).
 */
export function compiledOkSerializer(route: Parameters<FastifySerializerCompiler<unknown>>[0]) {
  return String(route.httpStatus) === '200'
    ? compiledSerializer(route.schema as z.ZodType)
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}
