// Object-level access: every call that takes the id of something a user owns, tried by a second user
// with the first user's ids. Refused with 403 or 404 (bookings and payments: 404, as if missing), and the
// object is unchanged afterwards. The table is written by hand; the last test fails when a route with an
// id in its path has no entry.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  conversationMembers,
  conversations,
  interests,
  messages,
  notInterested,
  payments,
  profilePictures,
  profileRevisions,
  profiles,
  shortlists,
  waitlist,
} from '../../src/db/schema/index.ts';
import { buildTestApp, multipartBody, type TestApp } from '../support/app.ts';
import { book, createHall, NOW } from '../support/bookings.ts';
import { member, newProfile, type User } from '../support/matrimonial.ts';

const M = '/api/matrimonial';

interface World {
  owner: User;
  intruder: User;
  /** The owner's approved, active profile (others may see its public view). */
  shown: string;
  /** The owner's second profile, not approved: nobody else may see it at all. */
  hidden: string;
  shownPicture: string;
  hiddenPicture: string;
  /** Signed URL of the hidden profile's picture, as answered to its owner. */
  hiddenPictureUrl: string;
  /** An interest from a third profile to the owner's, pending. */
  received: string;
  /** An interest from the owner's profile to a third profile, pending. */
  sent: string;
  booking: string;
  /** The pending revision of the owner's approved profile (its about text changed): the office's alone. */
  revision: string;
  /** The owner's place on the waitlist of a date another family holds. */
  waiting: string;
  orderId: string;
  /** The owner's signed checkout answer for that order. */
  signed: { order_id: string; payment_id: string; razorpay_signature: string };
  /** The conversation of the owner's accepted interest with a fifth family, and the owner's message in it. */
  conversation: string;
  message: string;
}

interface Entry {
  /** What the entry covers: `METHOD /path/{param}` as in the OpenAPI document. */
  routes: string[];
  /** The intruder's request, built from the owner's objects. */
  request: (w: World) => { method: string; url: string; payload?: unknown; multipart?: Buffer };
  /** Statuses that count as refused; default 403 or 404. */
  refused?: number[];
  /** Why a route is not refused (it targets someone else's object by design). */
  byDesign?: string;
}

let t: TestApp;
let dataDir = '';
let w: World;
let picture: Buffer;

/** Everything the table's requests could change, to compare before and after. */
async function snapshot() {
  const db = t.database.db;
  const own = await db.select().from(profiles).where(eq(profiles.userId, w.owner.id));
  const pics = await db
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, [w.shown, w.hidden]));
  const booking = await db.select().from(bookings).where(eq(bookings.id, w.booking));
  const pays = await db.select().from(payments).where(eq(payments.bookingId, w.booking));
  const ints = await db
    .select()
    .from(interests)
    .where(inArray(interests.id, [w.received, w.sent]));
  const waits = await db.select().from(waitlist).where(eq(waitlist.id, w.waiting));
  const revisions = await db
    .select()
    .from(profileRevisions)
    .where(inArray(profileRevisions.profileId, [w.shown, w.hidden]));
  // The owner's own shortlist and not-interested records (the intruder's are theirs to change).
  const ownIds = own.map((p) => p.id);
  const marks = [
    ...(await db.select().from(shortlists).where(inArray(shortlists.profileId, ownIds))),
    ...(await db.select().from(notInterested).where(inArray(notInterested.profileId, ownIds))),
  ];
  // The owner's conversation, its members and messages.
  const talk = await db.select().from(conversations).where(eq(conversations.id, w.conversation));
  const members = await db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, w.conversation));
  const said = await db.select().from(messages).where(eq(messages.conversationId, w.conversation));
  const sort = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return JSON.stringify({
    own: sort(own),
    pics: sort(pics),
    booking,
    pays,
    ints: sort(ints),
    waits,
    marks,
    revisions: sort(revisions),
    talk,
    members: members.sort((a, b) => a.userId.localeCompare(b.userId)),
    said: sort(said),
  });
}

/** Another family's booking, waitlist place or payment order is not found, as a missing one (docs/api.md). */
const NOT_FOUND = [404];

