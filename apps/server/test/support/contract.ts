// The API contract as a client sees it (not a test file itself): every answer checked against the
// OpenAPI document the app serves, its status declared and its JSON body valid against the declared
// schema. test/api-contract.test.ts drives every operation through it.
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

type JsonSchema = Record<string, unknown>;
interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
interface AjvInstance {
  addSchema(schema: JsonSchema): unknown;
  addFormat(name: string, format: true | RegExp): unknown;
  compile(schema: JsonSchema): Validator;
}

/**
 * Ajv 8 as Fastify itself has it (through @fastify/ajv-compiler, with ajv-formats): no new dependency.
 * It reads OpenAPI 3.0's `nullable`; `strict: false` lets the document's other keywords pass.
 */
function newAjv(): AjvInstance {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const fromCompiler = createRequire(fromFastify.resolve('@fastify/ajv-compiler'));
  const Ajv = fromCompiler('ajv') as { default: new (options: object) => AjvInstance };
  const addFormats = fromCompiler('ajv-formats') as { default: (ajv: AjvInstance) => void };
  const ajv = new Ajv.default({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** `/api/matrimonial/:id/pictures` (Fastify's route) → `/api/matrimonial/{id}/pictures` (the document's). */
export const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

export interface Answer {
  method: string;
  /** Fastify's route pattern (request.routeOptions.url). */
  route: string;
  status: number;
  contentType: string;
  body: string;
}

export interface ContractChecker {
  /** Every operation of the document, as `METHOD /path`. */
  operations: string[];
  /** What is wrong with the answer under the document (null: it holds), or undefined when the route is not in it. */
  check(answer: Answer): string | null | undefined;
}

const DOC_ID = 'samaj-openapi';

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `null` added to the type (and to an enum), or, where
 * there is no type (a $ref, an anyOf), an anyOf with `{ type: 'null' }`. And the document's
 * `#/components/...` references rooted in the schema added under DOC_ID.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, sub] of Object.entries(value)) {
    if (key === '$ref' && typeof sub === 'string')
      out[key] = sub.replace(/^#\/components\//, `${DOC_ID}#/components/`);
    else if (key !== 'nullable') out[key] = asJsonSchema(sub);
  }
  if ((value as JsonSchema).nullable !== true) return out;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

export function contractChecker(doc: OpenApiDocument): ContractChecker {
  const ajv = newAjv();
  ajv.addSchema({ $id: DOC_ID, components: asJsonSchema(doc.components ?? {}) as JsonSchema });
  const validators = new Map<JsonSchema, Validator>();
  const validatorOf = (schema: JsonSchema) => {
    let v = validators.get(schema);
    if (!v) {
      v = ajv.compile(asJsonSchema(schema) as JsonSchema);
      validators.set(schema, v);
    }
    return v;
  };
  const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
  );
  return {
    operations,
    check({ method, route, status, contentType, body }) {
      const op = doc.paths[documentPath(route)]?.[method.toLowerCase()];
      if (!op) return undefined;
      const name = `${method} ${documentPath(route)} → ${status}`;
      const declared = op.responses?.[String(status)] ?? op.responses?.[`${String(status)[0]}XX`];
      if (!declared) {
        return `${name}: status not declared (declared: ${Object.keys(op.responses ?? {}).join(', ')}) ${body.slice(0, 200)}`;
      }
      const content = declared.content;
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      if (!content || Object.keys(content).length === 0) {
        return body.length === 0
          ? null
          : `${name}: answers a ${type || 'body'} the document does not declare`;
      }
      if (status === 204 || (body.length === 0 && content[type] === undefined)) return null;
      const media = content[type];
      if (!media) return `${name}: answers ${type}, the document declares ${Object.keys(content).join(', ')}`;
      if (type !== 'application/json' || !media.schema) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return `${name}: not JSON: ${body.slice(0, 200)}`;
      }
      const validate = validatorOf(media.schema);
      if (validate(parsed)) return null;
      const why = (validate.errors ?? [])
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
        .join('; ');
      return `${name}: body does not match the declared schema: ${why.slice(0, 400)} in ${body.slice(0, 300)}`;
    },
  };
}

/**
 * Checks every answer `app` gives (an onSend hook: install before ready) and records it; the payload is
 * the serialized JSON string, or a Buffer/stream for files (then only its type is checked).
 */
export function recordAnswers(app: FastifyInstance, seen: Answer[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route) return payload;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : '';
    seen.push({
      method: request.method,
      route,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      body: typeof payload === 'string' || Buffer.isBuffer(payload) ? body : '<stream>',
    });
    return payload;
  });
}
