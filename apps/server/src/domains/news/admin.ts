import { type AdminNews, type AdminNewsCreate, type AdminNewsUpdate, keptTranslations } from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { contentAdmin, given, withTimes } from '../../lib/content-admin.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { pushToTopic } from '../push/service.ts';
import { NEWS_IMAGE_PREFIX, newNewsImageFile, newsImageFileOf, processNewsImage } from './image.ts';
import { type NewsRow, newsStore } from './repository.ts';
import { originalNews } from './published.ts';

/** News as the office writes it: drafts, publishing (with a push), the picture. */

/** The English original with its versions in gu, hi and ur, as the office edits it. */
export const toAdminNews = (row: NewsRow): AdminNews =>
  withTimes({ ...originalNews(row), translations: row.translations }, row);

const news = contentAdmin({
  entity: 'news',
  label: 'News item',
  store: newsStore,
  toAdmin: toAdminNews,
  announce: (ctx, item) =>
    pushToTopic(ctx, {
      topic: 'news',
      message: {
        title: item.title,
        body: item.summary || item.body.slice(0, 140),
        data: { type: 'news', id: item.id },
      },
    }),
});

export const listNewsForAdmin = news.list;
/** Publishes now; `notify` pushes the item to topic `news` as `{type: 'news', id}`. */
export const publishNews = news.publish;
export const unpublishNews = news.unpublish;

export const createNews = (ctx: Ctx, input: AdminNewsCreate): Promise<AdminNews> =>
  news.create(ctx, {
    title: input.title,
    summary: input.summary,
    body: input.body,
    imageUrl: input.image_url ?? null,
    translations: keptTranslations(input.translations),
  });

export async function updateNews(ctx: Ctx, input: AdminNewsUpdate & { id: string }): Promise<AdminNews> {
  let oldImage: string | null = null;
  const result = await news.change(ctx, {
    id: input.id,
    verb: 'update',
    make: (txCtx, row, now) => {
      if (input.image_url !== undefined && input.image_url !== row.imageUrl) {
        oldImage = newsImageFileOf(row.imageUrl);
      }
      const set = given({
        title: input.title,
        summary: input.summary,
        body: input.body,
        imageUrl: input.image_url,
        translations: input.translations && keptTranslations(input.translations),
      });
      return newsStore.update(txCtx.db, input.id, { ...set, updatedAt: now });
    },
  });
  await removeNewsImage(ctx, oldImage);
  return result;
}

export async function deleteNews(ctx: Ctx, input: { id: string }): Promise<void> {
  const row = await news.remove(ctx, input);
  await removeNewsImage(ctx, newsImageFileOf(row.imageUrl));
}

/**
 * Replaces the item's picture with an upload: checked by content, re-encoded to WebP (≤ 1280 px),
 * stored under `news-images/`, and served publicly at /api/news-images/<file> (news is public).
 */
export async function setNewsImage(ctx: Ctx, input: { id: string; upload: Buffer }): Promise<AdminNews> {
  const { deps } = ctx;
  if (!isUuid(input.id)) throw notFound('News item');
  const webp = await processNewsImage(input.upload);
  const file = newNewsImageFile();
  await deps.storage.put(NEWS_IMAGE_PREFIX + file, webp, 'image/webp');
  const base = (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');
  let oldImage: string | null = null;
  let result: AdminNews;
  try {
    result = await news.change(ctx, {
      id: input.id,
      verb: 'image',
      make: (txCtx, row, now) => {
        oldImage = newsImageFileOf(row.imageUrl);
        return newsStore.update(txCtx.db, input.id, {
          imageUrl: `${base}/api/news-images/${file}`,
          updatedAt: now,
        });
      },
    });
  } catch (error) {
    await removeNewsImage(ctx, file);
    throw error;
  }
  await removeNewsImage(ctx, oldImage);
  return result;
}

/** Best effort: an orphaned file is harmless, a failed request over it is not. */
async function removeNewsImage(ctx: Ctx, file: string | null): Promise<void> {
  if (!file) return;
  try {
    await ctx.deps.storage.delete(NEWS_IMAGE_PREFIX + file);
  } catch (error) {
    ctx.deps.log?.warn({ err: error, file }, 'could not remove a news image');
  }
}
