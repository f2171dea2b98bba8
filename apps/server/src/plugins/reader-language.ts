import type { Language } from '@samaj/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveToken } from '../domains/auth/tokens.ts';
import { languageOf, negotiateLanguage } from '../i18n/translate.ts';

/**
 * The signed-in caller's language: the route's authenticated user, or, on a public route, the user of
 * a bearer token sent anyway (through the same short-lived session cache as the auth hook). Null
 * when nobody is signed in or the token cannot be resolved now.
 */
export async function accountLanguage(request: FastifyRequest): Promise<string | null> {
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
 * The language a public read answers in (the office's texts, docs/api.md "What families read"): Accept-Language,
 * else the signed-in account's, else English, as errors are (decision 024). The answer says it
 * varies with both.
 */
export async function readerLanguage(request: FastifyRequest, reply: FastifyReply): Promise<Language> {
  const asked = negotiateLanguage(request.headers['accept-language']);
  const lang = asked ?? languageOf(undefined, await accountLanguage(request));
  const vary = reply.getHeader('vary');
  const wanted = ['Accept-Language', 'Authorization'].filter(
    (h) => !new RegExp(h, 'i').test(String(vary ?? '')),
  );
  if (wanted.length > 0) reply.header('vary', [vary, ...wanted].filter(Boolean).join(', '));
  return lang;
}
