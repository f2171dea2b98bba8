import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { CursorPage } from '@samaj/shared';
import type { DbOrTx } from '../db/client.ts';
import { loadAppSecret } from './app-secrets.ts';
import { fieldError } from './errors.ts';
import { linkOf } from './request-url.ts';
import { hmacSha256 } from './hmac.ts';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are checked before they reach SQL: a malformed id is simply not found. */
export const isUuid = (value: string) => UUID_RE.test(value);

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

/**
 * Random IVs, drawn from the CSPRNG 341 at a time and each used once: a randomBytes call for every
 * 12 bytes cost half of sealing a search's cursor.
 */
let ivPool = Buffer.alloc(0);
let ivAt = 0;
function nextIv(): Buffer {
  if (ivAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 341);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return ivPool.subarray(ivAt - IV_BYTES, ivAt);
}

/**
 * Keyset cursors, sealed: AES-256-GCM of a JSON object holding the last row's sort keys, with the
 * key in app_secrets (decision 018). A caller can neither read a cursor (the search's holds the last
 * card's date of birth, finer than the age the card shows) nor make or change one: anything the
 * server did not seal is a 422 on `cursor`.
 */
export class CursorCodec {
  /** HMAC under a key of its own, derived from the cursor key: the tie pivots of the lists' orders. */
  private readonly pivotMac: (message: string) => string;

  private constructor(private readonly key: Buffer) {
    this.pivotMac = hmacSha256(createHmac('sha256', key).update('samaj order pivot v1').digest());
  }

  static async load(db: DbOrTx): Promise<CursorCodec> {
    return new CursorCodec(await loadAppSecret(db, 'cursor_key'));
  }

  /** For unit tests and tools that have no database. */
  static withKey(key: Buffer): CursorCodec {
    return new CursorCodec(key);
  }

  seal(keys: Record<string, string | number | null>): string {
    const iv = nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    // Version, IV, ciphertext and tag written into one buffer (GCM's final() adds no bytes: a stream mode).
    const body = cipher.update(JSON.stringify(keys), 'utf8');
    const tail = cipher.final();
    const out = Buffer.allocUnsafe(1 + IV_BYTES + body.length + tail.length + TAG_BYTES);
    out[0] = VERSION;
    out.set(iv, 1);
    out.set(body, 1 + IV_BYTES);
    out.set(tail, 1 + IV_BYTES + body.length);
    out.set(cipher.getAuthTag(), 1 + IV_BYTES + body.length + tail.length);
    return out.toString('base64url');
  }

