import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, summarise } from '../lib/errors.ts';

/** `/booking_items/0/hall_id` → `booking_items.0.hall_id`, the way Laravel names fields. */
function fieldName(instancePath: string, params: unknown): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (name) return name;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

/** One error handler: every failure leaves in api.md's shapes, and a 500 never carries internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.extra.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(Math.max(1, Math.ceil(error.extra.retryAfterSeconds))));
        }
        const body: Record<string, unknown> = { message: error.message };
        if (error.extra.errors) body.errors = error.extra.errors;
        if (error.extra.code) body.code = error.extra.code;
        return reply.status(error.status).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const key = fieldName(issue.instancePath, issue.params);
          (errors[key] ??= []).push(issue.message ?? 'Invalid value.');
        }
        return reply.status(422).send({ message: summarise(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ message: 'Too many requests. Please wait and try again.' });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large...
        const messages: Record<string, string> = {
          FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
          FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
          FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
          FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
          FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
          FST_FILES_LIMIT: 'Too many files.',
        };
        let message = messages[error.code] ?? error.message;
        if (error instanceof SyntaxError) message = 'The request body is not valid JSON.';
        if (status === 400) {
          return reply.status(422).send({ message, errors: { body: [message] } });
        }
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Server Error' });
    });
  },
  { name: 'errors' },
);
