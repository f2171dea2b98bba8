import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import { RATE_LIMITS } from './service.ts';

/**
 * Decision 042: what others do from other addresses never stops the owner,
 * from an address that has not failed, logging in with the right password or the right code; right
 * logins never count; a number's codes stay capped; per-address limits group IPv6 by /64.
 *
 * Behind one reverse proxy (TRUST_PROXY=1), as the attack was run: every request names its client in
 * X-Forwarded-For, and the attacker names a new one each time.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const PASSWORD = 'the-owner-s-own-long-passphrase';
let rotation = 0;
/** A new attacking address each call, from the documentation ranges. */
const rotating = () => `203.0.${Math.floor(++rotation / 250)}.${(rotation % 250) + 1}`;
let freshCount = 0;
/** An address that has done nothing yet. */
const fresh = () => `198.51.100.${++freshCount}`;

const post = (url: string, payload: object, from: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': from },
  });

async function lastCode(mobile: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  return /\b(\d{6})\b/.exec(res.json().messages[0].body as string)![1]!;
}

async function outboxCount(mobile: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  return (res.json().messages as unknown[]).length;
}

/** Moves the clock to just after the start of the next hour, so every window of a test is whole. */
function startOfNextHour() {
  const hour = 3_600_000;
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / hour) * hour + 1000));
}

/** The attack as it was run: 10 wrong passwords, 5 code requests, 20 wrong codes, each from a new address. */
async function attack(mobile: string) {
  for (let i = 0; i < 10; i += 1) {
    const res = await post('/api/auth/login', { mobile, password: `wrong-guess-${i}` }, rotating());
    expect(res.statusCode).toBe(422);
  }
  for (let i = 0; i < 5; i += 1) {
    t.clock.advance(1000);
    expect((await post('/api/auth/otp/send', { mobile }, rotating())).statusCode).toBe(202);
  }
  const seen = await lastCode(mobile);
  for (let i = 0; i < 20; i += 1) {
    const guess = String((Number(seen) + 1 + i) % 1_000_000).padStart(6, '0');
    expect((await post('/api/auth/otp/verify', { mobile, code: guess }, rotating())).statusCode).toBe(422);
  }
}

/** The owner, from an address that has not failed: the right password, then a code asked for and used. */
async function ownerGetsIn(mobile: string, userId: string) {
  const from = fresh();
  const byPassword = await post('/api/auth/login', { mobile, password: PASSWORD }, from);
  expect(byPassword.statusCode, byPassword.body).toBe(200);
  expect(byPassword.json().user.id).toBe(userId);

  t.clock.advance(1000);
  const sent = await post('/api/auth/otp/send', { mobile }, from);
  expect(sent.statusCode, sent.body).toBe(202);
  const verified = await post('/api/auth/otp/verify', { mobile, code: await lastCode(mobile) }, from);
  expect(verified.statusCode, verified.body).toBe(200);
  const byCode = await post('/api/auth/otplogin', { token: verified.json().token }, from);
  expect(byCode.statusCode, byCode.body).toBe(200);
  expect(byCode.json().user.id).toBe(userId);
}

describe('the lockout attack from rotating addresses', () => {
  it("leaves a member's right password and right code working from an address that has not failed", async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    await attack(owner.mobile);
    await ownerGetsIn(owner.mobile, owner.id);
  });

  it("and the office's own number too", async () => {
    startOfNextHour();
    const admin = await createUser(t, { password: PASSWORD, isAdmin: true });
    await attack(admin.mobile);
    await ownerGetsIn(admin.mobile, admin.id);
  });

  it('refuses the addresses that failed, with the way in that still works', async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    const attacker = rotating();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/auth/login', { mobile: owner.mobile, password: 'wrong' }, attacker)).statusCode,
      ).toBe(422);
    }
    for (const password of ['wrong', PASSWORD]) {
      const res = await post('/api/auth/login', { mobile: owner.mobile, password }, attacker);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('password_login_locked');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Past the number's 10, every other address that fails is refused after its one wrong try.
    const another = rotating();
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: 'wrong' }, another)).statusCode,
    ).toBe(422);
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, another)).statusCode,
    ).toBe(429);
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, fresh())).statusCode,
    ).toBe(200);
  });

  it("keeps the owner's code alive through others' requests and wrong codes", async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    const from = fresh();
    t.clock.advance(1000);
    expect((await post('/api/auth/otp/send', { mobile: owner.mobile }, from)).statusCode).toBe(202);
    const mine = await lastCode(owner.mobile);
    // Others ask at once (no resend wait for them, none made for the owner) and try 20 wrong codes.
    await attack(owner.mobile);
    t.clock.advance(5 * 60_000);
    const verified = await post('/api/auth/otp/verify', { mobile: owner.mobile, code: mine }, from);
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('right logins', () => {
  it('never count: 30 right passwords in a row from one address, then its wrong ones still get 10 tries', async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    const from = fresh();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, from)).statusCode,
      ).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/auth/login', { mobile: owner.mobile, password: 'wrong' }, from)).statusCode,
      ).toBe(422);
    }
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, from)).statusCode,
    ).toBe(429);
  }, 60_000);

  it('a right code never counts either: four wrong and many right leave the number under its 5', async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    const from = fresh();
    for (let round = 0; round < 3; round += 1) {
      t.clock.advance(31_000);
      expect((await post('/api/auth/otp/send', { mobile: owner.mobile }, from)).statusCode).toBe(202);
      const code = await lastCode(owner.mobile);
      if (round === 0) {
        for (let i = 0; i < 4; i += 1) {
          const wrong = code === '000000' ? '111111' : '000000';
          expect(
            (await post('/api/auth/otp/verify', { mobile: owner.mobile, code: wrong }, from)).statusCode,
          ).toBe(422);
        }
      }
      expect((await post('/api/auth/otp/verify', { mobile: owner.mobile, code }, from)).statusCode).toBe(200);
    }
    // Still under 5 wrong codes: a code asked for here is taken from another address.
    t.clock.advance(31_000);
    expect((await post('/api/auth/otp/send', { mobile: owner.mobile }, from)).statusCode).toBe(202);
    const code = await lastCode(owner.mobile);
    expect((await post('/api/auth/otp/verify', { mobile: owner.mobile, code }, fresh())).statusCode).toBe(
      200,
    );
  });
});

