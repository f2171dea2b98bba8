import type { SwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import * as shared from '@samaj/shared';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers and bodies several operations share, as components of the OpenAPI document (each route
 * then refers to `#/components/schemas/<Name>`). A registry of its own: the global one would change
 * what z.toJSONSchema gives the compiled serializers.
 */
export const openapiRegistry = z.registry<{ id?: string; [key: string]: unknown }>();
const COMPONENTS: Record<string, string> = {
  messageAnswer: 'Message',
  validationErrorAnswer: 'ValidationError',
  authUser: 'User',
  authAnswer: 'AuthAnswer',
  news: 'News',
  job: 'Job',
  hall: 'Hall',
  paymentAmounts: 'PaymentAmounts',
  booking: 'Booking',
  bookingItem: 'BookingItem',
  bookingPayment: 'BookingPayment',
  adminBookingPayment: 'AdminBookingPayment',
  paymentOrder: 'PaymentOrder',
  picture: 'Picture',
  profile: 'Profile',
  profileCard: 'ProfileCard',
  matchCard: 'MatchCard',
  publicProfile: 'PublicProfile',
  interest: 'Interest',
  notification: 'Notification',
  adminNews: 'AdminNews',
  adminJob: 'AdminJob',
  adminUser: 'AdminUser',
  adminBooking: 'AdminBooking',
  adminProfile: 'AdminProfile',
  auditEntry: 'AuditEntry',
};
for (const [name, id] of Object.entries(COMPONENTS)) {
  const schema = (shared as Record<string, unknown>)[name];
  if (schema instanceof z.ZodType && !openapiRegistry.has(schema)) openapiRegistry.add(schema, { id });
}

/**
 * The bytes of a file answer (a picture, a PDF, a CSV): a binary string in the document. Typed as the
 * Buffer or text the handler sends: Fastify sends those as they are, never through this schema.
 */
const fileString = z.string();
openapiRegistry.add(fileString, { format: 'binary' });
const fileBytes = fileString as unknown as z.ZodType<Buffer | string>;

/**
 * A route's answer that is a file, not JSON: its media type in the OpenAPI document (the handler sends
 * the bytes or text itself, so nothing is serialized through the schema).
 */
export const fileAnswer = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: fileBytes } },
});

/** `POST /api/matrimonial/:id/pictures` → `postMatrimonialByIdPictures`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = segment.startsWith(':') || segment.startsWith('{');
      const parts = segment
        .replace(/^[:{]|}$/g, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      const cased = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1));
      return param ? ['By', ...cased] : cased;
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: openapiRegistry });

/**
 * The error answer of docs/api.md's Conventions, `{ message, code?, errors? }` (a 500 adds its
 * request_id, a 429 its wait, a checkout's 503 the booking still held: more keys may come).
 */
const STRING = { type: 'string' as const };
const ERROR_SCHEMA = {
  type: 'object' as const,
  required: ['message'],
  properties: {
    message: STRING,
    code: STRING,
    errors: { type: 'object' as const, additionalProperties: { type: 'array' as const, items: STRING } },
    request_id: STRING,
  },
};

/**
 * The statuses every operation can answer whatever its handler does, from the guards in front of it
 * (plugins/auth.ts, input-guard.ts, errors.ts): 401 signed-in only; 403 administrators only; 413 and
 * 415 a body too large or of a type no parser takes (any method with a body); 422 invalid input (at
 * the least a NUL in the query string, refused on every route); 500; 503 the database or object
 * store unreachable, or the server shutting down (then Fastify answers every new request 503,
 * plugins/ops-drain.ts).
 * A route that declares one of these itself keeps its own; the others are added with the Error schema.
 */
function impliedStatuses(
  method: string,
  auth: string | undefined,
  consumes: string[] | undefined,
): Record<string, string> {
  const implied: Record<string, string> = {};
  if (auth === 'user' || auth === 'admin') implied['401'] = 'Unauthenticated: no valid bearer token';
  if (auth === 'admin') implied['403'] = 'Only administrators may do this';
  if (!['GET', 'HEAD'].includes(method)) {
    implied['413'] = 'The request body is too large';
    if (!consumes?.includes('*/*')) implied['415'] = 'Unsupported content type';
  }
  implied['422'] = 'Invalid input';
  implied['500'] = 'Server Error (with the request_id to quote)';
  implied['503'] = 'Briefly unavailable: the database unreachable or the server shutting down';
  return implied;
}

/**
 * Each operation's schema as the zod transform writes it, plus what the routes do not say themselves:
 * an operationId, `security` from the scope's auth level (plugins/auth.ts), and the request body of a
 * multipart upload (the file field its summary names).
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const out = zodTransform(input as Parameters<typeof zodTransform>[0]) as {
    schema: Record<string, unknown>;
    url: string;
  };
  const schema = { ...out.schema };
  const methods = ([] as string[]).concat(input.route.method).filter((m) => m !== 'HEAD');
  schema.operationId ??= operationIdOf(methods[0] ?? 'get', input.url);
  const auth = (input.route.config as { auth?: string } | undefined)?.auth;
  if (!schema.security && (auth === 'user' || auth === 'admin')) schema.security = [{ bearer: [] }];
  if (!schema.security && auth === 'optional') schema.security = [{}, { bearer: [] }];
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  // A route with its own error handler answers its failures its own way (the month's free dates: []).
  const implied = input.route.errorHandler
    ? { '503': 'Briefly unavailable: the server shutting down' }
    : impliedStatuses(methods[0] ?? 'GET', auth, schema.consumes as string[] | undefined);
  for (const [status, description] of Object.entries(implied)) {
    response[status] ??= {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  schema.response = response;
  const consumes = schema.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data') && !schema.body) {
    const summary = typeof schema.summary === 'string' ? schema.summary : '';
    const field = /multipart (?:field )?`(\w+)`/.exec(summary)?.[1] ?? 'file';
    schema.body = {
      type: 'object',
      required: [field],
      properties: { [field]: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP' } },
    };
  }
  return { schema, url: out.url } as ReturnType<SwaggerTransform>;
};

/** @fastify/swagger's options: the document, the transform above and the shared components. */
export const openapiOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: 'Samaj API',
      version: '1.0.0',
      description: 'News, jobs, matrimonial and hall booking.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  },
  transform: openapiTransform,
  transformObject: createJsonSchemaTransformObject({ schemaRegistry: openapiRegistry }),
};
