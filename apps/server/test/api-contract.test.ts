// The API contract as a client sees it: every operation of the OpenAPI document is
// called, writes included, on success paths with real ids (a member, an admin, their objects) and on
// failure paths (anonymous, not an admin, unknown ids, invalid and malformed bodies, unsupported content
// types, bodies too large, NUL in the query). Every answer the app gives in this file, helper calls
// included, must have a status its operation declares and, when JSON, a body that validates against the
// declared schema (test/support/contract.ts); every 4xx/5xx is in docs/api.md's error shape.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/domains/auth/tokens.ts';
import { buildTestApp, createUser, multipartBody, type TestApp } from './support/app.ts';
import { gatewayOf } from './support/payments.ts';
import { book, createHall, NOW } from './support/bookings.ts';
import { type Answer, contractChecker, type ContractChecker, recordAnswers } from './support/contract.ts';
import { member, newProfile, type User } from './support/matrimonial.ts';

const M = '/api/matrimonial';
const PASSWORD = 'a-contract-passphrase-1';

interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as?: User | null;
  payload?: unknown;
  /** A multipart upload: the field and the file. */
  file?: { field: string; bytes: Buffer };
  headers?: Record<string, string>;
}

interface Step {
  /** The operation, `METHOD /path/{param}` as in the document. */
  op: string;
  /** The successful call (its helpers may call other operations first). */
  call: () => Promise<Req> | Req;
  /** What to keep from the answer for later steps. */
  keep?: (body: Record<string, unknown>) => void;
}

let t: TestApp;
let dataDir = '';
let contract: ContractChecker;
let doc: {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses?: object }>>;
};
const answers: Answer[] = [];
let checked = 0;
const violations: string[] = [];
/** Statuses answered, per operation. */
const statusesOf = new Map<string, Set<number>>();

/** The objects the table works on, made in beforeAll or by earlier steps. */
const w = {} as {
  admin: User;
  owner: User;
  other: User;
  third: User;
  broker: User;
  account: { mobile: string; token: string; headers: { authorization: string } };
  shown: string;
  otherProfile: string;
  thirdProfile: string;
  brokerProfile: string;
  draft: string;
  daughter: string;
  spare: string;
  picture: Buffer;
  pictureId: string;
  pictureUrl: string;
  secondPictureId: string;
  received: string;
  sent: string;
  hall: { id: string };
  bookingId: string;
  orderId: string;
  unpaidId: string;
  advanceId: string;
  heldId: string;
  waitingId: string;
  reportId: string;
  newsId: string;
  newsImage: string;
  jobId: string;
  blockedId: string;
  revisionId: string;
  consentMobile: string;
  conversationId: string;
  messageId: string;
  theirMessageId: string;
  messageReportId: string;
};

/** Checks the answers recorded since the last call against the document. */
function checkRecorded() {
  for (const answer of answers.splice(0)) {
    const verdict = contract.check(answer);
    if (verdict === undefined) continue; // not an operation of the document (a web page, /livez...)
    checked += 1;
    const name = `${answer.method} ${answer.route.replace(/:(\w+)/g, '{$1}')}`;
    if (!statusesOf.has(name)) statusesOf.set(name, new Set());
    statusesOf.get(name)!.add(answer.status);
    if (verdict) violations.push(verdict);
    if (answer.status >= 400 && answer.contentType.startsWith('application/json')) {
      const body = JSON.parse(answer.body) as { message?: unknown; errors?: unknown };
      if (typeof body.message !== 'string') violations.push(`${name} → ${answer.status}: no message`);
    }
  }
}

async function send(r: Req) {
  const headers: Record<string, string> = { ...(r.as ? r.as.headers : {}), ...r.headers };
  let payload: string | Buffer | undefined;
  if (r.file) {
    const body = multipartBody(r.file.field, r.file.bytes);
    Object.assign(headers, body.headers);
    payload = body.payload;
  } else if (r.payload !== undefined) {
    payload = typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (r.url.startsWith('/api/events')) return sendToStream(r, headers);
  const res = await t.app.inject({ method: r.method, url: r.url, headers, payload });
  checkRecorded();
  return res;
}

/**
 * The live stream (GET /api/events) never ends of itself: its answer is taken as a stream, an event
 * stream's first chunk read and the stream left; any other answer (401, 422) read whole.
 */
async function sendToStream(r: Req, headers: Record<string, string>) {
  const res = await t.app.inject({ method: r.method, url: r.url, headers, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    body = await new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk))));
    stream.destroy();
    expect(body).toContain(': connected');
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  checkRecorded();
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) as Record<string, unknown> };
}

const get = (url: string, as?: User | null): Req => ({ method: 'GET', url, as });
const post = (url: string, as: User | null, payload?: unknown): Req => ({ method: 'POST', url, as, payload });

async function lastCode(mobile: string): Promise<string> {
  const res = await send(get(`/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`));
  const body = (res.json() as { messages: { body: string }[] }).messages[0]!.body;
  return /\b(\d{6})\b/.exec(body)![1]!;
}

/** A login token bought with a code sent to `mobile` (otp/send, the outbox, otp/verify). */
async function loginToken(mobile: string): Promise<string> {
  t.clock.advance(60_000);
  await send(post('/api/auth/otp/send', null, { mobile }));
  const code = await lastCode(mobile);
  const res = await send(post('/api/auth/otp/verify', null, { mobile, code }));
  return (res.json() as { token: string }).token;
}

