// Property-based requests against every route of the OpenAPI document (so a route added later is
// fuzzed too): malformed, missing, oversized and hostile params, query and bodies, as an anonymous
// caller, a member with an approved profile and an admin. Never a 5xx; every 4xx in docs/api.md's shape.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../support/app.ts';
import { type Answer, contractChecker, type ContractChecker, recordAnswers } from '../support/contract.ts';
import { createHall } from '../support/bookings.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/domains/auth/tokens.ts';
import { contextOf } from '../../src/context.ts';
import { approveProfile } from '../../src/domains/matrimonial/service.ts';
import { member, newProfile, type User } from '../support/matrimonial.ts';
import {
  cleanFromSchema,
  fromSchema,
  hostileString,
  hostileValue,
  HOSTILE_KEYS,
  type JsonSchema,
  taintAll,
  type ValuePools,
} from './support/fuzz-values.ts';

/**
 * Every request names this host in Host and X-Forwarded-Host: no answer may carry it, as no link is
 * made from a request header (decision 045).
 */
const FORGED_HOST = 'forged-host.invalid';

/** Runs per route and caller; FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED replays a failure. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_301);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

type Caller = 'anonymous' | 'member' | 'admin';

let t: TestApp;
let dataDir = '';
let operations: Operation[] = [];
const headersOf: Record<Caller, Record<string, string>> = { anonymous: {}, member: {}, admin: {} };
const pools: ValuePools = { ids: [] };
let sent = 0;
let memberId = '';
let adminId = '';
let memberProfileId = '';
let memberUser: () => User;
const statuses = new Map<number, number>();
/** Every answer, checked against the OpenAPI document: a declared status, a body its schema takes. */
const answers: Answer[] = [];
let contract: ContractChecker;
let contractChecked = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-hard-fuzz-'));
  t = await buildTestApp({ DATA_DIR: dataDir }, (app) => recordAnswers(app, answers));
  contract = contractChecker(t.app.swagger() as Parameters<typeof contractChecker>[0]);
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  for (const [p, methods] of Object.entries(doc.paths)) {
    if (p.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: p,
        pathParams: params.filter((x) => x.in === 'path').map((x) => x.name),
        query: params.filter((x) => x.in === 'query').map((x) => ({ name: x.name, schema: x.schema })),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  operations = operations.sort((a, b) => (a.path + a.method).localeCompare(b.path + b.method));

  // Real objects, so that some requests get past "not found" into the rules.
  const admin = await createUser(t, { isAdmin: true });
  const her = await member(t);
  const him = await member(t, { first_name: 'Ravi', gender: 'male' });
  const hall = await createHall(t);
  headersOf.member = her.user.headers;
  headersOf.admin = admin.headers;
  memberId = her.user.id;
  adminId = admin.id;
  memberProfileId = her.profile.id;
  memberUser = () => ({ ...her.user, headers: headersOf.member as { authorization: string } });
  pools.ids.push(her.profile.id, him.profile.id, hall.id, her.user.id, admin.id);
  const interest = await t.app.inject({
    method: 'POST',
    url: `/api/matrimonial/send-interest/${him.profile.id}`,
    headers: her.user.headers,
    payload: { message: 'hello' },
  });
  if (interest.statusCode === 201) pools.ids.push((interest.json() as { id: string }).id);
  // A profile change waiting for the office, so the admin's revision routes meet a real one.
  const revised = await t.app.inject({
    method: 'POST',
    url: `/api/matrimonial/update-profile/${him.profile.id}`,
    headers: him.user.headers,
    payload: { about: 'A new text for the office.' },
  });
  const revision = (revised.json() as { pending_revision?: unknown }).pending_revision;
  if (revision) {
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/revisions', headers: admin.headers });
    pools.ids.push(...(queue.json() as { data: { id: string }[] }).data.map((r) => r.id));
  }
}, 120_000);

afterAll(async () => {
  const histogram = [...statuses.entries()]
    .sort(([x], [y]) => x - y)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const serverErrors = [...statuses.entries()]
    .filter(([status]) => status >= 500)
    .reduce((n, [, c]) => n + c, 0);
  console.log(
    `fuzz: ${sent} requests to ${operations.length} routes x 3 callers (seed ${SEED}, ${RUNS} runs each); ${histogram}; ${serverErrors} answers >= 500; ${contractChecked} answers checked against the OpenAPI document`,
  );
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: bytes that are not UTF-8
  }
}

const scalar = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Dates that once reached PostgreSQL unchecked (docs/api.md, Trust and safety), and their neighbours. */
const hostileDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01',
    '2025-02-30',
    '2026-13-01',
    '99999',
    '1e308',
    '2026-11-24T25:00:00Z',
    '1899-12-31',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

/**
 * Cursors a client writes: the old readable form (base64url JSON of the sort keys) with hostile
 * values in every key a list sorts by, and bytes that are not a cursor at all.
 */
