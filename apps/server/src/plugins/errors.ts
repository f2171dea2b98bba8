import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageId } from '../i18n/messages.ts';
import { saidBy, saying } from '../i18n/said.ts';
import { languageOf, type Localized, localize, msg, negotiateLanguage } from '../i18n/translate.ts';
import { issueMessage } from '../i18n/zod-issues.ts';
import { AppError, summarise } from '../lib/errors.ts';
import { hasErrorCode, hasErrorMessage } from '../db/errors.ts';
import { accountLanguage } from './reader-language.ts';

/**
 * The keys of an answer that is only a message (errors, a 202's note, the booking a checkout's 503
 * leaves payable): those are translated.
 */
const MESSAGE_KEYS = new Set(['message', 'errors', 'code', 'resend_after_seconds', 'request_id', 'booking']);

/**
 * An answer that is a message (`{ message, code?, errors? }`, any status) in the request's language:
 * Accept-Language (q-values honoured), else the signed-in account's, else English (decision 024).
 * The words come by id (decision 051): the error handler and `messageAnswer` mark the body with what
 * it says (i18n/said.ts), and that is rendered here; the English body goes out as it is. A message
 * with no id (a library's own text) stays as it is, and the log says so.
 */
async function translateAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as Record<string, unknown>;
  if (typeof body.message !== 'string' || !Object.keys(body).every((k) => MESSAGE_KEYS.has(k)))
    return payload;
  const asked = negotiateLanguage(request.headers['accept-language']);
  const lang = asked ?? languageOf(undefined, await accountLanguage(request));
  reply.header('content-language', lang);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Language');
  else if (!/accept-language/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Language`);
  if (lang === 'en') return payload;
  const said = saidBy(body);
  if (!said) {
    request.log.warn({ text: body.message, lang }, 'a message has no id to translate by');
    return payload;
  }
  const out: Record<string, unknown> = { ...body, message: localize(lang, said.message) };
  if (said.errors) {
    out.errors = Object.fromEntries(
      Object.entries(said.errors).map(([key, messages]) => [key, messages.map((m) => localize(lang, m))]),
    );
  }
  return out;
}

/** A message-only answer whose English is `english` (zod's or Fastify's own words) and whose id is `said`. */
function answer(english: string, said: Localized, rest: Record<string, unknown> = {}) {
  return saying({ message: english, ...rest }, { message: said });
}

/** The value at a zod issue's path in the part of the request that failed (undefined: not sent). */
function valueAt(request: FastifyRequest, context: string | undefined, path: string): unknown {
  const part: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value: unknown = part[context ?? 'body'];
  for (const key of path.split('/').filter(Boolean)) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `/booking_items/0/hall_id` → `booking_items.0.hall_id`, the way Laravel names fields. */
function fieldName(instancePath: string, params: unknown): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (name) return name;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

/**
 * The database could not be reached (restarting, connection cut, no connection in time), or a transaction
 * lost to another one more often than withTx runs it again: a 503 worth retrying rather than a 500.
 * PostgreSQL's class 08 (connection), 57P (shutdown), 40P01 (deadlock) and 40001 (serialization) codes,
 * socket codes.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  return (
    hasErrorCode(error, (code) =>
      /^(08|57P0[123]$|40P01$|40001$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|EPIPE$)/.test(code),
    ) ||
    hasErrorMessage(error, (message) =>
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      ),
    )
  );
}

/** One error handler: every failure leaves in docs/api.md's shapes, and a 500 never carries internals. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (request, reply, payload) =>
      translateAnswer(request, reply, payload),
    );
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.extra.retryAfterSeconds !== undefined) {
          reply.header('Retry-After', String(Math.max(1, Math.ceil(error.extra.retryAfterSeconds))));
        }
        const body: Record<string, unknown> = { ...error.extra.details, message: error.message };
        if (error.extra.errors) body.errors = error.extra.errors;
        if (error.extra.code) body.code = error.extra.code;
        return reply.status(error.status).send(saying(body, error.said));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // English as zod or our schema wrote it (what the native app reads); other languages by id.
        const errors: Record<string, string[]> = {};
        const said: Record<string, Localized[]> = {};
        for (const issue of error.validation) {
          const key = fieldName(issue.instancePath, issue.params);
          const missing = valueAt(request, error.validationContext, issue.instancePath) === undefined;
          (errors[key] ??= []).push(issue.message ?? localize('en', msg('invalidValue')));
          (said[key] ??= []).push(issueMessage(issue, missing));
        }
        const all = Object.values(errors).flat();
        const rest = all.length - 1;
        const english =
          rest === 0
            ? all[0]!
            : localize(
                'en',
                rest === 1
                  ? msg('andOneMore', { first: all[0]! })
                  : msg('andMore', { first: all[0]!, count: rest }),
              );
        return reply
          .status(422)
          .send(saying({ message: english, errors }, { message: summarise(said), errors: said }));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send(answer(localize('en', msg('tooManyRequests')), msg('tooManyRequests')));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large...
        const messages: Record<string, MessageId> = {
          FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMedia',
          FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
          FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyEmpty',
          FST_ERR_CTP_INVALID_JSON_BODY: 'bodyNotJson',
          FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
          FST_FILES_LIMIT: 'tooManyFiles',
        };
        const id: MessageId | undefined = error instanceof SyntaxError ? 'bodyNotJson' : messages[error.code];
        if (!id) {
          // A client error Fastify names and we do not: its own English, in every language (logged).
          const message = error.message;
          return status === 400
            ? reply.status(422).send({ message, errors: { body: [message] } })
            : reply.status(status).send({ message });
        }
        const said: Localized = { id };
        const message = localize('en', said);
        if (status === 400) {
          return reply
            .status(422)
            .send(
              saying({ message, errors: { body: [message] } }, { message: said, errors: { body: [said] } }),
            );
        }
        return reply.status(status).send(answer(message, said));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable');
        reply.header('Retry-After', '5');
        return reply.status(503).send(answer(localize('en', msg('unavailable')), msg('unavailable')));
      }
      request.log.error({ err: error }, 'unhandled error');
      request.unhandledError = error; // counted and reported by plugins/ops.ts
      return reply
        .status(500)
        .send(answer(localize('en', msg('serverError')), msg('serverError'), { request_id: request.id }));
    });
  },
  { name: 'errors' },
);
