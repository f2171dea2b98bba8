import type { Ctx } from '../../context.ts';
import type { News } from '@samaj/shared';
import { notFound } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { NEWS_IMAGE_FILE_RE, NEWS_IMAGE_PREFIX } from './image.ts';
import { findPublishedNews, listPublishedNews, type NewsRow } from './repository.ts';

export function toNews(row: NewsRow): News {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image_url: row.imageUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export async function listNews(ctx: Ctx, input: { cursor?: string; perPage: number; url: URL }) {
  const { deps } = ctx;
  const after = decodeCursor(deps.cursors, input.cursor, { published_at: 'date', id: 'uuid' });
  const rows = await listPublishedNews(
    deps.database.db,
    deps.clock.now(),
    input.perPage + 1,
    after ? { publishedAt: new Date(after.published_at), id: after.id } : null,
  );
  return buildCursorPage(deps.cursors, rows, input.perPage, input.url, toNews, (r) => ({
    published_at: r.publishedAt!.toISOString(),
    id: r.id,
  }));
}

export async function getNews(ctx: Ctx, input: { id: string }): Promise<News> {
  if (!isUuid(input.id)) throw notFound('News item');
  const row = await findPublishedNews(ctx.db, input.id, ctx.deps.clock.now());
  if (!row) throw notFound('News item');
  return toNews(row);
}

/** The bytes of a news picture, or null (a name that is not one of ours is simply not found). */
export async function readNewsImage(ctx: Ctx, input: { file: string }): Promise<Buffer | null> {
  if (!NEWS_IMAGE_FILE_RE.test(input.file)) return null;
  return ctx.deps.storage.get(NEWS_IMAGE_PREFIX + input.file);
}