const accountUser = (): User => ({
  id: '',
  token: w.account.token,
  mobile: w.account.mobile,
  headers: w.account.headers,
});

const TABLE: Step[] = [
  // Public.
  { op: 'GET /api/app/config', call: () => get('/api/app/config') },
  { op: 'GET /sanctum/csrf-cookie', call: () => get('/sanctum/csrf-cookie') },
  { op: 'GET /api/hall', call: () => get('/api/hall') },
  { op: 'GET /api/places', call: () => get('/api/places?q=bhu') },
  {
    op: 'POST /api/hall/check-availablility-month',
    call: () => post('/api/hall/check-availablility-month', null, {}),
  },
  {
    op: 'POST /api/hall/check-availablility',
    call: () =>
      post('/api/hall/check-availablility', null, {
        halls: [w.hall.id],
        start: '2030-03-01',
        end: '2030-03-03',
        slots: ['M'],
      }),
  },
  {
    op: 'POST /api/hall/check-availablility-new',
    call: () =>
      post('/api/hall/check-availablility-new', null, {
        start: '2030-03-01',
        end: '2030-03-03',
        selected_slot: 'B',
      }),
  },
  // Accounts.
  {
    op: 'POST /api/auth/register',
    call: () => {
      w.account = { mobile: '9812345670', token: '', headers: { authorization: '' } };
      return post('/api/auth/register', null, {
        name: 'Contract Member',
        mobile: w.account.mobile,
        email: 'contract.member@example.org',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
    },
    keep: (b) => {
      w.account.token = b.token as string;
      w.account.headers = { authorization: `Bearer ${w.account.token}` };
    },
  },
  {
    op: 'POST /api/auth/login',
    call: () => post('/api/auth/login', null, { mobile: w.account.mobile, password: PASSWORD }),
  },
  {
    op: 'POST /api/auth/verify-mobile/send',
    call: () => post('/api/auth/verify-mobile/send', accountUser()),
  },
  {
    op: 'POST /api/auth/verify-mobile',
    call: async () =>
      post('/api/auth/verify-mobile', accountUser(), { code: await lastCode(`+91${w.account.mobile}`) }),
  },
  {
    op: 'POST /api/auth/otp/send',
    call: () => {
      t.clock.advance(60_000); // past the wait after verify-mobile/send's code
      return post('/api/auth/otp/send', null, { mobile: w.account.mobile });
    },
  },
  {
    op: 'GET /api/dev/outbox',
    call: () => get(`/api/dev/outbox?mobile=${encodeURIComponent(`+91${w.account.mobile}`)}`),
  },
  {
    op: 'POST /api/auth/otp/verify',
    call: async () =>
      post('/api/auth/otp/verify', null, {
        mobile: w.account.mobile,
        code: await lastCode(`+91${w.account.mobile}`),
      }),
  },
  {
    op: 'POST /api/auth/otplogin',
    call: async () => post('/api/auth/otplogin', null, { token: await loginToken(w.account.mobile) }),
  },
  {
    op: 'POST /api/auth/reset-password',
    call: async () =>
      post('/api/auth/reset-password', null, {
        token: await loginToken(w.account.mobile),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    keep: (b) => {
      w.account.token = b.token as string;
      w.account.headers = { authorization: `Bearer ${w.account.token}` };
    },
  },
  {
    op: 'POST /api/auth/preferences',
    call: () => post('/api/auth/preferences', accountUser(), { language: 'en' }),
  },
  {
    op: 'POST /api/auth/change-password',
    call: () =>
      post('/api/auth/change-password', accountUser(), {
        current_password: PASSWORD,
        password: `${PASSWORD}-2`,
        password_confirmation: `${PASSWORD}-2`,
      }),
  },
  // Matrimonial, as the owner of an approved profile.
  { op: `GET ${M}/user`, call: () => get(`${M}/user`, w.owner) },
  {
    op: `POST ${M}/create-profile`,
    call: () =>
      post(`${M}/create-profile`, w.owner, {
        first_name: 'Spare',
        last_name: 'Shah',
        gender: 'female',
        date_of_birth: '2003-01-01',
        marital_status: 'never_married',
        relation: 'sister',
        no_picture: true,
      }),
    keep: (b) => (w.spare = b.id as string),
  },
  {
    op: `GET ${M}/transliterate`,
    call: () => get(`${M}/transliterate?text=${encodeURIComponent('ઇમરાન')}&from=gu`, w.owner),
  },
  {
    op: `POST ${M}/update-profile/{id}`,
    call: () =>
      post(`${M}/update-profile/${w.shown}`, w.owner, { about: 'A new text for the office to read.' }),
  },
  { op: `GET ${M}/get-profile/{id}`, call: () => get(`${M}/get-profile/${w.otherProfile}`, w.owner) },
  {
    op: `GET ${M}/set-default-profile/{id}`,
    call: () => get(`${M}/set-default-profile/${w.shown}`, w.owner),
  },
  {
    op: `POST ${M}/{id}/pictures`,
    call: () => ({
      method: 'POST',
      url: `${M}/${w.shown}/pictures`,
      as: w.owner,
      file: { field: 'picture', bytes: w.picture },
    }),
    keep: (b) => {
      w.pictureId = b.id as string;
      w.pictureUrl = b.url as string;
    },
  },
  { op: `GET ${M}/{id}/pictures`, call: () => get(`${M}/${w.shown}/pictures`, w.owner) },
  {
    op: `POST ${M}/{id}/pictures/{pictureId}/primary`,
    call: () => post(`${M}/${w.shown}/pictures/${w.pictureId}/primary`, w.owner),
  },
  {
    op: `GET ${M}/picture-files/{pictureId}/{variant}`,
    call: () => {
      const u = new URL(w.pictureUrl, 'http://localhost');
      return get(u.pathname + u.search, w.owner);
    },
  },
  { op: `GET ${M}/mm/filter-profile/{id}`, call: () => get(`${M}/mm/filter-profile/${w.shown}`, w.owner) },
  { op: `GET ${M}/profiles/viewed-by-me`, call: () => get(`${M}/profiles/viewed-by-me`, w.owner) },
  { op: `GET ${M}/profiles/my-viewers`, call: () => get(`${M}/profiles/my-viewers`, w.other) },
  {
    op: `POST ${M}/send-interest/{id}`,
    call: () => post(`${M}/send-interest/${w.otherProfile}`, w.owner, { message: 'Hello' }),
    keep: (b) => (w.sent = b.id as string),
  },
  {
    op: `POST ${M}/reply-interest/{interestId}`,
    call: () => post(`${M}/reply-interest/${w.received}`, w.owner, { reply: 'accepted' }),
  },
  {
    op: `POST ${M}/withdraw-interest/{interestId}`,
    call: () => post(`${M}/withdraw-interest/${w.sent}`, w.owner),
  },
  // Conversations: the accepted interest above (the third member's to the owner) opened one.
  {
    op: `GET ${M}/conversations`,
    call: () => get(`${M}/conversations`, w.owner),
    keep: (b) => (w.conversationId = (b.data as { id: string }[])[0]!.id),
  },
  { op: `GET ${M}/conversations/{id}`, call: () => get(`${M}/conversations/${w.conversationId}`, w.owner) },
  { op: `GET ${M}/conversations/unread`, call: () => get(`${M}/conversations/unread`, w.owner) },
  // The live stream: its first chunk is read, then it is left (the app's close ends it).
  { op: 'GET /api/events', call: () => get('/api/events?last_event_id=0', w.owner) },
  {
    op: `POST ${M}/conversations/{id}/messages`,
    call: async () => {
      const theirs = await send(
        post(`${M}/conversations/${w.conversationId}/messages`, w.third, {
          client_id: randomUUID(),
          profile_id: w.thirdProfile,
          body: 'Assalamu alaikum',
        }),
      );
      w.theirMessageId = (theirs.json() as { id: string }).id;
      return post(`${M}/conversations/${w.conversationId}/messages`, w.owner, {
        client_id: randomUUID(),
        profile_id: w.shown,
        body: 'Wa alaikum assalam',
      });
    },
    keep: (b) => (w.messageId = b.id as string),
  },
  {
    op: `GET ${M}/conversations/{id}/messages`,
    call: () => get(`${M}/conversations/${w.conversationId}/messages`, w.owner),
  },
  {
    op: `POST ${M}/conversations/{id}/read`,
    call: () => post(`${M}/conversations/${w.conversationId}/read`, w.owner, { up_to: w.theirMessageId }),
  },
  {
    op: `POST ${M}/conversations/{id}/mute`,
    call: () => post(`${M}/conversations/${w.conversationId}/mute`, w.owner, { muted: true }),
  },
  {
    op: `POST ${M}/conversations/{id}/share-contact`,
    call: () =>
      post(`${M}/conversations/${w.conversationId}/share-contact`, w.owner, { profile_id: w.shown }),
  },
  {
    op: `POST ${M}/messages/{id}/report`,
    call: () => post(`${M}/messages/${w.theirMessageId}/report`, w.owner, { reason: 'inappropriate' }),
  },
  {
    op: `DELETE ${M}/messages/{id}`,
    call: () => ({ method: 'DELETE', url: `${M}/messages/${w.messageId}`, as: w.owner }),
  },
  {
    op: 'GET /api/admin/message-reports',
    call: () => get('/api/admin/message-reports?status=open', w.admin),
    keep: (b) => (w.messageReportId = (b.data as { id: string }[])[0]!.id),
  },
  {
    op: 'POST /api/admin/message-reports/{id}/close',
    call: () =>
      post(`/api/admin/message-reports/${w.messageReportId}/close`, w.admin, { action: 'dismissed' }),
  },
  {
    op: `POST ${M}/conversations/{id}/close`,
    call: () => post(`${M}/conversations/${w.conversationId}/close`, w.owner, { reason: 'not_ready' }),
  },
  { op: `GET ${M}/profiles/interested-in-me`, call: () => get(`${M}/profiles/interested-in-me`, w.owner) },
  {
    op: `GET ${M}/profiles/interests-sent-by-me`,
    call: () => get(`${M}/profiles/interests-sent-by-me`, w.owner),
  },
  { op: `POST ${M}/shortlist/{profileId}`, call: () => post(`${M}/shortlist/${w.otherProfile}`, w.owner) },
  { op: `GET ${M}/profiles/shortlisted`, call: () => get(`${M}/profiles/shortlisted`, w.owner) },
  {
    op: `DELETE ${M}/shortlist/{profileId}`,
    call: () => ({ method: 'DELETE', url: `${M}/shortlist/${w.otherProfile}`, as: w.owner }),
  },
  {
    op: `POST ${M}/not-interested/{profileId}`,
    call: () => post(`${M}/not-interested/${w.otherProfile}`, w.owner),
  },
  {
    op: `DELETE ${M}/not-interested/{profileId}`,
    call: () => ({ method: 'DELETE', url: `${M}/not-interested/${w.otherProfile}`, as: w.owner }),
  },
  { op: `GET ${M}/recommendations`, call: () => get(`${M}/recommendations`, w.owner) },
  { op: `POST ${M}/recommendations/seen`, call: () => post(`${M}/recommendations/seen`, w.owner) },
  { op: `POST ${M}/{id}/pause`, call: () => post(`${M}/${w.spare}/pause`, w.owner, { paused: true }) },
  { op: `POST ${M}/block/{profileId}`, call: () => post(`${M}/block/${w.thirdProfile}`, w.owner) },
  { op: `GET ${M}/blocked`, call: () => get(`${M}/blocked`, w.owner) },
  {
    op: `DELETE ${M}/block/{profileId}`,
    call: () => ({ method: 'DELETE', url: `${M}/block/${w.thirdProfile}`, as: w.owner }),
  },
  {
    op: `POST ${M}/report/{profileId}`,
    call: () => post(`${M}/report/${w.brokerProfile}`, w.owner, { reason: 'Asked for money' }),
  },
  { op: `POST ${M}/{id}/submit`, call: () => post(`${M}/${w.draft}/submit`, w.owner) },
  {
    op: `POST ${M}/{id}/consent/send`,
    call: () => post(`${M}/${w.daughter}/consent/send`, w.owner, { mobile: w.consentMobile }),
  },
  {
    op: `POST ${M}/{id}/consent/verify`,
    call: async () =>
      post(`${M}/${w.daughter}/consent/verify`, w.owner, { code: await lastCode(`+91${w.consentMobile}`) }),
  },
  {
    op: `GET ${M}/consent-requests`,
    call: async () => {
      // The spare profile's candidate is the third member, who has an account: asked in the app.
      await send(post(`${M}/${w.spare}/consent/send`, w.owner, { mobile: w.third.mobile }));
      return get(`${M}/consent-requests`, w.third);
    },
  },
  {
    op: `POST ${M}/consent-requests/{profileId}`,
    call: () => post(`${M}/consent-requests/${w.spare}`, w.third, { confirm: true }),
  },
  // Devices and notifications.
  {
    op: `POST ${M}/register-device`,
    call: () => post(`${M}/register-device`, w.owner, { device_token: 'device-token-of-the-owner' }),
  },
  {
    op: 'POST /api/fcm-topic-subscribe',
    call: () => post('/api/fcm-topic-subscribe', w.owner, { device_token: 'device-token-of-the-owner' }),
  },
  { op: 'GET /api/notifications', call: () => get('/api/notifications', w.owner) },
  { op: 'GET /api/notifications/unread-count', call: () => get('/api/notifications/unread-count', w.owner) },
  { op: 'POST /api/notifications/read', call: () => post('/api/notifications/read', w.owner, { all: true }) },
  // Bookings.
  {
    op: 'POST /api/booking/new-booking',
    call: () =>
      post('/api/booking/new-booking', w.owner, {
        booking: { booking_user_type: 'CM' },
        booking_items: [{ hall_id: w.hall.id, slot: 'M', booking_dates: ['2030-03-01'] }],
      }),
    keep: (b) => {
      w.bookingId = (b.booking as { id: string }).id;
      w.orderId = (b.payment as { order_id: string }).order_id;
    },
  },
  {
    op: 'POST /api/booking/{id}/pay',
    call: () => post(`/api/booking/${w.bookingId}/pay`, w.owner),
    keep: (b) => (w.orderId = (b.payment as { order_id: string } | undefined)?.order_id ?? w.orderId),
  },
  {
    op: 'POST /api/dev/payments/simulate',
    call: () => post('/api/dev/payments/simulate', w.owner, { order_id: w.orderId }),
  },
  {
    op: 'POST /api/booking/payment-success',
    call: async () => {
      const sim = await send(post('/api/dev/payments/simulate', w.owner, { order_id: w.orderId }));
      return post('/api/booking/payment-success', w.owner, sim.json());
    },
  },
  { op: 'GET /api/booking/my-bookings', call: () => get('/api/booking/my-bookings', w.owner) },
  { op: 'GET /api/booking/show/{id}', call: () => get(`/api/booking/show/${w.bookingId}`, w.owner) },
  {
    op: 'GET /api/booking/{id}/receipt.pdf',
    call: () => get(`/api/booking/${w.bookingId}/receipt.pdf`, w.owner),
  },
  {
    op: 'GET /api/booking/{id}/calendar.ics',
    call: () => get(`/api/booking/${w.bookingId}/calendar.ics`, w.owner),
  },
  {
    op: 'GET /api/booking/{id}/refund-preview',
    call: () => get(`/api/booking/${w.bookingId}/refund-preview`, w.owner),
  },
  {
    op: 'POST /api/booking/{id}/pay-balance',
    call: () => post(`/api/booking/${w.advanceId}/pay-balance`, w.owner),
  },
  {
    op: 'POST /api/booking/waitlist',
    call: () => post('/api/booking/waitlist', w.owner, { hall_id: w.hall.id, slot: 'M', date: '2030-03-02' }),
    keep: (b) => (w.waitingId = b.id as string),
  },
  { op: 'GET /api/booking/waitlist', call: () => get('/api/booking/waitlist', w.owner) },
  {
    op: 'DELETE /api/booking/waitlist/{id}',
    call: () => ({ method: 'DELETE', url: `/api/booking/waitlist/${w.waitingId}`, as: w.owner }),
  },
  { op: 'POST /api/booking/cancel/{id}', call: () => post(`/api/booking/cancel/${w.unpaidId}`, w.owner) },
  {
    op: 'POST /api/payments/razorpay/webhook',
    call: () => {
      const raw = JSON.stringify({
        entity: 'event',
        event: 'refund.processed',
        payload: { refund: { entity: { id: 'rfnd_unknown', status: 'processed', notes: [] } } },
      });
      return {
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        payload: raw,
        headers: { 'x-razorpay-signature': gatewayOf(t).signWebhook(raw) },
      };
    },
  },
  // The office.
  { op: 'GET /api/admin/dashboard', call: () => get('/api/admin/dashboard', w.admin) },
  { op: 'GET /api/admin/audit', call: () => get('/api/admin/audit', w.admin) },
  {
    op: 'POST /api/admin/push',
    call: () => post('/api/admin/push', w.admin, { title: 'Hello', body: 'To all' }),
  },
  {
    op: 'POST /api/admin/news',
    call: () => post('/api/admin/news', w.admin, { title: 'Contract news', body: 'Text.' }),
    keep: (b) => (w.newsId = b.id as string),
  },
  { op: 'GET /api/admin/news', call: () => get('/api/admin/news', w.admin) },
  {
    op: 'PUT /api/admin/news/{id}',
    call: () => ({
      method: 'PUT',
      url: `/api/admin/news/${w.newsId}`,
      as: w.admin,
      payload: { summary: 'Short' },
    }),
  },
  {
    op: 'POST /api/admin/news/{id}/image',
    call: () => ({
      method: 'POST',
      url: `/api/admin/news/${w.newsId}/image`,
      as: w.admin,
      file: { field: 'image', bytes: w.picture },
    }),
    keep: (b) => (w.newsImage = b.image_url as string),
  },
  {
    op: 'POST /api/admin/news/{id}/publish',
    call: () => post(`/api/admin/news/${w.newsId}/publish`, w.admin, {}),
  },
  { op: 'GET /api/news', call: () => get('/api/news') },
  { op: 'GET /api/news/{id}', call: () => get(`/api/news/${w.newsId}`) },
  { op: 'GET /api/news-images/{file}', call: () => get(w.newsImage) },
  {
    op: 'POST /api/admin/news/{id}/unpublish',
    call: () => post(`/api/admin/news/${w.newsId}/unpublish`, w.admin),
  },
  {
    op: 'DELETE /api/admin/news/{id}',
    call: () => ({ method: 'DELETE', url: `/api/admin/news/${w.newsId}`, as: w.admin }),
  },
  {
    op: 'POST /api/admin/jobs',
    call: () => post('/api/admin/jobs', w.admin, { title: 'Accountant', organisation: 'Samaj' }),
    keep: (b) => (w.jobId = b.id as string),
  },
  { op: 'GET /api/admin/jobs', call: () => get('/api/admin/jobs', w.admin) },
  {
    op: 'PUT /api/admin/jobs/{id}',
    call: () => ({
      method: 'PUT',
      url: `/api/admin/jobs/${w.jobId}`,
      as: w.admin,
      payload: { location: 'Bhuj' },
    }),
  },
  {
    op: 'POST /api/admin/jobs/{id}/publish',
    call: () => post(`/api/admin/jobs/${w.jobId}/publish`, w.admin, {}),
  },
  { op: 'GET /api/jobs', call: () => get('/api/jobs') },
  { op: 'GET /api/jobs/{id}', call: () => get(`/api/jobs/${w.jobId}`) },
  {
    op: 'POST /api/admin/jobs/{id}/unpublish',
    call: () => post(`/api/admin/jobs/${w.jobId}/unpublish`, w.admin),
  },
  {
    op: 'DELETE /api/admin/jobs/{id}',
    call: () => ({ method: 'DELETE', url: `/api/admin/jobs/${w.jobId}`, as: w.admin }),
  },
  { op: 'GET /api/admin/users', call: () => get('/api/admin/users', w.admin) },
  {
    op: 'POST /api/admin/users/{id}/admin',
    call: () => post(`/api/admin/users/${w.third.id}/admin`, w.admin, { is_admin: false }),
  },
  {
    op: 'POST /api/admin/users/{id}/member-type',
    call: () => post(`/api/admin/users/${w.third.id}/member-type`, w.admin, { member_type: 'M' }),
  },
  { op: 'GET /api/admin/pictures', call: () => get('/api/admin/pictures', w.admin) },
  {
    op: 'POST /api/admin/pictures/{id}/approve',
    call: () => post(`/api/admin/pictures/${w.pictureId}/approve`, w.admin),
  },
  {
    op: 'POST /api/admin/pictures/{id}/reject',
    call: async () => {
      const second = await send({
        method: 'POST',
        url: `${M}/${w.shown}/pictures`,
        as: w.owner,
        file: { field: 'picture', bytes: w.picture },
      });
      return post(`/api/admin/pictures/${(second.json() as { id: string }).id}/reject`, w.admin, {
        reason: 'Blurred',
      });
    },
  },
  {
    op: `DELETE ${M}/{id}/pictures/{pictureId}`,
    call: () => ({ method: 'DELETE', url: `${M}/${w.shown}/pictures/${w.pictureId}`, as: w.owner }),
  },
  {
    op: 'GET /api/admin/revisions',
    call: () => get('/api/admin/revisions', w.admin),
    keep: (b) => (w.revisionId = (b.data as { id: string }[])[0]!.id),
  },
  {
    op: 'POST /api/admin/revisions/{id}/reject',
    call: () => post(`/api/admin/revisions/${w.revisionId}/reject`, w.admin, { reason: 'Please shorten it' }),
  },
  {
    op: 'POST /api/admin/revisions/{id}/approve',
    call: async () => {
      await send(post(`${M}/update-profile/${w.shown}`, w.owner, { about: 'A second text for the office.' }));
      const queue = await send(get('/api/admin/revisions', w.admin));
      const waiting = (queue.json() as { data: { id: string }[] }).data[0]?.id ?? randomUUID();
      return post(`/api/admin/revisions/${waiting}/approve`, w.admin);
    },
  },
  { op: 'GET /api/admin/profiles', call: () => get('/api/admin/profiles', w.admin) },
  {
    op: 'POST /api/admin/profiles/{id}/approve',
    call: () => post(`/api/admin/profiles/${w.draft}/approve`, w.admin),
  },
  {
    op: 'POST /api/admin/profiles/{id}/verify',
    call: () => post(`/api/admin/profiles/${w.draft}/verify`, w.admin, { note: 'Met the family' }),
  },
  {
    op: 'DELETE /api/admin/profiles/{id}/verify',
    call: () => ({ method: 'DELETE', url: `/api/admin/profiles/${w.draft}/verify`, as: w.admin }),
  },
  {
    op: 'POST /api/admin/profiles/{id}/reject',
    call: () => post(`/api/admin/profiles/${w.draft}/reject`, w.admin, { reason: 'Not complete' }),
  },
  {
    op: 'GET /api/admin/reports',
    call: () => get('/api/admin/reports', w.admin),
    keep: (b) => (w.reportId = (b.data as { id: string }[])[0]!.id),
  },
  {
    op: 'POST /api/admin/reports/{id}/close',
    call: () =>
      post(`/api/admin/reports/${w.reportId}/close`, w.admin, {
        action: 'user_suspended',
        note: 'Asked for money',
      }),
  },
  {
    op: 'POST /api/admin/users/{id}/unsuspend',
    call: () => post(`/api/admin/users/${w.broker.id}/unsuspend`, w.admin),
  },
  { op: 'GET /api/admin/bookings', call: () => get('/api/admin/bookings', w.admin) },
  { op: 'GET /api/admin/bookings/{id}', call: () => get(`/api/admin/bookings/${w.bookingId}`, w.admin) },
  {
    op: 'GET /api/admin/bookings/calendar',
    call: () => get('/api/admin/bookings/calendar?year=2030&month=3', w.admin),
  },
  {
    op: 'GET /api/admin/bookings/overdue-balances',
    call: () => get('/api/admin/bookings/overdue-balances', w.admin),
  },
  { op: 'GET /api/admin/bookings/export.csv', call: () => get('/api/admin/bookings/export.csv', w.admin) },
  {
    op: 'POST /api/admin/bookings/{id}/refund',
    call: () =>
      post(`/api/admin/bookings/${w.bookingId}/refund`, w.admin, { amount: 100, reason: 'Goodwill' }),
  },
  {
    op: 'POST /api/admin/bookings/{id}/cancel',
    call: () => post(`/api/admin/bookings/${w.bookingId}/cancel`, w.admin, { reason: 'The hall is closed' }),
  },
  {
    op: 'POST /api/admin/bookings/{id}/mark-refunded',
    call: () => post(`/api/admin/bookings/${w.bookingId}/mark-refunded`, w.admin, {}),
  },
  {
    op: 'POST /api/admin/blocked-dates',
    call: () =>
      post('/api/admin/blocked-dates', w.admin, { hall_id: w.hall.id, slot: 'B', date: '2030-05-01' }),
    keep: (b) => (w.blockedId = (b as unknown as { id: string }[])[0]!.id),
  },
  {
    op: 'GET /api/admin/blocked-dates',
    call: () => get(`/api/admin/blocked-dates?hall_id=${w.hall.id}&from=2030-05-01&to=2030-05-31`, w.admin),
  },
  {
    op: 'DELETE /api/admin/blocked-dates/{id}',
    call: () => ({ method: 'DELETE', url: `/api/admin/blocked-dates/${w.blockedId}`, as: w.admin }),
  },
  {
    op: 'DELETE /api/admin/blocked-dates',
    call: async () => {
      await send(
        post('/api/admin/blocked-dates', w.admin, { hall_id: w.hall.id, slot: 'B', date: '2030-05-02' }),
      );
      return {
        method: 'DELETE',
        url: `/api/admin/blocked-dates?hall_id=${w.hall.id}&from=2030-05-01&to=2030-05-31`,
        as: w.admin,
      };
    },
  },
  { op: 'GET /api/admin/halls', call: () => get('/api/admin/halls', w.admin) },
  {
    op: 'POST /api/admin/places',
    call: () =>
      post('/api/admin/places', w.admin, {
        name: { en: 'Kodinar', gu: 'કોડીનાર', hi: 'कोडीनार', ur: 'کوڈینار' },
        state: 'Gujarat',
      }),
  },
  {
    op: 'POST /api/admin/halls',
    call: () =>
      post('/api/admin/halls', w.admin, {
        name: 'Contract Hall',
        short_name: 'CH',
        booking_amount: 1000,
        payment_amount: {
          CM: { amount: 20000, deposit: 5000 },
          M: { amount: 25000, deposit: 6000 },
          NCM: { amount: 30000, deposit: 7000 },
        },
      }),
  },
  {
    op: 'PUT /api/admin/halls/{id}',
    call: () => ({
      method: 'PUT',
      url: `/api/admin/halls/${w.hall.id}`,
      as: w.admin,
      payload: { capacity: 300 },
    }),
  },
  // Last: the account's own data, and its end.
  {
    op: `DELETE ${M}/delete-profile/{id}`,
    call: () => ({ method: 'DELETE', url: `${M}/delete-profile/${w.spare}`, as: w.owner }),
  },
  { op: 'GET /api/account/export', call: () => get('/api/account/export', accountUser()) },
  { op: 'POST /api/auth/logout', call: () => post('/api/auth/logout', accountUser()) },
  {
    op: 'DELETE /api/account',
    call: async () => {
      const login = await send(
        post('/api/auth/login', null, { mobile: w.account.mobile, password: `${PASSWORD}-2` }),
      );
      const token = (login.json() as { token: string }).token;
      return {
        method: 'DELETE',
        url: '/api/account',
        headers: { authorization: `Bearer ${token}` },
        payload: { password: `${PASSWORD}-2` },
      };
    },
  },
];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-contract-'));
  t = await buildTestApp({ DATA_DIR: dataDir }, (app) => recordAnswers(app, answers));
  t.clock.set(new Date(NOW));
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  contract = contractChecker(doc as Parameters<typeof contractChecker>[0]);
  answers.length = 0;
  w.picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
    .jpeg()
    .toBuffer();
  w.admin = await createUser(t, { isAdmin: true });
  const owner = await member(t, { first_name: 'Owner', gender: 'female' });
  const other = await member(t, { first_name: 'Other', gender: 'male' });
  const third = await member(t, { first_name: 'Third', gender: 'male' });
  const broker = await member(t, { first_name: 'Broker', gender: 'male' });
  Object.assign(w, {
    owner: owner.user,
    other: other.user,
    third: third.user,
    broker: broker.user,
    shown: owner.profile.id,
    otherProfile: other.profile.id,
    thirdProfile: third.profile.id,
    brokerProfile: broker.profile.id,
  });
  w.draft = (await newProfile(t, w.owner, { first_name: 'Draft', relation: 'sister', city: 'Bhuj' })).id;
  w.daughter = (await newProfile(t, w.owner, { first_name: 'Zainab', relation: 'daughter' })).id;
  w.consentMobile = '9870012345';
  await send(get(`${M}/set-default-profile/${w.shown}`, w.owner));
  const received = await send(post(`${M}/send-interest/${w.shown}`, w.third, {}));
  w.received = (received.json() as { id: string }).id;
  w.hall = await createHall(t);
  // Another family's booking, so the owner can wait for its date; an unpaid one to cancel; one on a
  // hall that takes an advance, paid, so its balance is payable.
  expect(
    (await book(t, w.third.headers, [{ hall_id: w.hall.id, slot: 'M', booking_dates: ['2030-03-02'] }]))
      .statusCode,
  ).toBe(201);
  const unpaid = await book(t, w.owner.headers, [
    { hall_id: w.hall.id, slot: 'E', booking_dates: ['2030-04-01'] },
  ]);
  w.unpaidId = (unpaid.json() as { booking: { id: string } }).booking.id;
  const advanceHall = await createHall(t);
  const { setAdvance } = await import('./support/payments.ts');
  await setAdvance(t, advanceHall.id, 25, 30);
  const advance = await book(t, w.owner.headers, [
    { hall_id: advanceHall.id, slot: 'B', booking_dates: ['2030-07-01'] },
  ]);
  const { booking, payment } = advance.json() as { booking: { id: string }; payment: { order_id: string } };
  w.advanceId = booking.id;
  const sim = await send(post('/api/dev/payments/simulate', w.owner, { order_id: payment.order_id }));
  await send(post('/api/booking/payment-success', w.owner, sim.json()));
  checkRecorded();
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const stepOf = (op: string) => TABLE.find((s) => s.op === op);

/** The step's request with every id in its path swapped for one that does not exist. */
function withUnknownIds(r: Req): Req {
  const [pathname, query] = r.url.split('?');
  const swapped = pathname!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, () =>
    randomUUID(),
  );
  return { ...r, url: query === undefined ? swapped : `${swapped}?${query}` };
}

describe('the API contract: every answer as the OpenAPI document declares it', () => {
  it('refuses an undeclared status, a body that does not match, and an undeclared media type', () => {
    const news = { method: 'GET', route: '/api/news/:id', contentType: 'application/json; charset=utf-8' };
    expect(contract.check({ ...news, status: 418, body: '{"message":"x"}' })).toMatch(/status not declared/);
    expect(contract.check({ ...news, status: 200, body: '{"id":"x"}' })).toMatch(/does not match/);
    expect(contract.check({ ...news, status: 404, body: '{"msg":"x"}' })).toMatch(/does not match/);
    expect(contract.check({ ...news, status: 404, body: '{"message":"News not found."}' })).toBeNull();
    expect(
      contract.check({
        ...news,
        route: '/api/news-images/:file',
        status: 200,
        contentType: 'image/png',
        body: '<1 bytes>',
      }),
    ).toMatch(/answers image\/png/);
    expect(contract.check({ ...news, route: '/livez', status: 200, body: '{}' })).toBeUndefined();
  });

  it('has a successful call in the table for every operation of the document', () => {
    expect(contract.operations.length).toBeGreaterThan(120);
    const inTable = new Set(TABLE.map((s) => s.op));
    expect(contract.operations.filter((op) => !inTable.has(op) && !op.startsWith('GET /api/docs'))).toEqual(
      [],
    );
    expect([...inTable].filter((op) => !contract.operations.includes(op))).toEqual([]);
  });

  it('answers every operation with a declared status and body on its success path', async () => {
    const failed: string[] = [];
    for (const step of TABLE) {
      const res = await send(await step.call());
      if (res.statusCode >= 300) failed.push(`${step.op} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (step.keep) step.keep(res.json());
      t.clock.advance(1000);
    }
    expect({ violations, failed }).toEqual({ violations: [], failed: [] });
  }, 240_000);

  it('answers the failure paths with declared statuses and bodies in api.md error shape', async () => {
    const member = w.other;
    // The caller of a step whose account is gone by now (logged out, deleted): a stand-in member.
    const standIn = await createUser(t);
    /** The step's caller with a live token (a step before may have logged it out). */
    const live = async (r: Req): Promise<Pick<Req, 'as' | 'headers'>> => {
      const caller = r.as ?? (r.headers?.authorization ? accountUser() : null);
      if (!caller) return { as: null, headers: r.headers ?? {} };
      const id = caller.id || standIn.id;
      const token = await issueToken(t.database.db, id, t.clock);
      return { as: { ...caller, id, token, headers: { authorization: `Bearer ${token}` } }, headers: {} };
    };
    for (const op of contract.operations) {
      const step = stepOf(op);
      if (!step) continue;
      // The success call again, its objects now used up or gone (what it answers is checked too).
      const r = await step.call();
      const { method, url } = r;
      await send({ ...r, as: null, headers: {} }); // anonymous
      const other = r.as === null ? { as: null } : await live({ method, url, as: member });
      await send({ method, url, ...other, payload: r.payload, file: r.file }); // not the owner, not an admin
      if (/[0-9a-f]{8}-/.test(url)) await send({ ...withUnknownIds(r), ...(await live(r)) }); // unknown ids
      const nul = `${url}${url.includes('?') ? '&' : '?'}q=a%00b`;
      await send({ ...r, ...(await live(r)), url: nul }); // NUL in the query
      if (method !== 'GET') {
        const bodies: Pick<Req, 'payload' | 'headers'>[] = [
          { payload: { unexpected: [1, { deep: null }] } }, // a body the schema refuses
          { payload: '{"a":' }, // malformed JSON
          { payload: '<a/>', headers: { 'content-type': 'application/xml' } }, // no parser takes it
          { payload: `{"x":"${'a'.repeat(1024 * 1024)}"}` }, // over the 1 MB body limit
        ];
        for (const body of bodies) {
          const caller = await live(r);
          await send({
            method,
            url,
            as: caller.as,
            payload: body.payload,
            headers: { ...caller.headers, ...body.headers },
          });
        }
      }
      t.clock.advance(1000);
    }
    expect(violations).toEqual([]);
  }, 240_000);

  it('called every operation, and says how much it checked', () => {
    const missing = contract.operations.filter(
      (op) => !statusesOf.has(op) && !op.startsWith('GET /api/docs'),
    );
    expect(missing).toEqual([]);
    const pairs = [...statusesOf.values()].reduce((n, s) => n + s.size, 0);
    const succeeded = [...statusesOf.values()].filter((s) => [...s].some((x) => x < 300)).length;
    const byStatus = new Map<number, number>();
    for (const set of statusesOf.values()) for (const s of set) byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
    const histogram = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `api contract: ${checked} answers checked over ${statusesOf.size} of ${contract.operations.length} operations; ${pairs} (operation, status) pairs; ${succeeded} operations answered a 2xx; operations per status: ${histogram}`,
    );
    expect(succeeded).toBe(statusesOf.size);
  });

  it('answered the statuses the guards imply where the document says so (the implied declarations are true)', () => {
    const unseen: string[] = [];
    for (const [p, methods] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        const name = `${m.toUpperCase()} ${p}`;
        const answered = statusesOf.get(name) ?? new Set<number>();
        const expected = [422];
        if (op.security?.length && op.security.every((s) => 'bearer' in s)) expected.push(401);
        if (p.startsWith('/api/admin/')) expected.push(403);
        if (m !== 'get') expected.push(413, 415);
        const declared = Object.keys(op.responses ?? {});
        for (const status of expected) {
          if (declared.includes(String(status)) && !answered.has(status)) unseen.push(`${name} → ${status}`);
        }
      }
    }
    expect(unseen).toEqual([]);
  });
});