const forgedCursor = fc.oneof(
  fc
    .record({
      key: fc.constantFrom('created_at', 'published_at', 'date_of_birth', 'viewed_at', 'blocked_at', 'id'),
      value: fc.oneof(hostileDate, hostileValue),
      id: fc.oneof(fc.uuid(), hostileString),
    })
    .map(({ key, value, id }) =>
      Buffer.from(JSON.stringify({ [key]: value, id, _pointsToNextItems: true })).toString('base64url'),
    ),
  fc.uint8Array({ minLength: 1, maxLength: 120 }).map((b) => Buffer.from(b).toString('base64url')),
  hostileString,
);

function requestArbitrary(op: Operation) {
  const pathValue = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('large', 'thumb', 'x.webp') },
    { weight: 3, arbitrary: hostileString },
  );
  const params = fc.tuple(...op.pathParams.map(() => pathValue));
  const queryPairs = fc.array(
    fc.tuple(
      fc.oneof(
        {
          weight: 4,
          arbitrary: op.query.length ? fc.constantFrom(...op.query.map((q) => q.name)) : fc.constant('q'),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...HOSTILE_KEYS, '__proto__[is_admin]', 'a[b][c]', 'per_page[]'),
        },
      ),
      fc.oneof(hostileValue.map(scalar), fc.integer({ min: -5, max: 200 }).map(String)),
    ),
    { maxLength: 4 },
  );
  // Every list's cursor, and every date filter (from, to, date...), with what a client may forge.
  const dateParams = op.query.map((q) => q.name).filter((n) => /(^|_)(from|to|date|on)$/.test(n));
  const targeted = fc.array(
    fc.oneof(
      fc.tuple(fc.constant('cursor'), forgedCursor),
      ...(dateParams.length ? [fc.tuple(fc.constantFrom(...dateParams), hostileDate)] : []),
    ),
    { maxLength: 2 },
  );
  const fitted = op.query.length
    ? fc.record(Object.fromEntries(op.query.map((q) => [q.name, fromSchema(q.schema, pools).map(scalar)])), {
        requiredKeys: [],
      })
    : fc.constant({});
  const body = fc.oneof(
    { weight: 4, arbitrary: cleanFromSchema(op.body, pools).map((v) => ({ kind: 'json' as const, v })) },
    { weight: 6, arbitrary: fromSchema(op.body, pools).map((v) => ({ kind: 'json' as const, v })) },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ kind: 'json' as const, v })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '{"__proto__":{"is_admin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '\u0000',
          'nul',
          '[1,2',
          '',
        )
        .map((v) => ({ kind: 'raw-json' as const, v })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          field: fc.constantFrom('picture', 'image', 'file', '__proto__'),
          bytes: fc.uint8Array({ maxLength: 300 }),
          // A multipart body as a client may botch it: no boundary, an empty or wrong one, cut short.
          shape: fc.constantFrom('whole', 'no-boundary', 'empty-boundary', 'wrong-boundary', 'truncated'),
        })
        .map((m) => ({ kind: 'multipart' as const, ...m })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom({ kind: 'text' as const, v: 'a=1&b=2' }, { kind: 'none' as const }),
    },
  );
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer ',
        'Bearer x',
        `Bearer ${'a'.repeat(5000)}`,
        'Basic YTpi',
        "Bearer ' or 1=1 --",
      ),
    },
  );
  return fc.record({ params, queryPairs, targeted, fitted, body, auth, signature: fc.option(hostileString) });
}

type Request = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer R> ? R : never;

