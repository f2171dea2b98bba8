import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  CURSOR_OWNER,
  CursorCodec,
  decodeCursor,
  isSaneDateValue,
  linkedPage,
  sliceOf,
} from './pagination.ts';

const codec = CursorCodec.withKey(randomBytes(32));
const fields = { date_of_birth: 'date', id: 'uuid' } as const;
const keys = { date_of_birth: '1999-03-14', id: '0b6a6f7e-4a43-4b8e-9d3a-0b7e2b1f4c11' };

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('sealed cursors', () => {
  it('open what they sealed', () => {
    expect(decodeCursor(codec, codec.seal(keys), fields)).toEqual(keys);
    expect(decodeCursor(codec, undefined, fields)).toBeNull();
    expect(decodeCursor(codec, '', fields)).toBeNull();
  });

  it('show nothing of what they hold', () => {
    const cursor = codec.seal(keys);
    const bytes = Buffer.from(cursor, 'base64url').toString('latin1');
    expect(bytes).not.toContain('1999');
    expect(bytes).not.toContain('date_of_birth');
    // The same keys sealed twice give different cursors (a fresh IV each time).
    expect(codec.seal(keys)).not.toBe(cursor);
  });

  it('never reuse an IV, across the refills of the pool they are drawn from', () => {
    const ivs = Array.from({ length: 1000 }, () =>
      Buffer.from(codec.seal(keys), 'base64url').subarray(1, 13).toString('hex'),
    );
    expect(new Set(ivs).size).toBe(1000);
    expect(decodeCursor(codec, codec.seal(keys), fields)).toEqual(keys);
  });

  it('refuse a cursor a client wrote (the old base64 JSON), one changed by a bit, or one of another key', () => {
    const forged = Buffer.from(JSON.stringify({ ...keys, date_of_birth: '1990-01-01' })).toString(
      'base64url',
    );
    const sealed = Buffer.from(codec.seal(keys), 'base64url');
    const flipped = Buffer.from(sealed);
    flipped[20]! ^= 1;
    const other = CursorCodec.withKey(randomBytes(32)).seal(keys);
    for (const cursor of [forged, flipped.toString('base64url'), other, 'x', '!!!', 'a'.repeat(5000)]) {
      const error = refusal(() => decodeCursor(codec, cursor, fields));
      expect(error.status).toBe(422);
      expect(error.extra.errors).toEqual({ cursor: ['The cursor is invalid.'] });
    }
  });

  it('refuse a sealed cursor whose keys are not of the list', () => {
    const wrong = codec.seal({ created_at: '2026-01-01T00:00:00.000Z', id: keys.id });
    expect(refusal(() => decodeCursor(codec, wrong, fields)).status).toBe(422);
    const badDate = codec.seal({ ...keys, date_of_birth: '2025-02-30' });
    expect(refusal(() => decodeCursor(codec, badDate, fields)).status).toBe(422);
  });

  it('page: the next cursor opens to the last row of the page', () => {
    const rows = [1, 2, 3].map((n) => ({ n, id: `0000000${n}-0000-4000-8000-000000000000` }));
    const slice = sliceOf(
      codec,
      rows,
      2,
      (r) => r.n,
      (r) => ({
        n: r.n,
        id: r.id,
      }),
    );
    expect(slice.data).toEqual([1, 2]);
    expect(slice.perPage).toBe(2);
    const page = linkedPage(slice, new URL('http://x/api/list?q=a'));
    expect(page.data).toEqual([1, 2]);
    expect(page.path).toBe('http://x/api/list');
    expect(page.next_page_url).toContain('q=a');
    expect(decodeCursor(codec, page.next_cursor!, { n: 'number', id: 'uuid' })).toEqual({
      n: '2',
      id: rows[1]!.id,
    });
  });

  it.each([
    'http://x/api/list?q=a b&r=%20&s=+&cursor=old',
    'http://u:p@x:8080/api/list?é=ü&z=%zz&&=',
    'http://x/api/list?',
    'https://x/api/list?a=1#frag',
  ])('page: the URLs of %s as URL.searchParams.set writes them', (base) => {
    const rows = [1, 2, 3].map((n) => ({ n, id: `0000000${n}-0000-4000-8000-000000000000` }));
    const page = linkedPage(
      sliceOf(
        codec,
        rows,
        2,
        (r) => r.n,
        (r) => ({ id: r.id }),
      ),
      new URL(base),
    );
    const path = new URL(base);
    path.search = '';
    const next = new URL(base);
    next.searchParams.set('cursor', page.next_cursor!);
    expect(page.path).toBe(path.toString());
    expect(page.next_page_url).toBe(next.toString());
  });

  it("page: the last page has no next cursor or link; a slice's filters join the next link", () => {
    const rows = [1, 2].map((n) => ({ n, id: `0000000${n}-0000-4000-8000-000000000000` }));
    const last = linkedPage(
      sliceOf(
        codec,
        rows,
        2,
        (r) => r.n,
        (r) => ({ id: r.id }),
      ),
      new URL('http://x/api/list?q=a'),
    );
    expect(last).toMatchObject({ data: [1, 2], next_cursor: null, next_page_url: null });
    const more = [...rows, { n: 3, id: '00000003-0000-4000-8000-000000000000' }];
    const filtered = linkedPage(
      sliceOf(
        codec,
        more,
        2,
        (r) => r.n,
        (r) => ({ id: r.id }),
        { status: 'pending', q: 'b' },
      ),
      new URL('http://x/api/list?q=a'),
    );
    const next = new URL(filtered.next_page_url!);
    expect(next.searchParams.get('status')).toBe('pending');
    expect(next.searchParams.get('q')).toBe('b');
    expect(next.searchParams.get('cursor')).toBe(filtered.next_cursor);
  });
});

