import { ERROR_CODES } from '@samaj/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '../../../test/support/auth.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { bookingBody, createHall, NOW } from '../../../test/support/bookings.ts';
import { buildMatrimonialTestApp, member, newProfile } from '../../../test/support/matrimonial.ts';
import { otpLoginTokens, users } from '../../db/schema/index.ts';

/** Decision 041: an account proves its number by a one-time code before it can act on others. */

let t: TestApp;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  t.clock.set(new Date(NOW));
});
afterAll(() => t.close());

const { nextIp, nextMobile, post, me } = authCalls(() => t, { ip: '10.41', mobile: '96' });

async function lastCode(mobile: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  return /\b(\d{6})\b/.exec(res.json().messages[0].body as string)![1]!;
}

async function registered() {
  const mobile = nextMobile();
  const password = 'a-long-family-passphrase';
  const res = await post('/api/auth/register', {
    name: 'Yusuf Memon',
    mobile,
    email: `yusuf.${mobile}@example.org`,
    password,
    password_confirmation: password,
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = res.json().token as string;
  return {
    mobile,
    password,
    token,
    user: res.json().user as { id: string; mobile: string; mobile_verified_at: string | null },
    headers: { authorization: `Bearer ${token}` },
  };
}

const call = (method: 'POST' | 'GET', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

function expectNotVerified(res: { statusCode: number; json(): { message: string; code?: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe(ERROR_CODES.mobileNotVerified);
  expect(res.json().message).toMatch(/verify your mobile number/);
}

describe('a new account', () => {
  it('is created as the spec says, with mobile_verified_at null', async () => {
    const account = await registered();
    expect(account.user.mobile_verified_at).toBeNull();
    expect((await me(account.token)).json().mobile_verified_at).toBeNull();
  });

  it('cannot hold dates, join a waitlist, send a profile, send or answer interests or ask for consent', async () => {
    const account = await registered();
    const hall = await createHall(t);
    expectNotVerified(
      await call(
        'POST',
        '/api/booking/new-booking',
        account.headers,
        bookingBody([{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-01'] }]),
      ),
    );
    expectNotVerified(
      await call('POST', '/api/booking/waitlist', account.headers, {
        hall_id: hall.id,
        slot: 'M',
        date: '2030-03-01',
      }),
    );
    // A draft is allowed (the family may start before proving); sending it for approval is not.
    const asUser = { ...account, id: account.user.id };
    const own = await newProfile(t, asUser, { relation: 'daughter' });
    expectNotVerified(await call('POST', `/api/matrimonial/${own.id}/submit`, account.headers));
    expectNotVerified(
      await call('POST', `/api/matrimonial/${own.id}/consent/send`, account.headers, {
        mobile: nextMobile(),
      }),
    );

    // Interests: an unproven account whose profile the office approved still cannot send or answer.
    const other = await member(t, { gender: 'male', first_name: 'Imran' });
    const { approveProfile } = await import('../matrimonial/service.ts');
    const { contextOf } = await import('../../context.ts');
    await approveProfile(contextOf(t.app.deps), { id: own.id });
    expectNotVerified(
      await call('POST', `/api/matrimonial/send-interest/${other.profile.id}`, account.headers, {}),
    );
    const sent = await call('POST', `/api/matrimonial/send-interest/${own.id}`, other.user.headers, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expectNotVerified(
      await call('POST', `/api/matrimonial/reply-interest/${sent.json().id}`, account.headers, {
        reply: 'accepted',
      }),
    );
    // Nothing was made: no booking, no waitlist entry.
    expect((await call('GET', '/api/booking/my-bookings', account.headers)).json()).toEqual([]);
    expect((await call('GET', '/api/booking/waitlist', account.headers)).json()).toEqual([]);
  });
});

describe('POST /api/auth/verify-mobile/send and /verify-mobile', () => {
  it('proves the number with the code sent to it; the refused calls then work', async () => {
    const account = await registered();
    const ip = nextIp(); // the family's phone, for the code's request and its tries
    const sent = await post('/api/auth/verify-mobile/send', {}, { token: account.token, ip });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().resend_after_seconds).toBe(30);
    const code = await lastCode(account.mobile);

    const wrong = await post(
      '/api/auth/verify-mobile',
      { code: code === '000000' ? '111111' : '000000' },
      { token: account.token, ip },
    );
    expect(wrong.statusCode).toBe(422);
    // The code was asked from this address: the answer names the tries left (docs/api.md).
    expect(wrong.json().errors.code[0]).toBe('The code is incorrect. Tries left: 4.');

    const right = await post('/api/auth/verify-mobile', { code }, { token: account.token, ip });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().mobile_verified_at).toBe(new Date(NOW).toISOString());
    expect((await me(account.token)).json().mobile_verified_at).toBe(new Date(NOW).toISOString());

    const hall = await createHall(t);
    const booked = await call(
      'POST',
      '/api/booking/new-booking',
      account.headers,
      bookingBody([{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-02'] }]),
    );
    expect(booked.statusCode, booked.body).toBe(201);

    // Asking again once proven sends nothing.
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const again = await post('/api/auth/verify-mobile/send', {}, { token: account.token });
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toMatch(/already verified/);
  });

  it('a code for another number does not prove this one', async () => {
    const account = await registered();
    const stranger = nextMobile();
    expect((await post('/api/auth/otp/send', { mobile: stranger })).statusCode).toBe(202);
    const res = await post(
      '/api/auth/verify-mobile',
      { code: await lastCode(stranger) },
      { token: account.token },
    );
    expect(res.statusCode).toBe(422);
    expect((await me(account.token)).json().mobile_verified_at).toBeNull();
  });

  it('needs a signed-in account and a 6-digit code', async () => {
    expect((await post('/api/auth/verify-mobile/send', {})).statusCode).toBe(401);
    expect((await post('/api/auth/verify-mobile', { code: '123456' })).statusCode).toBe(401);
    const account = await registered();
    const bad = await post('/api/auth/verify-mobile', { code: 'abc' }, { token: account.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toBeDefined();
  });

  it('a login by one-time code proves the number, and so does a password reset by code', async () => {
    for (const path of ['/api/auth/otplogin', '/api/auth/reset-password']) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const account = await registered();
      expect((await post('/api/auth/otp/send', { mobile: account.mobile })).statusCode).toBe(202);
      const verified = await post('/api/auth/otp/verify', {
        mobile: account.mobile,
        code: await lastCode(account.mobile),
      });
      const token = verified.json().token as string;
      const body =
        path === '/api/auth/otplogin'
          ? { token }
          : { token, password: 'another-long-passphrase', password_confirmation: 'another-long-passphrase' };
      const res = await post(path, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.mobile_verified_at).not.toBeNull();
      expect((await me(res.json().token)).json().mobile_verified_at).not.toBeNull();
    }
  });

  it('a password login does not prove it', async () => {
    const account = await registered();
    const res = await post('/api/auth/login', { mobile: account.mobile, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mobile_verified_at).toBeNull();
  });
});

describe('accounts from before (migration 0017)', () => {
  it('those that used a code sent to their number are proven; the others are asked once', async () => {
    // The migration's statement, run again on rows made as before it.
    const used = await createUser(t, { mobileVerified: false });
    const never = await createUser(t, { mobileVerified: false });
    const when = new Date('2029-06-01T10:00:00Z');
    await t.database.db.insert(otpLoginTokens).values({
      tokenHash: `hash-${used.id}`,
      mobile: used.mobile,
      expiresAt: when,
      consumedAt: when,
    });
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync(
      new URL('../../../drizzle/0017_mobile_proof_and_profile_revisions.sql', import.meta.url),
      'utf8',
    );
    const backfill = sql.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "users"'))!;
    const { sql: raw } = await import('drizzle-orm');
    await t.database.db.execute(raw.raw(backfill));
    const rows = await t.database.db.select().from(users).where(eq(users.id, used.id));
    expect(rows[0]!.mobileVerifiedAt?.toISOString()).toBe(when.toISOString());
    const others = await t.database.db.select().from(users).where(eq(users.id, never.id));
    expect(others[0]!.mobileVerifiedAt).toBeNull();
  });
});
