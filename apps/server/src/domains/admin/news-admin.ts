import { type AdminNews, type AdminNewsCreate, type AdminNewsUpdate } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { toNews } from '../news/service.ts';
import { contentAdmin, given, withTimes } from './content.ts';
import {
  NEWS_IMAGE_FILE_RE,
  NEWS_IMAGE_PREFIX,
  newNewsImageFile,
  newsImageFileOf,
  processNewsImage,
} from './news-image.ts';
import * as repo from './repository.ts';
import type { Actor } from './common.ts';

/** News as the office writes it: drafts, publishing, the picture. */

// ---- news ----

export const toAdminNews = (row: repo.NewsRow): AdminNews => withTimes(toNews(row), row);

export const news = contentAdmin({
  entity: 'news',
  label: 'News item',
  store: repo.newsStore,
  toAdmin: toAdminNews,
  notification: (item) => ({ title: item.title, body: item.summary || item.body.slice(0, 140) }),
});

export const listNewsForAdmin = news.list;

export const createNews = (deps: AppDeps, actor: Actor, input: AdminNewsCreate): Promise<AdminNews> =>
  news.create(deps, actor, {
    title: input.title,
    summary: input.summary,
    body: input.body,
    imageUrl: input.image_url ?? null,
  });

export async function updateNews(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminNewsUpdate,
): Promise<AdminNews> {
  let oldImage: string | null = null;
  const result = await news.change(deps, actor, id, 'update', (tx, row, now) => {
    if (input.image_url !== undefined && input.image_url !== row.imageUrl) {
      oldImage = newsImageFileOf(row.imageUrl);
    }
    const set = given({
      title: input.title,
      summary: input.summary,
      body: input.body,
      imageUrl: input.image_url,
    });
    return repo.newsStore.update(tx, id, { ...set, updatedAt: now });
  });
  await removeNewsImage(deps, oldImage);
  return result;
}

export async function deleteNews(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const row = await news.remove(deps, actor, id);
  await removeNewsImage(deps, newsImageFileOf(row.imageUrl));
}

export const publishNews = news.publish;
export const unpublishNews = news.unpublish;

/**
 * Replaces the item's picture with an upload: checked by content, re-encoded to WebP (≤ 1280 px),
 * stored under `news-images/`, and served publicly at /api/news-images/<file> (news is public).
 */
export async function setNewsImage(
  deps: AppDeps,
  actor: Actor,
  id: string,
  upload: Buffer,
): Promise<AdminNews> {
  if (!isUuid(id)) throw notFound('News item');
  const webp = await processNewsImage(upload);
  const file = newNewsImageFile();
  await deps.storage.put(NEWS_IMAGE_PREFIX + file, webp, 'image/webp');
  const base = (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');
  let oldImage: string | null = null;
  let result: AdminNews;
  try {
    result = await news.change(deps, actor, id, 'image', (tx, row, now) => {
      oldImage = newsImageFileOf(row.imageUrl);
      return repo.newsStore.update(tx, id, { imageUrl: `${base}/api/news-images/${file}`, updatedAt: now });
    });
  } catch (error) {
    await removeNewsImage(deps, file);
    throw error;
  }
  await removeNewsImage(deps, oldImage);
  return result;
}

/** The bytes of a news picture, or null (a name that is not one of ours is simply not found). */
export async function readNewsImage(deps: AppDeps, file: string): Promise<Buffer | null> {
  if (!NEWS_IMAGE_FILE_RE.test(file)) return null;
  return deps.storage.get(NEWS_IMAGE_PREFIX + file);
}

/** Best effort: an orphaned file is harmless, a failed request over it is not. */
export async function removeNewsImage(deps: AppDeps, file: string | null): Promise<void> {
  if (!file) return;
  try {
    await deps.storage.delete(NEWS_IMAGE_PREFIX + file);
  } catch (error) {
    deps.log?.warn({ err: error, file }, 'could not remove a news image');
  }
}
