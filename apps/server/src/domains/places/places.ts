import { type CreatePlaceBody, type Place, placeMatches, SEED_PLACES } from '@samaj/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type Ctx, record, withTx } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/** The places the community lives in: listed to everyone, added to by the office (audited). */

export const toPlace = (row: repo.PlaceRow): Place => ({
  id: row.id,
  name: { en: row.nameEn, gu: row.nameGu, hi: row.nameHi, ur: row.nameUr },
  state: row.state,
});

/** A place's id: its English name in lower case, dashes for spaces and nothing else. */
export const placeIdOf = (english: string): string =>
  english
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The places whose name in any of the four languages starts with `q`, or has a word that does (all of
 * them without `q`), by English name. The list is a few dozen rows: read whole and matched here with
 * the rule the web's picker uses (packages/shared placeMatches).
 */
export async function listPlaces(ctx: Ctx, input: { q?: string | undefined }): Promise<Place[]> {
  const rows = await repo.listPlaces(ctx.db);
  return rows.map(toPlace).filter((p) => placeMatches(p.name, input.q ?? ''));
}

/** Whether a profile's place_id names a place of the list. */
export async function placeExists(ctx: Ctx, id: string): Promise<boolean> {
  return (await repo.findPlace(ctx.db, id)) !== undefined;
}

/** The office adds a place, named in the four languages; its id comes from the English name. */
export async function addPlace(ctx: Ctx, input: CreatePlaceBody): Promise<Place> {
  const id = placeIdOf(input.name.en);
  if (!id) throw fieldError('name.en', 'latinNameLetters');
  return withTx(ctx, async (txCtx) => {
    const row = await repo.insertPlace(txCtx.db, {
      id,
      nameEn: input.name.en,
      nameGu: input.name.gu,
      nameHi: input.name.hi,
      nameUr: input.name.ur,
      state: input.state,
      createdAt: ctx.deps.clock.now(),
    });
    if (!row) throw fieldError('name.en', 'fieldTaken', { field: 'name' });
    const place = toPlace(row);
    await record(txCtx, { action: 'place.create', entity: { type: 'place', id }, after: place });
    return place;
  });
}

/**
 * The list the community starts from (packages/shared SEED_PLACES), added where missing when a server
 * starts: a new database, and a test's emptied one, has them without a seed step; ON CONFLICT DO
 * NOTHING lets several servers start at once and keeps what the office has.
 */
export function ensureSeedPlaces(db: DbOrTx): Promise<void> {
  return repo.insertMissingPlaces(
    db,
    SEED_PLACES.map((p) => ({
      id: p.id,
      nameEn: p.name.en,
      nameGu: p.name.gu,
      nameHi: p.name.hi,
      nameUr: p.name.ur,
      state: p.state,
    })),
  );
}
