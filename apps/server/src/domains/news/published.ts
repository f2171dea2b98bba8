import type { Ctx } from '../../context.ts';
import { inLanguage, type Language, NEWS_TEXT_FIELDS, type News, ORIGINAL_LANGUAGE } from '@samaj/shared';
import { notFound } from '../../lib/errors.ts';
import { isUuid, type PageInput } from '../../lib/pagination.ts';
import { publishedPage } from '../../lib/published-page.ts';
import { NEWS_IMAGE_FILE_RE, NEWS_IMAGE_PREFIX } from './image.ts';
import { findPublishedNews, listPublishedNews, type NewsRow } from './repository.ts';

/** The item as the office wrote it (the English original). */
export function originalNews(row: NewsRow): Omit<News, 'language'> {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_url: row.imageUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The item in the reader's language when the office wrote that version, else the original. */
export const toNews = (row: NewsRow, lang: Language = ORIGINAL_LANGUAGE): News =>
  inLanguage(originalNews(row), row.translations, NEWS_TEXT_FIELDS, lang);

export const listNews = (ctx: Ctx, input: PageInput & { lang?: Language }) =>
  publishedPage(
    ctx,
    input,
    (limit, after) => listPublishedNews(ctx.deps.database.db, ctx.deps.clock.now(), limit, after),
    (row) => toNews(row, input.lang),
  );

export async function getNews(ctx: Ctx, input: { id: string; lang?: Language }): Promise<News> {
  if (!isUuid(input.id)) throw notFound('News item');
  const row = await findPublishedNews(ctx.db, input.id, ctx.deps.clock.now());
  if (!row) throw notFound('News item');
  return toNews(row, input.lang);
}

/** The bytes of a news picture, or null (a name that is not one of ours is simply not found). */
export async function readNewsImage(ctx: Ctx, input: { file: string }): Promise<Buffer | null> {
  if (!NEWS_IMAGE_FILE_RE.test(input.file)) return null;
  return ctx.deps.storage.get(NEWS_IMAGE_PREFIX + input.file);
}
