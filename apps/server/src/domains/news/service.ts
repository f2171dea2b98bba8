import type { News } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
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

export async function listNews(deps: AppDeps, input: { cursor?: string; perPage: number; url: URL }) {
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

export async function getNews(deps: AppDeps, id: string): Promise<News> {
  if (!isUuid(id)) throw notFound('News item');
  const row = await findPublishedNews(deps.database.db, id, deps.clock.now());
  if (!row) throw notFound('News item');
  return toNews(row);
}

/** The bytes of a news picture, or null (a name that is not one of ours is simply not found). */
export async function readNewsImage(deps: AppDeps, file: string): Promise<Buffer | null> {
  if (!NEWS_IMAGE_FILE_RE.test(file)) return null;
  return deps.storage.get(NEWS_IMAGE_PREFIX + file);
}