describe('isSaneDateValue', () => {
  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2025-02-30', false],
    ['0000-01-01', false],
    ['99999', false],
    ['2026-11-24T10:11:12.345Z', true],
    ['2026-11-24T10:11:12Z', true],
    ['+275760-09-13T00:00:00.000Z', false],
    ['0000-01-01T00:00:00.000Z', false],
    ['2026-13-01T00:00:00.000Z', false],
    ['2026-11-24 10:11:12', false],
  ])('%s → %s', (value, ok) => {
    expect(isSaneDateValue(value)).toBe(ok);
  });
});

describe('cursors bound to an owner', () => {
  const owner = '5d8c6a3e-1f0b-4c7e-9a21-3b4c5d6e7f80';
  it('open for the profile they were sealed for, and are a 422 on cursor for any other or none', () => {
    const cursor = codec.seal({ ...keys, [CURSOR_OWNER]: owner });
    expect(decodeCursor(codec, cursor, fields, owner)).toEqual(keys);
    for (const other of ['0b6a6f7e-4a43-4b8e-9d3a-0b7e2b1f4c11', owner.toUpperCase(), '']) {
      const error = refusal(() => decodeCursor(codec, cursor, fields, other));
      expect(error.status).toBe(422);
      expect(error.extra.errors).toEqual({
        cursor: ['The cursor was made for another profile; start again from the first page.'],
      });
    }
    // A cursor sealed for nobody serves no owner.
    expect(() => decodeCursor(codec, codec.seal(keys), fields, owner)).toThrow(AppError);
  });
});

describe('tie pivots', () => {
  it('are UUIDs, the same for a profile every time, another for another profile or another key', () => {
    const a = codec.pivotOf('profile-a');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(codec.pivotOf('profile-a')).toBe(a);
    expect(codec.pivotOf('profile-b')).not.toBe(a);
    expect(CursorCodec.withKey(randomBytes(32)).pivotOf('profile-a')).not.toBe(a);
    // Spread over id space: of 400 profiles' pivots, about half fall in each half.
    const upper = Array.from({ length: 400 }, (_, i) => codec.pivotOf(`p${i}`)).filter(
      (p) => p >= '8',
    ).length;
    expect(upper).toBeGreaterThan(140);
    expect(upper).toBeLessThan(260);
  });
});
