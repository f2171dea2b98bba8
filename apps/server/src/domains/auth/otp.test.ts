import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './service.ts';
import { authCalls } from '../../../test/support/auth.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { nextIp, nextMobile, post, me } = authCalls(() => t, { ip: '10.2', mobile: '97' });

async function lastCode(mobile: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  expect(res.statusCode).toBe(200);
  const body: string = res.json().messages[0].body;
  return /\b(\d{6})\b/.exec(body)![1]!;
}

async function account() {
  const mobile = nextMobile();
  const password = 'the-first-long-passphrase';
  const res = await post('/api/auth/register', {
    name: 'Farhan Sheikh',
    mobile,
    email: `farhan.${mobile}@example.org`,
    password,
    password_confirmation: password,
  });
  expect(res.statusCode).toBe(201);
  return { mobile, password, user: res.json().user, token: res.json().token as string };
}

async function sendAndGetCode(mobile: string, ip?: string) {
  // A second on, so that this code is the outbox's newest for the number (it sorts by the clock).
  t.clock.advance(1000);
  const res = await post('/api/auth/otp/send', { mobile }, ip ? { ip } : {});
  expect(res.statusCode).toBe(202);
  return lastCode(mobile);
}

async function loginToken(mobile: string) {
  const code = await sendAndGetCode(mobile);
  const res = await post('/api/auth/otp/verify', { mobile, code });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** Moves the clock to just after the start of the next hour, so hourly windows are whole in the test. */
function startOfNextHour() {
  const hour = 3_600_000;
  t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / hour) * hour + 1000));
}

describe('POST /api/auth/otp/send', () => {
  it('answers the same whether or not the number has an account, and sends a 6-digit code', async () => {
    const { mobile } = await account();
    const known = await post('/api/auth/otp/send', { mobile });
    const unknown = await post('/api/auth/otp/send', { mobile: nextMobile() });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().resend_after_seconds).toBe(30);
    expect(typeof known.json().message).toBe('string');
    expect(await lastCode(mobile)).toMatch(/^\d{6}$/);
  });

  it('sends codes only to the country codes of OTP_COUNTRY_CODES (+91 by default)', async () => {
    for (const mobile of ['+971501234567', '+447700900123', '+12025550123']) {
      const res = await post('/api/auth/otp/send', { mobile });
      expect(res.statusCode, mobile).toBe(422);
      expect(res.json().errors.mobile).toEqual(['Codes can be sent only to numbers starting with +91.']);
      const outbox = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
      });
      expect(outbox.json().messages).toEqual([]);
    }
    expect((await post('/api/auth/otp/send', { mobile: `+91${nextMobile()}` })).statusCode).toBe(202);
  });

  it('refuses a malformed number with 422 on mobile', async () => {
    const res = await post('/api/auth/otp/send', { mobile: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toBeDefined();
  });

  it('makes a resend from the same address wait 30 s (429 + Retry-After), then replaces the old code', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    const first = await sendAndGetCode(mobile, ip);
    const tooSoon = await post('/api/auth/otp/send', { mobile }, { ip });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    t.clock.advance(29_000);
    expect((await post('/api/auth/otp/send', { mobile }, { ip })).headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    const second = await sendAndGetCode(mobile, ip);
    if (second !== first) {
      const old = await post('/api/auth/otp/verify', { mobile, code: first }, { ip });
      expect(old.statusCode).toBe(422);
    }
    expect((await post('/api/auth/otp/verify', { mobile, code: second }, { ip })).statusCode).toBe(200);
  });

  it("another address's request neither waits for nor replaces a code (decision 042)", async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    const mine = await sendAndGetCode(mobile, ip);
    const theirs = await sendAndGetCode(mobile); // at once, from elsewhere: no wait
    if (theirs !== mine) {
      // Theirs is the number's newest, and another address may use it while the number has had no
      // wrong codes; mine still works from my address.
      expect((await post('/api/auth/otp/verify', { mobile, code: mine }, { ip })).statusCode).toBe(200);
      expect((await post('/api/auth/otp/verify', { mobile, code: theirs })).statusCode).toBe(200);
    }
  });

  it('sends a number at most 5 codes an hour for one address, 10 in all (decision 042)', async () => {
    startOfNextHour();
    const mobile = nextMobile();
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/otp/send', { mobile }, { ip })).statusCode).toBe(202);
      t.clock.advance(31_000);
    }
    const res = await post('/api/auth/otp/send', { mobile }, { ip });
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    // What that address is refused uses up nothing of the number's 10.
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/auth/otp/send', { mobile }, { ip })).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/auth/otp/send', { mobile })).statusCode).toBe(202);
    expect((await post('/api/auth/otp/send', { mobile })).statusCode).toBe(429);
    t.clock.advance(wait * 1000);
    expect((await post('/api/auth/otp/send', { mobile }, { ip })).statusCode).toBe(202);
  });

  it('sends to one address at most the coarse backstop an hour', async () => {
    startOfNextHour();
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.otpSend.ip.limit; i += 1) {
      expect((await post('/api/auth/otp/send', { mobile: nextMobile() }, { ip })).statusCode).toBe(202);
    }
    const res = await post('/api/auth/otp/send', { mobile: nextMobile() }, { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/auth/otp/send', { mobile: nextMobile() })).statusCode).toBe(202);
  });

  it('answers 503 when the SMS cannot be sent, and a new try may follow at once', async () => {
    const mobile = nextMobile();
    const sms = t.app.deps.sms;
    t.app.deps.sms = {
      kind: 'msg91',
      send: async () => {
        throw new Error('provider down');
      },
    };
    try {
      const res = await post('/api/auth/otp/send', { mobile });
      expect(res.statusCode).toBe(503);
    } finally {
      t.app.deps.sms = sms;
    }
    expect((await post('/api/auth/otp/send', { mobile })).statusCode).toBe(202);
  });
});