const C = `${M}/conversations`;
const TABLE: Entry[] = [
  // Conversations (decision 054): a non-member gets 404 for every call with an id.
  {
    routes: [`GET ${C}/{id}`],
    request: (w) => ({ method: 'GET', url: `${C}/${w.conversation}` }),
    refused: NOT_FOUND,
  },
  {
    routes: [`GET ${C}/{id}/messages`],
    request: (w) => ({ method: 'GET', url: `${C}/${w.conversation}/messages` }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${C}/{id}/messages`],
    request: (w) => ({
      method: 'POST',
      url: `${C}/${w.conversation}/messages`,
      payload: { client_id: '6b1f9a52-8a8e-4d6e-9a55-1f2d3c4b5a69', profile_id: w.shown, body: 'Hello' },
    }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${C}/{id}/read`],
    request: (w) => ({ method: 'POST', url: `${C}/${w.conversation}/read`, payload: { up_to: w.message } }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${C}/{id}/mute`],
    request: (w) => ({ method: 'POST', url: `${C}/${w.conversation}/mute`, payload: { muted: true } }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${C}/{id}/close`],
    request: (w) => ({ method: 'POST', url: `${C}/${w.conversation}/close`, payload: { reason: 'other' } }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${C}/{id}/share-contact`],
    request: (w) => ({
      method: 'POST',
      url: `${C}/${w.conversation}/share-contact`,
      payload: { profile_id: w.shown },
    }),
    refused: NOT_FOUND,
  },
  {
    routes: [`DELETE ${M}/messages/{id}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/messages/${w.message}` }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${M}/messages/{id}/report`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/messages/${w.message}/report`,
      payload: { reason: 'other' },
    }),
    refused: NOT_FOUND,
  },
  {
    routes: [`POST ${M}/update-profile/{id}`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/update-profile/${w.shown}`,
      payload: { first_name: 'Hacked' },
    }),
  },
  {
    routes: [`GET ${M}/get-profile/{id}`],
    request: (w) => ({ method: 'GET', url: `${M}/get-profile/${w.hidden}` }),
  },
  {
    routes: [`GET ${M}/set-default-profile/{id}`],
    request: (w) => ({ method: 'GET', url: `${M}/set-default-profile/${w.hidden}` }),
  },
  {
    routes: [`DELETE ${M}/delete-profile/{id}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/delete-profile/${w.shown}` }),
  },
  {
    routes: [`GET ${M}/{id}/pictures`],
    request: (w) => ({ method: 'GET', url: `${M}/${w.hidden}/pictures` }),
  },
  {
    routes: [`POST ${M}/{id}/pictures`],
    request: (w) => ({ method: 'POST', url: `${M}/${w.shown}/pictures`, multipart: picture }),
  },
  {
    routes: [`DELETE ${M}/{id}/pictures/{pictureId}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/${w.shown}/pictures/${w.shownPicture}` }),
  },
  {
    routes: [`POST ${M}/{id}/pictures/{pictureId}/primary`],
    request: (w) => ({ method: 'POST', url: `${M}/${w.shown}/pictures/${w.hiddenPicture}/primary` }),
  },
  {
    routes: [`GET ${M}/picture-files/{pictureId}/{variant}`],
    request: (w) => ({ method: 'GET', url: `${M}/picture-files/${w.hiddenPicture}/large` }),
  },
  {
    routes: [`GET ${M}/mm/filter-profile/{id}`],
    request: (w) => ({
      method: 'GET',
      url: `${M}/mm/filter-profile/${w.shown}?prefer_min_age=40&prefer_max_age=41&prefer_with_job=yes`,
    }),
  },
  {
    routes: [`POST ${M}/send-interest/{id}`],
    // The id is the target by design; a profile the sender may not see is refused like a missing one.
    request: (w) => ({ method: 'POST', url: `${M}/send-interest/${w.hidden}`, payload: { message: 'hi' } }),
  },
  {
    routes: [`POST ${M}/reply-interest/{interestId}`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/reply-interest/${w.received}`,
      payload: { reply: 'declined' },
    }),
  },
  {
    routes: [`POST ${M}/withdraw-interest/{interestId}`],
    request: (w) => ({ method: 'POST', url: `${M}/withdraw-interest/${w.sent}` }),
  },
  {
    routes: [`POST ${M}/block/{profileId}`],
    request: (w) => ({ method: 'POST', url: `${M}/block/${w.shown}` }),
    refused: [204],
    byDesign:
      "a block is the caller's own record about someone else's profile; the owner's data is untouched",
  },
  {
    // Right after the block above: lifts it again, so the tests below see the profile.
    routes: [`DELETE ${M}/block/{profileId}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/block/${w.shown}` }),
    refused: [204],
    byDesign: "removes only the caller's own block record",
  },
  {
    routes: [`POST ${M}/report/{profileId}`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/report/${w.shown}`,
      payload: { reason: 'Looks like spam' },
    }),
    refused: [201],
    byDesign:
      "a report is the caller's own record about someone else's profile; the owner's data is untouched",
  },
  {
    routes: [`POST ${M}/{id}/submit`],
    request: (w) => ({ method: 'POST', url: `${M}/${w.hidden}/submit` }),
  },
  {
    routes: [`POST ${M}/{id}/consent/send`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/${w.hidden}/consent/send`,
      payload: { mobile: '9876512345' },
    }),
  },
  {
    routes: [`POST ${M}/{id}/consent/verify`],
    request: (w) => ({ method: 'POST', url: `${M}/${w.hidden}/consent/verify`, payload: { code: '123456' } }),
  },
  {
    // Only the account whose number was asked answers; the intruder's number was not.
    routes: [`POST ${M}/consent-requests/{profileId}`],
    request: (w) => ({
      method: 'POST',
      url: `${M}/consent-requests/${w.hidden}`,
      payload: { confirm: true },
    }),
  },
  {
    routes: [`POST ${M}/{id}/pause`],
    request: (w) => ({ method: 'POST', url: `${M}/${w.shown}/pause`, payload: { paused: true } }),
  },
  {
    // A profile the caller may not see cannot be shortlisted or hidden: refused like a missing one.
    routes: [`POST ${M}/shortlist/{profileId}`],
    request: (w) => ({ method: 'POST', url: `${M}/shortlist/${w.hidden}` }),
  },
  {
    routes: [`DELETE ${M}/shortlist/{profileId}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/shortlist/${w.shown}` }),
    refused: [204, 404],
    byDesign: "removes only the caller's own shortlist record about that profile",
  },
  {
    routes: [`POST ${M}/not-interested/{profileId}`],
    request: (w) => ({ method: 'POST', url: `${M}/not-interested/${w.hidden}` }),
  },
  {
    routes: [`DELETE ${M}/not-interested/{profileId}`],
    request: (w) => ({ method: 'DELETE', url: `${M}/not-interested/${w.shown}` }),
    refused: [204, 404],
    byDesign: "removes only the caller's own not-interested record about that profile",
  },
  {
    routes: ['GET /api/booking/show/{id}'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'GET', url: `/api/booking/show/${w.booking}` }),
  },
  {
    routes: ['POST /api/booking/cancel/{id}'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'POST', url: `/api/booking/cancel/${w.booking}` }),
  },
  {
    routes: ['POST /api/booking/{id}/pay'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'POST', url: `/api/booking/${w.booking}/pay` }),
  },
  {
    routes: ['POST /api/booking/{id}/pay-balance'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'POST', url: `/api/booking/${w.booking}/pay-balance` }),
  },
  {
    routes: ['GET /api/booking/{id}/refund-preview'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'GET', url: `/api/booking/${w.booking}/refund-preview` }),
  },
  {
    routes: ['GET /api/booking/{id}/receipt.pdf'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'GET', url: `/api/booking/${w.booking}/receipt.pdf` }),
  },
  {
    routes: ['GET /api/booking/{id}/calendar.ics'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'GET', url: `/api/booking/${w.booking}/calendar.ics` }),
  },
  {
    routes: ['DELETE /api/booking/waitlist/{id}'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'DELETE', url: `/api/booking/waitlist/${w.waiting}` }),
  },
  {
    routes: ['POST /api/booking/payment-success'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'POST', url: '/api/booking/payment-success', payload: w.signed }),
  },
  {
    // The office's queue of profile changes: a member neither reads other families' texts there nor
    // decides on them (admins only, 403).
    routes: ['GET /api/admin/revisions'],
    request: () => ({ method: 'GET', url: '/api/admin/revisions' }),
  },
  {
    routes: ['POST /api/admin/revisions/{id}/approve'],
    request: (w) => ({ method: 'POST', url: `/api/admin/revisions/${w.revision}/approve` }),
  },
  {
    routes: ['POST /api/admin/revisions/{id}/reject'],
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/revisions/${w.revision}/reject`,
      payload: { reason: 'Not wanted' },
    }),
  },
  {
    routes: ['POST /api/dev/payments/simulate'],
    refused: NOT_FOUND,
    request: (w) => ({ method: 'POST', url: '/api/dev/payments/simulate', payload: { order_id: w.orderId } }),
  },
];

