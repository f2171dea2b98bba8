import { cursorPage, matchCard } from '@samaj/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { eq } from 'drizzle-orm';
import { interests, profileBlocks, users } from '../../../db/schema/index.ts';
import {
  approvePicture,
  buildMatrimonialTestApp,
  local,
  member,
  newProfile,
} from '../../../../test/support/matrimonial.ts';

// The search brings each card's primary picture and contact in its own statement (one round
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
    await approvePicture(t, up.json().id);

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

    const [owner] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, accepted.user.id));
    // With the holder's name in Latin letters (docs/api.md "What families read"): the name itself, written in A-Z here.
    expect(cards.get('Accepted')!.contact).toEqual({
      mobile: accepted.user.mobile,
      name: owner!.name,
      name_latin: owner!.name,
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

  it('carry the interest with the searching profile, and say mutual only when both sides meet preferences the searcher gave', async () => {
    const searcher = await member(t, { first_name: 'Seeker' });
    // Someone else of the same family: an interest with it is not the searching profile's.
    const sister = await newProfile(t, searcher.user, { first_name: 'Sister', relation: 'sister' });
    const names = ['None', 'Sent', 'Received', 'Accepted', 'Withdrawn', 'Family', 'Picky'];
    const them = new Map<string, Awaited<ReturnType<typeof member>>>();
    for (const name of names) {
      // Picky wants someone of 40 or more; the searcher is 25.
      const extra = name === 'Picky' ? { prefer_min_age: 40 } : {};
      them.set(name, await member(t, { gender: 'male', first_name: name, ...extra }));
    }
    const id = (name: string) => them.get(name)!.profile.id;
    const now = t.clock.now();
    await t.database.db.insert(interests).values([
      { fromProfileId: searcher.profile.id, toProfileId: id('Sent'), status: 'pending', createdAt: now },
      { fromProfileId: id('Received'), toProfileId: searcher.profile.id, status: 'pending', createdAt: now },
      { fromProfileId: searcher.profile.id, toProfileId: id('Accepted'), status: 'accepted', createdAt: now },
      {
        fromProfileId: searcher.profile.id,
        toProfileId: id('Withdrawn'),
        status: 'withdrawn',
        createdAt: now,
      },
      { fromProfileId: id('Family'), toProfileId: sister.id, status: 'pending', createdAt: now },
    ]);
    const search = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${M}/mm/filter-profile/${searcher.profile.id}?per_page=100&${query}`,
        headers: searcher.user.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(cursorPage(matchCard).parse(res.json())).toEqual(res.json());
      const cards = res.json().data as { id: string; mutual: boolean; interest_status: string }[];
      const byId = new Map(cards.map((c) => [c.id, c]));
      // This test's profiles, by name (the first test's profiles show up too).
      return new Map(names.flatMap((name) => (byId.has(id(name)) ? [[name, byId.get(id(name))!]] : [])));
    };

    const given = await search(
      'prefer_min_age=20&prefer_max_age=40&prefer_marital_status=any&prefer_with_job=any',
    );
    expect(Object.fromEntries([...given].map(([name, c]) => [name, c.interest_status]))).toEqual({
      None: 'none',
      Sent: 'sent',
      Received: 'received',
      Accepted: 'accepted',
      Withdrawn: 'none',
      Family: 'none',
      Picky: 'none',
    });
    expect(given.get('None')!.mutual).toBe(true);
    expect(given.get('Picky')!.mutual).toBe(false);

    // No preferences of the searcher's own (any, any, 18 to 100): nothing is called mutual.
    const open = await search(
      'prefer_min_age=18&prefer_max_age=100&prefer_marital_status=any&prefer_with_job=any',
    );
    expect(open.size).toBe(names.length);
    expect([...open.values()].filter((c) => c.mutual)).toEqual([]);
    // The profile page of a match follows the same rule, on the preferences now saved.
    const page = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${id('None')}`,
      headers: searcher.user.headers,
    });
    expect(page.json().mutual).toBe(false);
  });
  it('carry the contact after an accepted interest with any profile of the family, and leave out declined and blocked pairs', async () => {
    const searcher = await member(t, { first_name: 'Kin' });
    // A second profile of the searcher's family (a draft): its accepted interests show contacts too.
    const sister = await newProfile(t, searcher.user, { first_name: 'KinSister', relation: 'sister' });
    const names = ['SisterAccepted', 'BothWays', 'SisterDeclined', 'Declined', 'Blocked', 'BlockedSister'];
    const them = new Map<string, Awaited<ReturnType<typeof member>>>();
    for (const name of names) them.set(name, await member(t, { gender: 'male', first_name: name }));
    const id = (name: string) => them.get(name)!.profile.id;
    const now = t.clock.now();
    const interest = (from: string, to: string, status: string) => ({
      fromProfileId: from,
      toProfileId: to,
      status,
      createdAt: now,
    });
    await t.database.db
      .insert(interests)
      .values([
        interest(id('SisterAccepted'), sister.id, 'accepted'),
        interest(sister.id, id('BothWays'), 'accepted'),
        interest(searcher.profile.id, id('BothWays'), 'pending'),
        interest(id('SisterDeclined'), sister.id, 'declined'),
        interest(searcher.profile.id, id('Declined'), 'declined'),
        interest(searcher.profile.id, id('Blocked'), 'accepted'),
        interest(id('BlockedSister'), sister.id, 'accepted'),
      ]);
    await t.database.db.insert(profileBlocks).values([
      { blockerUserId: searcher.user.id, blockedProfileId: id('Blocked'), createdAt: now },
      { blockerUserId: them.get('BlockedSister')!.user.id, blockedProfileId: sister.id, createdAt: now },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${searcher.profile.id}?per_page=100&prefer_min_age=18&prefer_max_age=60&prefer_marital_status=any&prefer_with_job=any`,
      headers: searcher.user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cursorPage(matchCard).parse(res.json())).toEqual(res.json());
    const cards = res.json().data as { id: string; interest_status: string; contact: Card['contact'] }[];
    const byId = new Map(cards.map((c) => [c.id, c]));
    const shown = Object.fromEntries(
      names.flatMap((name) => {
        const card = byId.get(id(name));
        return card ? [[name, { status: card.interest_status, contact: card.contact?.mobile ?? null }]] : [];
      }),
    );
    // A declined interest with the searching profile, or a block either way between the two families,
    // leaves the match out; one declined with the sister does not, and is not the searcher's.
    expect(shown).toEqual({
      SisterAccepted: { status: 'none', contact: them.get('SisterAccepted')!.user.mobile },
      BothWays: { status: 'sent', contact: them.get('BothWays')!.user.mobile },
      SisterDeclined: { status: 'none', contact: null },
    });
  });
});