describe("a number's codes", () => {
  it('stay capped against toll fraud: 10 an hour, however many addresses ask', async () => {
    startOfNextHour();
    const mobile = '+919812300042';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      t.clock.advance(1000);
      statuses.push((await post('/api/auth/otp/send', { mobile }, rotating())).statusCode);
    }
    const cap = RATE_LIMITS.otpSend.mobile.limit;
    expect(cap).toBe(10);
    expect(statuses.filter((s) => s === 202)).toHaveLength(cap);
    expect(statuses.slice(cap)).toEqual(Array(30 - cap).fill(429));
    expect(await outboxCount(mobile)).toBe(cap);
  });

  it('give each address its share: one address cannot use up the cap with refused requests', async () => {
    startOfNextHour();
    const mobile = '+919812300043';
    const attacker = rotating();
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(31_000);
      const status = (await post('/api/auth/otp/send', { mobile }, attacker)).statusCode;
      expect(status).toBe(i < 5 ? 202 : 429);
    }
    expect((await post('/api/auth/otp/send', { mobile }, fresh())).statusCode).toBe(202);
  });
});

describe('addresses (IPv6 by /64)', () => {
  it('share one allowance within a /64 and not across /64s', async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    // Ten wrong passwords, each from another address of one /64: one address group that failed.
    for (let i = 1; i <= 10; i += 1) {
      const from = `2001:db8:42:7::${i.toString(16)}`;
      expect(
        (await post('/api/auth/login', { mobile: owner.mobile, password: 'wrong' }, from)).statusCode,
      ).toBe(422);
    }
    const sameNetwork = await post(
      '/api/auth/login',
      { mobile: owner.mobile, password: PASSWORD },
      '2001:db8:42:7:dead:beef:1:2',
    );
    expect(sameNetwork.statusCode).toBe(429);
    const nextNetwork = await post(
      '/api/auth/login',
      { mobile: owner.mobile, password: PASSWORD },
      '2001:db8:42:8::1',
    );
    expect(nextNetwork.statusCode).toBe(200);

    // Code sends: one /64 has one address's share of a number's codes.
    const mobile = '+919812300044';
    for (let i = 1; i <= 5; i += 1) {
      t.clock.advance(31_000);
      expect((await post('/api/auth/otp/send', { mobile }, `2001:db8:43:1::${i}`)).statusCode).toBe(202);
    }
    t.clock.advance(31_000);
    expect((await post('/api/auth/otp/send', { mobile }, '2001:db8:43:1:ffff::6')).statusCode).toBe(429);
    expect((await post('/api/auth/otp/send', { mobile }, '2001:db8:43:2::1')).statusCode).toBe(202);
  });

  it('read an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    startOfNextHour();
    const owner = await createUser(t, { password: PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/auth/login', { mobile: owner.mobile, password: 'wrong' }, '::ffff:192.0.2.77'))
          .statusCode,
      ).toBe(422);
    }
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, '192.0.2.77')).statusCode,
    ).toBe(429);
    // Another IPv4 client of a dual-stack socket is another client, not the same ::/64.
    expect(
      (await post('/api/auth/login', { mobile: owner.mobile, password: PASSWORD }, '::ffff:192.0.2.78'))
        .statusCode,
    ).toBe(200);
  });

  it('group the connection address the same way without a proxy', async () => {
    startOfNextHour();
    const mobile = '+919812300045';
    const direct = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { mobile },
        remoteAddress: address,
      });
    for (let i = 1; i <= 5; i += 1) {
      t.clock.advance(31_000);
      expect((await direct(`2001:db8:44:1::${i}`)).statusCode).toBe(202);
    }
    t.clock.advance(31_000);
    expect((await direct('2001:db8:44:1::99')).statusCode).toBe(429);
  });
});