/** Id routes that hold nothing a user owns: public content, or an admin's (guarded as a whole). */
const NOT_USER_OWNED = [
  /^GET \/api\/news\/\{id\}$/,
  /^GET \/api\/jobs\/\{id\}$/,
  /^GET \/api\/news-images\/\{file\}$/, // news pictures are public
  / \/api\/admin\//,
];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-hard-access-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  t.clock.set(new Date(NOW));
  picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();
  const owner = await member(t, { first_name: 'Owner', gender: 'female' });
  const intruder = await member(t, { first_name: 'Intruder', gender: 'male' });
  const third = await member(t, { first_name: 'Third', gender: 'male' });
  const hidden = await newProfile(t, owner.user, {
    first_name: 'Hidden',
    gender: 'female',
    relation: 'sister',
  });
  // newProfile may make the new profile the active one: the approved one is active again.
  await t.app.inject({
    method: 'GET',
    url: `${M}/set-default-profile/${owner.profile.id}`,
    headers: owner.user.headers,
  });
  const upload = async (profileId: string) => {
    const body = multipartBody('picture', picture);
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/${profileId}/pictures`,
      headers: { ...owner.user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };
  const shownPicture = await upload(owner.profile.id);
  const hiddenPicture = await upload(hidden.id);
  const received = await t.app.inject({
    method: 'POST',
    url: `${M}/send-interest/${owner.profile.id}`,
    headers: third.user.headers,
    payload: {},
  });
  expect(received.statusCode, received.body).toBe(201);
  const fourth = await member(t, { first_name: 'Fourth', gender: 'male' });
  const sent = await t.app.inject({
    method: 'POST',
    url: `${M}/send-interest/${fourth.profile.id}`,
    headers: owner.user.headers,
    payload: {},
  });
  expect(sent.statusCode, sent.body).toBe(201);

  const hall = await createHall(t);
  const booked = await book(t, owner.user.headers, [
    { hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-01'] },
  ]);
  expect(booked.statusCode, booked.body).toBe(201);
  const { booking, payment } = booked.json() as { booking: { id: string }; payment: { order_id: string } };
  // Another family holds the next day; the owner waits for it.
  const other = await book(t, third.user.headers, [
    { hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-02'] },
  ]);
  expect(other.statusCode, other.body).toBe(201);
  const waiting = await t.app.inject({
    method: 'POST',
    url: '/api/booking/waitlist',
    headers: owner.user.headers,
    payload: { hall_id: hall.id, slot: 'M', date: '2030-03-02' },
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/dev/payments/simulate',
    headers: owner.user.headers,
    payload: { order_id: payment.order_id },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  // A change to the approved profile's about text waits for the office as its revision.
  const revised = await t.app.inject({
    method: 'POST',
    url: `${M}/update-profile/${owner.profile.id}`,
    headers: owner.user.headers,
    payload: { about: 'A new text for the office to read.' },
  });
  expect(revised.statusCode, revised.body).toBe(200);
  const [revision] = await t.database.db
    .select()
    .from(profileRevisions)
    .where(eq(profileRevisions.profileId, owner.profile.id));

  // The hidden profile asks a third account (proven) for its candidate's consent, in the app.
  const asked = await t.app.inject({
    method: 'POST',
    url: `${M}/${hidden.id}/consent/send`,
    headers: owner.user.headers,
    payload: { mobile: third.user.mobile },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  expect((asked.json() as { in_app: boolean }).in_app).toBe(true);

  // A fifth family's interest the owner accepted: their conversation, with a message of the owner's.
  const fifth = await member(t, { first_name: 'Fifth', gender: 'male' });
  const theirs = await t.app.inject({
    method: 'POST',
    url: `${M}/send-interest/${owner.profile.id}`,
    headers: fifth.user.headers,
    payload: {},
  });
  expect(theirs.statusCode, theirs.body).toBe(201);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `${M}/reply-interest/${(theirs.json() as { id: string }).id}`,
    headers: owner.user.headers,
    payload: { reply: 'accepted' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const talks = await t.app.inject({ method: 'GET', url: `${M}/conversations`, headers: owner.user.headers });
  const conversation = (talks.json() as { data: { id: string }[] }).data[0]!.id;
  const said = await t.app.inject({
    method: 'POST',
    url: `${M}/conversations/${conversation}/messages`,
    headers: owner.user.headers,
    payload: {
      client_id: '0d7c8e3a-5b4f-4c2d-8e1a-9f0b1c2d3e4f',
      profile_id: owner.profile.id,
      body: 'Salaam',
    },
  });
  expect(said.statusCode, said.body).toBe(201);

  w = {
    conversation,
    message: (said.json() as { id: string }).id,
    owner: owner.user,
    intruder: intruder.user,
    shown: owner.profile.id,
    hidden: hidden.id,
    shownPicture: shownPicture.id,
    hiddenPicture: hiddenPicture.id,
    hiddenPictureUrl: hiddenPicture.url,
    received: (received.json() as { id: string }).id,
    sent: (sent.json() as { id: string }).id,
    booking: booking.id,
    revision: revision!.id,
    waiting: (waiting.json() as { id: string }).id,
    orderId: payment.order_id,
    signed: signed.json() as World['signed'],
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function asIntruder(entry: Entry) {
  const r = entry.request(w);
  if (r.multipart) {
    const body = multipartBody('picture', r.multipart);
    return t.app.inject({
      method: r.method as 'POST',
      url: r.url,
      headers: { ...w.intruder.headers, ...body.headers },
      payload: body.payload,
    });
  }
  return t.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: w.intruder.headers,
    ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
  });
}

describe("a second user with the first user's ids", () => {
  for (const entry of TABLE) {
    it(`${entry.routes.join(', ')}: ${entry.byDesign ? 'by design' : 'refused'}, and nothing changes`, async () => {
      const before = await snapshot();
      const res = await asIntruder(entry);
      expect(entry.refused ?? [403, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      // A 404 of the domain ("Profile not found."), not the router's for a mistyped path.
      if (res.statusCode === 404) expect((res.json() as { message: string }).message).not.toBe('Not found.');
      expect(await snapshot()).toBe(before);
    });
  }

  it("sees only the public view of the owner's approved profile: no mobile, email or date of birth", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${w.shown}`,
      headers: w.intruder.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    for (const key of ['date_of_birth', 'mobile', 'email', 'rejection_reason', 'is_last_selected']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(JSON.stringify(body)).not.toContain(w.owner.mobile);
  });

  it("cannot use the owner's signed picture URL, nor another profile's path with the owner's picture", async () => {
    const signedUrl = new URL(w.hiddenPictureUrl, 'http://localhost');
    const withBearer = await t.app.inject({
      method: 'GET',
      url: signedUrl.pathname + signedUrl.search,
      headers: w.intruder.headers,
    });
    expect([403, 404]).toContain(withBearer.statusCode);
    // The intruder's own profile in the path, the owner's picture id after it.
    const intruderProfile = (
      (await t.app.inject({ method: 'GET', url: `${M}/user`, headers: w.intruder.headers })).json() as {
        profiles: { id: string }[];
      }
    ).profiles[0]!.id;
    const before = await snapshot();
    for (const [method, suffix] of [
      ['DELETE', ''],
      ['POST', '/primary'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${M}/${intruderProfile}/pictures/${w.shownPicture}${suffix}`,
        headers: w.intruder.headers,
      });
      expect([403, 404], `${method} ${res.statusCode}`).toContain(res.statusCode);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the owner still can do all of it (the table tests access, not broken routes)', async () => {
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/booking/show/${w.booking}`,
      headers: w.owner.headers,
    });
    expect(shown.statusCode).toBe(200);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${w.booking}/pay`,
      headers: w.owner.headers,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: w.owner.headers,
      payload: w.signed,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${w.hidden}`,
      headers: w.owner.headers,
    });
    expect(hidden.statusCode).toBe(200);
    const reply = await t.app.inject({
      method: 'POST',
      url: `${M}/reply-interest/${w.received}`,
      headers: w.owner.headers,
      payload: { reply: 'accepted' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it("cannot page with the owner's cursors: each serves only the profile it was made for (422 on cursor)", async () => {
    const intruderProfile = (
      (await t.app.inject({ method: 'GET', url: `${M}/user`, headers: w.intruder.headers })).json() as {
        profiles: { id: string }[];
      }
    ).profiles[0]!.id;
    // The owner's lists with a second page: the search, the shortlist, the profiles viewed.
    const men = (
      (
        await t.app.inject({
          method: 'GET',
          url: `${M}/mm/filter-profile/${w.shown}?per_page=100`,
          headers: w.owner.headers,
        })
      ).json() as { data: { id: string }[] }
    ).data.slice(0, 2);
    expect(men).toHaveLength(2);
    for (const man of men) {
      const views = await t.app.inject({
        method: 'GET',
        url: `${M}/get-profile/${man.id}`,
        headers: w.owner.headers,
      });
      expect(views.statusCode, views.body).toBe(200);
      const listed = await t.app.inject({
        method: 'POST',
        url: `${M}/shortlist/${man.id}`,
        headers: w.owner.headers,
      });
      expect(listed.statusCode, listed.body).toBe(204);
    }
    const lists = [
      [`${M}/mm/filter-profile/${w.shown}`, `${M}/mm/filter-profile/${intruderProfile}`],
      [`${M}/profiles/shortlisted`, `${M}/profiles/shortlisted`],
      [`${M}/profiles/viewed-by-me`, `${M}/profiles/viewed-by-me`],
    ];
    for (const [ownerUrl, intruderUrl] of lists) {
      const first = await t.app.inject({
        method: 'GET',
        url: `${ownerUrl}?per_page=1`,
        headers: w.owner.headers,
      });
      const cursor = (first.json() as { next_cursor: string | null }).next_cursor;
      expect(cursor, `${ownerUrl} ${first.body}`).toBeTruthy();
      const res = await t.app.inject({
        method: 'GET',
        url: `${intruderUrl}?per_page=1&cursor=${encodeURIComponent(cursor!)}`,
        headers: w.intruder.headers,
      });
      expect(res.statusCode, `${intruderUrl} ${res.body}`).toBe(422);
      expect((res.json() as { errors: Record<string, unknown> }).errors).toHaveProperty('cursor');
    }
  });

  it('covers every route with an id of a user-owned object (a new one without an entry fails here)', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const idRoutes = Object.entries(doc.paths).flatMap(([p, methods]) =>
      /\{[^}]+\}/.test(p) ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`) : [],
    );
    const needed = idRoutes.filter((r) => !NOT_USER_OWNED.some((re) => re.test(r)));
    const covered = new Set(TABLE.flatMap((e) => e.routes));
    expect(needed.filter((r) => !covered.has(r))).toEqual([]);
    // And the table names only routes that exist.
    const all = new Set(
      Object.entries(doc.paths).flatMap(([p, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    expect([...covered].filter((r) => !all.has(r))).toEqual([]);
  });
});
