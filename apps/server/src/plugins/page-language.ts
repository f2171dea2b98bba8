import { isLanguage, type Language } from '@samaj/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '../i18n/translate.ts';

/** The cookie the web app sets when a language is chosen (apps/web/src/lib/preferences.ts). */
export const LANGUAGE_COOKIE = 'samaj_lang';

/**
 * The language of a page, as the web app will choose it (apps/web/src/lib/i18n.ts, chooseLanguage): the
 * link's `?lang=` (the app's Share adds it), else the language chosen on this device (its cookie), else
 * the asker's Accept-Language (then the answer varies on both), else English.
 */
export function pageLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  void reply.header('vary', 'Accept-Language, Cookie');
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return negotiateLanguage(request.headers['accept-language']) ?? 'en';
}
