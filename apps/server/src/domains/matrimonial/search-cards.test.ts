import { cursorPage, matchCard } from '@samaj/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type TestApp } from '../../../test/support/app.ts';
import { interests } from '../../db/schema/index.ts';
import { buildMatrimonialTestApp, local, member } from '../../../test/support/matrimonial.ts';

// The search brings each card's primary picture and "may have a contact" in its own query (one round
// trip for a page); these check the cards still carry the same pictures and contacts.

let t: TestApp;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());

type Card = {
  id: string;
  first_name: string;
  primary_picture: { id: string; url: string; thumb_url: string } | null;
  contact: { mobile: string; name: string } | null;
};

describe('match search cards', () => {
  it('carry the primary picture and, only after an accepted interest, the contact', async () => {
    const searcher = await member(t, { first_name: 'Searcher' });
    const accepted = await member(t, { gender: 'male', first_name: 'Accepted' });
    const pictured = await member(t, { gender: 'male', first_name: 'Pictured' });
    const pending = await member(t, { gender: 'male', first_name: 'Pending' });
    const other = await member(t, { first_name: 'OtherWoman' });

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#393' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody('picture', jpeg);
    const up = await t.app.inject({
      method: 'POST',
      url: `${M}/${pictured.profile.id}/pictures`,
      headers: { ...pictured.user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);

    const now = t.clock.now();
    await t.database.db.insert(interests).values([
      {
        fromProfileId: accepted.profile.id,
        toProfileId: searcher.profile.id,
        status: 'accepted',
        createdAt: now,
      },
      {
        fromProfileId: searcher.profile.id,
        toProfileId: pending.profile.id,
        status: 'pending',
        createdAt: now,
      },
      // Accepted, but with someone else: no contact for the searcher.
      {
        fromProfileId: pictured.profile.id,
        toProfileId: other.profile.id,
        status: 'accepted',
        createdAt: now,
      },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${searcher.profile.id}?prefer_min_age=18&prefer_max_age=60&prefer_marital_status=any&prefer_with_job=any`,
      headers: searcher.user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is written by a compiled serializer (decision 015): it must still be exactly the
    // contract's shape, with pictures, contacts and nulls, and nothing more.
    expect(cursorPage(matchCard).parse(res.json())).toEqual(res.json());
    const cards = new Map((res.json().data as Card[]).map((c) => [c.first_name, c]));
    expect([...cards.keys()].sort()).toEqual(['Accepted', 'Pending', 'Pictured']);

    expect(cards.get('Accepted')!.contact).toEqual({
      mobile: accepted.user.mobile,
      name: expect.any(String),
    });
    expect(cards.get('Pending')!.contact).toBeNull();
    expect(cards.get('Pictured')!.contact).toBeNull();

    expect(cards.get('Accepted')!.primary_picture).toBeNull();
    const pic = cards.get('Pictured')!.primary_picture!;
    expect(pic.id).toBe(up.json().id);
    const file = await t.app.inject({ method: 'GET', url: local(pic.thumb_url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });
});
