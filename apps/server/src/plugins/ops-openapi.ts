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
    },
  },
  transform: openapiTransform,
  transformObject: createJsonSchemaTransformObject({ schemaRegistry: openapiRegistry }),
};