  /**
   * A point in id space for `scope` (the searching profile's id): a UUID from an HMAC of it under the
   * server's secret, so it is stable for that profile, different for every other, and means nothing
   * to anyone without the key. The age order breaks its ties by it: ids from the pivot up, then the
   * ids below it (decision 043). Never the nil UUID, so the ids below it are a range.
   */
  pivotOf(scope: string): string {
    const hex = Buffer.from(this.pivotMac(`pivot:${scope}`), 'base64url')
      .toString('hex')
      .slice(0, 32);
    const h = /^0+$/.test(hex) ? `${hex.slice(0, 31)}1` : hex;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  /** The object sealed in the cursor, or null if the server did not make it (or it was changed). */
  open(cursor: string): unknown {
    if (cursor.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
    const raw = Buffer.from(cursor, 'base64url');
    if (raw.length < 1 + IV_BYTES + TAG_BYTES + 2 || raw[0] !== VERSION) return null;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(raw.length - TAG_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([
        decipher.update(raw.subarray(1 + IV_BYTES, -TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      return null;
    }
  }
}

type CursorField = 'string' | 'number' | 'date' | 'uuid';

/** A calendar date or an instant as this server writes them, in years PostgreSQL and JS agree on. */
export function isSaneDateValue(value: string): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && value >= '1000-01-01';
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value)) return false;
  const d = new Date(value);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19) === value.slice(0, 19) && value >= '1000';
}

/** The field of a sealed cursor that names what it was made for (a profile, an account). */
export const CURSOR_OWNER = 'for';

/**
 * The keys sealed in `cursor` (null without one), each checked as `fields` says. With `owner`, the
 * cursor must have been made for it (sealed with `{ [CURSOR_OWNER]: owner }`): a cursor made for
 * another profile or account is a 422 on `cursor`, whoever holds it (docs/api.md, Additions: identity and
 * abuse).
 */
export function decodeCursor<K extends string>(
  codec: CursorCodec,
  cursor: string | undefined,
  fields: Record<K, CursorField>,
  owner?: string,
): Record<K, string> | null {
  if (cursor === undefined || cursor === '') return null;
  const bad = () => fieldError('cursor', 'cursorInvalid');
  const parsed = codec.open(cursor);
  if (typeof parsed !== 'object' || parsed === null) throw bad();
  if (owner !== undefined && (parsed as Record<string, unknown>)[CURSOR_OWNER] !== owner) {
    throw fieldError('cursor', 'cursorOtherProfile');
  }
  const out = {} as Record<K, string>;
  for (const [key, type] of Object.entries(fields) as [K, CursorField][]) {
    const value = (parsed as Record<string, unknown>)[key];
    if (type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      out[key] = String(value);
    } else {
      // Sealed by this server, so these hold; checked anyway, as nothing unchecked reaches SQL.
      if (typeof value !== 'string' || value.length > 200) throw bad();
      if (type === 'date' && !isSaneDateValue(value)) throw bad();
      if (type === 'uuid' && !UUID_RE.test(value)) throw bad();
      out[key] = value;
    }
  }
  return out;
}

/** What a list asks for: a sealed cursor (absent for the first page) and the page size. */
export interface PageInput {
  cursor?: string;
  perPage: number;
}

/**
 * A page of a list as a use case returns it: the items shown, the page size and the sealed cursor of
 * the next page. `filters` are the filters in effect that the request's query may not have named (the
 * search's saved preferences, a queue's default status): the next page must ask for the same list.
 * Links are HTTP, so the route writes them (`listAnswer` in plugins/route-kit.ts).
 */
export interface Slice<Item> {
  data: Item[];
  perPage: number;
  nextCursor: string | null;
  filters?: Record<string, string>;
}

/**
 * The slice of `perPage + 1` fetched rows (the extra row only says whether more exist): the shown
 * rows as items, and the next page's cursor sealed from the last one shown.
 */
export function sliceOf<Row, Item>(
  codec: CursorCodec,
  rows: Row[],
  perPage: number,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => Record<string, string | number | null>,
  filters?: Record<string, string>,
): Slice<Item> {
  const hasMore = rows.length > perPage;
  const pageRows = hasMore ? rows.slice(0, perPage) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(toItem),
    perPage,
    nextCursor: hasMore && last ? codec.seal(cursorOf(last)) : null,
    ...(filters ? { filters } : {}),
  };
}

/**
 * The answer of a list (docs/api.md, cursor pages): the slice with its links. `listUrl` is the URL of
 * the request (lib/request-url.ts: on PUBLIC_URL, else on no origin, and then `path` and
 * `next_page_url` are written relative); the next page's link carries its query, the slice's filters
 * and the cursor.
 */
export function linkedPage<Item>(slice: Slice<Item>, listUrl: URL): CursorPage<Item> {
  // One copy of the URL, written without its query (path) and then with the cursor's: the query as
  // url.searchParams.set would write it, without a second copy.
  const url = new URL(listUrl);
  url.search = '';
  const path = linkOf(url);
  let nextUrl: string | null = null;
  if (slice.nextCursor) {
    const params = new URLSearchParams(listUrl.search);
    for (const [key, value] of Object.entries(slice.filters ?? {})) params.set(key, value);
    params.set('cursor', slice.nextCursor);
    url.search = params.toString();
    nextUrl = linkOf(url);
  }
  return {
    data: slice.data,
    per_page: slice.perPage,
    next_cursor: slice.nextCursor,
    next_page_url: nextUrl,
    prev_cursor: null,
    prev_page_url: null,
    path,
  };
}

/** Keyset position in a list ordered by (created_at desc, id desc): the admin lists. */
export interface After {
  createdAt: Date;
  id: string;
}

/** Decodes a (created_at, id) cursor of a newest-first list (422 on `cursor` if forged). */
export function afterOf(cursors: CursorCodec, cursor: string | undefined): After | null {
  const after = decodeCursor(cursors, cursor, { created_at: 'date', id: 'uuid' });
  return after ? { createdAt: new Date(after.created_at), id: after.id } : null;
}

/** The cursor of a row of a newest-first list. */
export const cursorOf = (row: { createdAt: Date; id: string }) => ({
  created_at: row.createdAt.toISOString(),
  id: row.id,
});
