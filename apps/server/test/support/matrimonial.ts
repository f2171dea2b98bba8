/** Helpers for this domain's tests (not a test file itself). */
import { contextOf } from '../../src/context.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './app.ts';
import { profilePictures, users } from '../../src/db/schema/index.ts';
import { todayInIndia } from '../../src/lib/clock.ts';
import { yearsBefore } from '../../src/domains/matrimonial/profile/rules.ts';
import { approveProfile } from '../../src/domains/matrimonial/service.ts';

export type User = Awaited<ReturnType<typeof createUser>>;

/** A test app whose pictures go to a fresh temporary folder (`env`: more settings). */
export function buildMatrimonialTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'samaj-mm-')), ...env });
}

/** A call as `user`: the method, the URL and, for a write, its body. */
export type MatrimonialCall = ReturnType<typeof callerOf>;
const callerOf =
  (t: TestApp) => (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/**
 * The matrimonial tests' set-up: a fresh app (pictures in a temporary folder, its clock at `now` when
 * given, `env`: more settings) and a caller as any user. A test file takes it in its beforeAll:
 * `({ t, call } = await openMatrimonial({ now: NOW }))`, and closes `t` in its afterAll.
 */
export async function openMatrimonial(options: { now?: string; env?: Record<string, string> } = {}) {
  const t = await buildMatrimonialTestApp(options.env);
  if (options.now) t.clock.set(options.now);
  return { t, call: callerOf(t) };
}

/**
 * The match search's order of cards for the searching profile `searcherId` (decision 043): by age in
 * years, then that profile's tie order: the ids from its pivot up, then the ids below it, ascending.
 */
export function searchOrder(t: TestApp, searcherId: string) {
  const pivot = t.app.deps.cursors.pivotOf(searcherId);
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (a: { age: number; id: string }, b: { age: number; id: string }) =>
    a.age - b.age || Number(b.id >= pivot) - Number(a.id >= pivot) || compare(a.id, b.id);
}

/** A date of birth that makes someone `age` today, `daysYounger` days short of the birthday after. */
export function dobForAge(t: TestApp, age: number, daysYounger = 0): string {
  const d = new Date(`${yearsBefore(todayInIndia(t.clock), age)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - daysYounger);
  return d.toISOString().slice(0, 10);
}

/**
 * A new draft profile. It states `no_picture` unless the body says otherwise, so that approving it
 * (which needs a picture or that choice) works without an upload.
 */
export async function newProfile(t: TestApp, user: User, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matrimonial/create-profile',
    headers: user.headers,
    payload: {
      first_name: 'Asha',
      last_name: 'Shah',
      gender: 'female',
      date_of_birth: dobForAge(t, 25, 10),
      marital_status: 'never_married',
      relation: 'self',
      no_picture: true,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; [k: string]: unknown };
}

/** Sends an own draft for approval (POST submit), expecting `status` (200 unless told). */
export async function submitProfile(t: TestApp, user: User, id: string, status = 200) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/matrimonial/${id}/submit`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { [k: string]: unknown };
}

/** A new user with one approved (and active) profile (approval also marks it submitted). */
export async function member(t: TestApp, body: Record<string, unknown> = {}) {
  const user = await createUser(t);
  const profile = await newProfile(t, user, body);
  await approveProfile(contextOf(t.app.deps), { id: profile.id });
  return { user, profile };
}

export async function giveDevice(t: TestApp, user: User, token = `device-${user.id}`) {
  await t.database.db.update(users).set({ fcmToken: token }).where(eq(users.id, user.id));
  return token;
}

/** Approves a picture as the admin's review would (others see approved pictures only). */
export async function approvePicture(t: TestApp, pictureId: string) {
  await t.database.db
    .update(profilePictures)
    .set({ status: 'approved', reviewedAt: t.clock.now() })
    .where(eq(profilePictures.id, pictureId));
}

/** The path and query of an absolute URL, for app.inject. */
export const local = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return u.pathname + u.search;
};