async function send(op: Operation, caller: Caller, r: Request) {
  let url = op.path;
  op.pathParams.forEach((name, i) => {
    url = url.replace(`{${name}}`, encodeSegment(String(r.params[i] ?? '')));
  });
  const pairs: [string, string][] = [
    ...Object.entries(r.fitted as Record<string, string>),
    ...r.targeted,
    ...r.queryPairs,
  ];
  if (pairs.length) url += '?' + pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&');
  const headers: Record<string, string> = {
    ...headersOf[caller],
    host: FORGED_HOST,
    'x-forwarded-host': FORGED_HOST,
  };
  if (r.auth !== undefined) headers.authorization = r.auth;
  if (r.signature !== null) headers['x-razorpay-signature'] = r.signature.replace(/[^\x20-\x7e]/g, '?');
  let payload: string | Buffer | undefined;
  const withBody = op.method !== 'GET';
  if (withBody) {
    const b = r.body;
    if (b.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(b.v) ?? 'null';
    } else if (b.kind === 'raw-json') {
      headers['content-type'] = 'application/json';
      payload = b.v;
    } else if (b.kind === 'multipart') {
      const boundary = 'fuzzboundary';
      headers['content-type'] = {
        whole: `multipart/form-data; boundary=${boundary}`,
        'no-boundary': 'multipart/form-data',
        'empty-boundary': 'multipart/form-data; boundary=',
        'wrong-boundary': 'multipart/form-data; boundary=another',
        truncated: `multipart/form-data; boundary=${boundary}`,
      }[b.shape];
      const whole = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${b.field}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(b.bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      payload = b.shape === 'truncated' ? whole.subarray(0, Math.max(10, whole.length - 30)) : whole;
    } else if (b.kind === 'text') {
      headers['content-type'] = 'text/plain';
      payload = b.v;
    }
  }
  sent += 1;
  const res = await injectOnce({
    method: op.method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const sentBody =
    payload === undefined ? '' : ` ${headers['content-type'] ?? ''} ${String(payload).slice(0, 300)}`;
  return { res, url, sentBody };
}

/**
 * An injected request. The live stream (GET /api/events) never ends once it opens: its answer is taken
 * as a stream, an event stream's first chunk read and the stream left (the app's close ends it); any
 * other answer read whole.
 */
async function injectOnce(opts: {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
}): Promise<{ statusCode: number; body: string }> {
  if (!opts.url.startsWith('/api/events')) return t.app.inject(opts);
  const res = await t.app.inject({ ...opts, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    body = await new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk))));
    stream.destroy();
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return { statusCode: res.statusCode, body };
}

function checkAnswer(label: string, status: number, body: string) {
  expect(status, `${label} → ${status} ${body.slice(0, 500)}`).toBeLessThan(500);
  for (const answer of answers.splice(0)) {
    const verdict = contract.check(answer);
    if (verdict !== undefined) contractChecked += 1;
    expect(verdict ?? null, `${label}: not as the OpenAPI document declares`).toBeNull();
  }
  expect(
    body.includes(FORGED_HOST),
    `${label} → ${status} names the forged Host: ${body.slice(0, 300)}`,
  ).toBe(false);
  if (status < 400) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label} → ${status} is not JSON: ${body.slice(0, 300)}`);
  }
  const answer = parsed as { message?: unknown; errors?: unknown };
  expect(typeof answer.message, `${label} → ${status} ${body.slice(0, 300)}`).toBe('string');
  if (status === 422) {
    expect(answer.errors, `${label} → 422 ${body.slice(0, 300)}`).toBeTypeOf('object');
    for (const [field, messages] of Object.entries(answer.errors as Record<string, unknown>)) {
      expect(typeof field).toBe('string');
      expect(
        Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
        `${label}: errors.${field}`,
      ).toBe(true);
    }
  }
}

/** Fresh tokens, the admin flag and an approved active profile again, whatever the last route did. */
async function restoreCallers() {
  headersOf.member = { authorization: `Bearer ${await issueToken(t.database.db, memberId, t.clock)}` };
  headersOf.admin = { authorization: `Bearer ${await issueToken(t.database.db, adminId, t.clock)}` };
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
  await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, memberId));
  const me = await t.app.inject({ method: 'GET', url: '/api/matrimonial/user', headers: headersOf.member });
  const profiles = (me.json() as { profiles: { id: string }[] }).profiles;
  if (!profiles.some((p) => p.id === memberProfileId)) {
    const profile = await newProfile(t, memberUser(), {});
    await approveProfile(contextOf(t.app.deps), { id: profile.id });
    memberProfileId = profile.id;
    pools.ids.push(profile.id);
  }
  await t.app.inject({
    method: 'GET',
    url: `/api/matrimonial/set-default-profile/${memberProfileId}`,
    headers: headersOf.member,
  });
}

/** The route's path with its params filled: real ids where the name says id, else `x`. */
function samplePath(op: Operation): string {
  let url = op.path;
  for (const name of op.pathParams)
    url = url.replace(`{${name}}`, name === 'variant' ? 'large' : pools.ids[0]!);
  return url;
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    // Guards the derivation itself: a broken document would make the fuzzing below vacuous.
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/booking/new-booking');
  });

  it('refuses NUL and lone surrogates in any string of any body or query, never a 500 (PostgreSQL cannot store them)', async () => {
    for (const [i, op] of operations.entries()) {
      const [sample] = fc.sample(cleanFromSchema(op.body, pools), { seed: SEED + i, numRuns: 1 });
      for (const [caller, bad] of [
        ['member', '\u0000'],
        ['admin', '\u0000'],
        ['member', '\uD800'],
        ['admin', '\uDC00'],
      ] as const) {
        const body = op.method === 'GET' ? undefined : taintAll(op.body ? sample : { x: 'y' }, bad);
        const query = op.query.length
          ? `?${op.query[0]!.name}=a${bad === '\u0000' ? '%00' : '%ED%A0%80'}b`
          : '';
        sent += 1;
        const res = await injectOnce({
          method: op.method as 'GET',
          url: samplePath(op) + query,
          headers: headersOf[caller],
          ...(body !== undefined ? { payload: body as object } : {}),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        checkAnswer(
          `${caller} ${op.method} ${op.path} with ${JSON.stringify(bad)}`,
          res.statusCode,
          res.body,
        );
      }
      await restoreCallers();
    }
  });

  for (const caller of ['anonymous', 'member', 'admin'] as const) {
    it(`never answers a 5xx, and every 4xx has docs/api.md's shape (${caller})`, async () => {
      for (const [i, op] of operations.entries()) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (r) => {
            const { res, url, sentBody } = await send(op, caller, r);
            checkAnswer(`${caller} ${op.method} ${url.slice(0, 200)}${sentBody}`, res.statusCode, res.body);
          }),
          { numRuns: RUNS, seed: SEED + i, endOnFailure: true },
        );
        await restoreCallers(); // after a logout, a deleted profile, a revoked flag...
      }
    });
  }
});