describe('POST /api/auth/otp/verify', () => {
  it('a right code buys a one-use login token; the code cannot be used twice', async () => {
    const { mobile, user } = await account();
    const code = await sendAndGetCode(mobile);
    const res = await post('/api/auth/otp/verify', { mobile: `+91${mobile}`, code });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    const again = await post('/api/auth/otp/verify', { mobile, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toBeDefined();
    const login = await post('/api/auth/otplogin', { token: res.json().token });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(user.id);
    expect((await me(login.json().token)).statusCode).toBe(200);
  });

  it('five wrong codes end the code, even the right one is then refused', async () => {
    const mobile = nextMobile();
    const code = await sendAndGetCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/otp/verify', { mobile, code: wrong });
      expect(res.statusCode).toBe(422);
      messages.push(res.json().errors.code[0]);
    }
    expect(messages[0]).toBe('The code is incorrect.');
    expect(messages[4]).toMatch(/Too many wrong codes/);
    expect((await post('/api/auth/otp/verify', { mobile, code })).statusCode).toBe(422);
  });

  it('a code expires after 10 minutes', async () => {
    const mobile = nextMobile();
    const code = await sendAndGetCode(mobile);
    t.clock.advance(10 * MINUTE);
    const res = await post('/api/auth/otp/verify', { mobile, code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['The code is invalid or has expired.']);
  });

  it('a code is still good just before 10 minutes', async () => {
    const mobile = nextMobile();
    const code = await sendAndGetCode(mobile);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await post('/api/auth/otp/verify', { mobile, code })).statusCode).toBe(200);
  });

  it('refuses a code for a number that was sent none, and a code that is not 6 digits', async () => {
    expect((await post('/api/auth/otp/verify', { mobile: nextMobile(), code: '123456' })).statusCode).toBe(
      422,
    );
    const res = await post('/api/auth/otp/verify', { mobile: nextMobile(), code: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['The code must be 6 digits.']);
  });

  it('limits tries per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.otpVerify.ip.limit; i += 1) {
      expect(
        (await post('/api/auth/otp/verify', { mobile: nextMobile(), code: '123456' }, { ip })).statusCode,
      ).toBe(422);
    }
    const res = await post('/api/auth/otp/verify', { mobile: nextMobile(), code: '123456' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('after 5 wrong codes for a number, a code is taken only from the address that asked for it (decision 042)', async () => {
    startOfNextHour();
    const mobile = nextMobile();
    const ip = nextIp();
    let tries = 0;
    // Four codes asked for from elsewhere, each tried wrong five times from other addresses still.
    for (let send = 0; send < 4; send += 1) {
      const code = await sendAndGetCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1, tries += 1) {
        expect((await post('/api/auth/otp/verify', { mobile, code: wrong })).statusCode).toBe(422);
      }
    }
    expect(tries).toBe(20);
    // A code from another address is no longer taken (the one sent last among them included)...
    const theirs = await sendAndGetCode(mobile);
    expect((await post('/api/auth/otp/verify', { mobile, code: theirs })).statusCode).toBe(422);
    // ...but the one this address asked for is, from here: the others' wrong codes ended nothing of it.
    const mine = await sendAndGetCode(mobile, ip);
    const wrong = mine === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      messages.push(
        (await post('/api/auth/otp/verify', { mobile, code: wrong }, { ip })).json().errors.code[0],
      );
    }
    expect(messages).toEqual([4, 3, 2, 1].map((left) => `The code is incorrect. Tries left: ${left}.`));
    const res = await post('/api/auth/otp/verify', { mobile, code: mine }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    // Five wrong tries of its own end it, as before.
    t.clock.advance(31_000);
    const next = await sendAndGetCode(mobile, ip);
    const nextWrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await post('/api/auth/otp/verify', { mobile, code: nextWrong }, { ip });
    const fifth = await post('/api/auth/otp/verify', { mobile, code: nextWrong }, { ip });
    expect(fifth.json().errors.code).toEqual(['Too many wrong codes. Please ask for a new code.']);
    expect((await post('/api/auth/otp/verify', { mobile, code: next }, { ip })).statusCode).toBe(422);
  });
});

describe('POST /api/auth/otplogin', () => {
  it('answers 422 when the number has no account', async () => {
    const token = await loginToken(nextMobile());
    const res = await post('/api/auth/otplogin', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'no_account',
      errors: { token: ['No account is registered with this mobile number. Please register first.'] },
    });
  });

  it('takes a login token once only', async () => {
    const { mobile } = await account();
    const token = await loginToken(mobile);
    expect((await post('/api/auth/otplogin', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/otplogin', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeDefined();
  });

  it('refuses a login token after 10 minutes, and one never issued', async () => {
    const { mobile } = await account();
    const token = await loginToken(mobile);
    t.clock.advance(10 * MINUTE);
    expect((await post('/api/auth/otplogin', { token })).statusCode).toBe(422);
    expect((await post('/api/auth/otplogin', { token: 'x'.repeat(43) })).statusCode).toBe(422);
    expect((await post('/api/auth/otplogin', {})).json().errors.token).toEqual([
      'The token field is required.',
    ]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every other token and logs in', async () => {
    const { mobile, password, token: oldToken, user } = await account();
    const token = await loginToken(mobile);
    const res = await post('/api/auth/reset-password', {
      token,
      password: 'a-brand-new-passphrase',
      password_confirmation: 'a-brand-new-passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { mobile, password })).statusCode).toBe(422);
    expect((await post('/api/auth/login', { mobile, password: 'a-brand-new-passphrase' })).statusCode).toBe(
      200,
    );
    const again = await post('/api/auth/reset-password', {
      token,
      password: 'yet-another-passphrase',
      password_confirmation: 'yet-another-passphrase',
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a common or unconfirmed password without using up the token', async () => {
    const { mobile } = await account();
    const token = await loginToken(mobile);
    const common = await post('/api/auth/reset-password', {
      token,
      password: 'sunshine',
      password_confirmation: 'sunshine',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toBeDefined();
    const mismatch = await post('/api/auth/reset-password', {
      token,
      password: 'a-brand-new-passphrase',
      password_confirmation: 'a-different-passphrase',
    });
    expect(mismatch.json().errors.password).toEqual(['The password field confirmation does not match.']);
    const ok = await post('/api/auth/reset-password', {
      token,
      password: 'a-brand-new-passphrase',
      password_confirmation: 'a-brand-new-passphrase',
    });
    expect(ok.statusCode).toBe(200);
  });
});
