import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveToken } from '../domains/auth/tokens.ts';
import { languageOf, negotiateLanguage, t, translateText } from '../i18n/translate.ts';
import { AppError, summarise } from '../lib/errors.ts';

/**
 * The keys of an answer that is only a message (errors, a 202's note, the booking a checkout's 503
 * leaves payable): those are translated.
 */
const MESSAGE_KEYS = new Set(['message', 'errors', 'code', 'resend_after_seconds', 'request_id', 'booking']);

/**
 * The signed-in caller's language: the route's authenticated user, or, on a public route, the user of
 * a bearer token sent anyway (through the same short-lived session cache as the auth hook). Null
 * when nobody is signed in or the token cannot be resolved now.
 */
async function accountLanguage(request: FastifyRequest): Promise<string | null> {
  if (request.auth) return request.auth.user.language;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const { deps } = request.server;
  try {
    const resolved = await deps.sessions.resolve(token, () =>
      resolveToken(deps.database.db, token, deps.clock),
    );
    return resolved?.user.language ?? null;
  } catch {
    return null; // the database is unreachable (this may be its 503): English rather than nothing
  }
}

/**
 * An answer that is a message (`{ message, code?, errors? }`, any status) in the request's language:
 * Accept-Language (q-values honoured), else the signed-in account's, else English (decision 024).
 * Codes are left as they are; English goes out exactly as the code wrote it.
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
  let unknown = false;
  const missing = (text: string) => {
    unknown = true;
    request.log.warn({ text, lang }, 'a message has no translation');
  };
  const out: Record<string, unknown> = { ...body };
  let firstField: string | undefined;
  // Laravel's summary line ("the first message (and N more errors)") is rebuilt from the translated
  // field messages, so it says what the fields say.
  const summaryIn = (answer: Record<string, unknown>, first: string | undefined): string | null => {
    const all = Object.values((answer.errors ?? {}) as Record<string, unknown>).flat();
    if (first === undefined || typeof all[0] !== 'string') return null;
    if (answer.message === all[0]) return first;
    const m = /^([^]*) \(and (\d+) more errors?\)$/.exec(answer.message as string);
    if (!m || m[1] !== all[0]) return null;
    const count = Number(m[2]);
    return count === 1 ? t(lang, 'andOneMore', { first }) : t(lang, 'andMore', { first, count });
  };
  if (body.errors && typeof body.errors === 'object') {
    // A field message the catalogue does not know (a library's own wording) reads "invalid value" in
    // the language rather than English.
    const field = (m: unknown) => {
      if (typeof m !== 'string') return m;
      unknown = false;
      const text = translateText(lang, m, missing);
      const said = unknown ? t(lang, 'invalidValue') : text;
      firstField ??= said;
      return said;
    };
    out.errors = Object.fromEntries(
      Object.entries(body.errors as Record<string, unknown>).map(([key, messages]) => [
        key,
        Array.isArray(messages) ? messages.map(field) : messages,
      ]),
    );
  }
  out.message = summaryIn(body, firstField) ?? translateText(lang, body.message, missing);
  return out;
}

/** `/booking_items/0/hall_id` → `booking_items.0.hall_id`, the way Laravel names fields. */
function fieldName(instancePath: string, params: unknown): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (name) return name;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

/**
 * The database could not be reached (restarting, connection cut, no connection in time): a 503 worth
 * retrying rather than a 500. PostgreSQL's class 08 (connection) and 57P (shutdown) codes, socket codes.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      /^(08|57P0[123]$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|EPIPE$)/.test(code)
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'the database is unavailable');
        reply.header('Retry-After', '5');
        return reply
          .status(503)
          .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
      }
      request.log.error({ err: error }, 'unhandled error');
      request.unhandledError = error; // counted and reported by plugins/ops.ts
      return reply.status(500).send({ message: 'Server Error', request_id: request.id });
    });
  },
  { name: 'errors' },
);
