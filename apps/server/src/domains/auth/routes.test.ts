import { contextOf } from '../../context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '../../../test/support/auth.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import { ensureAdmin, RATE_LIMITS } from './service.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { nextIp, nextMobile, post, me } = authCalls(() => t, { ip: '10.1', mobile: '98' });

function registration(over: Record<string, unknown> = {}) {
  const mobile = nextMobile();
  return {
    name: 'Zainab Khatri',
    mobile,
    email: `zainab.${mobile}@example.org`,
    password: 'a-long-unusual-passphrase',
    password_confirmation: 'a-long-unusual-passphrase',
    ...over,
  };
}

async function registered(over: Record<string, string> = {}) {
  const body = registration(over);
  const res = await post('/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  return { body, user: res.json().user, token: res.json().token as string };
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets a random XSRF-TOKEN cookie, SameSite=Lax, for the whole site', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const b = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(a.statusCode).toBe(204);
    const cookie = a.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(b.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).not.toBe(cookie?.value);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 {user, token} and the token works', async () => {
    const body = registration({ email: 'Mixed.Case@Example.ORG', name: '  Zainab Khatri ' });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const { user, token } = res.json();
    expect(Object.keys(user).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'is_admin',
      'language',
      'member_type',
      'mobile',
      'mobile_verified_at',
      'name',
      'profiles',
    ]);
    expect(user).toMatchObject({
      name: 'Zainab Khatri',
      mobile: `+91${body.mobile}`,
      email: 'mixed.case@example.org',
      is_admin: false,
      member_type: null,
      language: 'en',
      mobile_verified_at: null,
      profiles: [],
    });
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThanOrEqual(22);
    const again = await me(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(user.id);
  });

  it.each([
    ['9876501234', '+919876501234'],
    ['09876501235', '+919876501235'],
    ['+919876501236', '+919876501236'],
    ['+91 98765-01237', '+919876501237'],
    ['+447700900123', '+447700900123'],
  ])('normalises the mobile %s to %s', async (mobile, e164) => {
    const { user } = await registered({ mobile, email: `n${e164.slice(1)}@example.org` });
    expect(user.mobile).toBe(e164);
  });

  it('refuses a number already taken, in any of its spellings', async () => {
    const { body } = await registered();
    const res = await post('/api/auth/register', registration({ mobile: `+91${body.mobile}` }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toEqual(['The mobile has already been taken.']);
  });

  it('takes no email, a blank one or null alike (many members have none), and two such accounts', async () => {
    for (const email of [undefined, '', '   ', null]) {
      const res = await post('/api/auth/register', registration({ email }));
      expect(res.statusCode).toBe(201);
      expect(res.json().user.email).toBeNull();
    }
    const bad = await post('/api/auth/register', registration({ email: 42 }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['The email field must be a string.']);
  });

  it('refuses an email already taken, whatever its case', async () => {
    const { body } = await registered();
    const res = await post('/api/auth/register', registration({ email: body.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['The email has already been taken.']);
    expect(res.json().errors.mobile).toBeUndefined();
  });

  it('refuses a common password', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ password: 'Password123', password_confirmation: 'Password123' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(/too common/);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ password_confirmation: 'something-else-entirely' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password field confirmation does not match.']);
  });

  it('reports every invalid field by its name', async () => {
    const res = await post('/api/auth/register', {
      name: '',
      mobile: '12345',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['email', 'mobile', 'name', 'password']);
    expect(errors.password[0]).toMatch(/at least 8/);
    expect(message).toMatch(/more errors/);
  });

  it('says which fields are missing, and refuses a name over 100 characters or a password over 128', async () => {
    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['The name field is required.']);
    expect(missing.json().errors.password_confirmation).toEqual([
      'The password_confirmation field is required.',
    ]);
    const long = 'x'.repeat(129);
    const res = await post(
      '/api/auth/register',
      registration({ name: 'n'.repeat(101), password: long, password_confirmation: long }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'password']);
  });

  it('takes a registration drive: 200 people on one Wi-Fi within an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 200; i += 1) {
      const res = await post('/api/auth/register', registration(), { ip });
      expect(res.statusCode, res.body).toBe(201);
      t.clock.advance(15_000);
    }
  });

  it('limits registrations from one address, as a coarse backstop (429 with Retry-After)', async () => {
    const ip = nextIp();
    const first = registration();
    expect((await post('/api/auth/register', first, { ip })).statusCode).toBe(201);
    for (let i = 1; i < RATE_LIMITS.register.ip.limit; i += 1) {
      const res = await post('/api/auth/register', { ...registration(), mobile: first.mobile }, { ip });
      expect(res.statusCode).toBe(422);
    }
    const res = await post('/api/auth/register', registration(), { ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right pair, in any spelling of the number', async () => {
    const { body, user } = await registered();
    for (const mobile of [body.mobile, `0${body.mobile}`, `+91${body.mobile}`]) {
      const res = await post('/api/auth/login', { mobile, password: body.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
      expect((await me(res.json().token)).statusCode).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown number with the same 422 on mobile', async () => {
    const { body } = await registered();
    const wrong = await post('/api/auth/login', { mobile: body.mobile, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { mobile: '9000000001', password: body.password });
    const malformed = await post('/api/auth/login', { mobile: 'abc', password: body.password });
    for (const res of [wrong, unknown, malformed]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { mobile: ['These credentials do not match our records.'] },
      });
    }
  });

  it('refuses an account that has no password yet', async () => {
    const u = await createUser(t);
    const res = await post('/api/auth/login', { mobile: u.mobile, password: 'anything-at-all' });
    expect(res.statusCode).toBe(422);
  });

  it('after 10 wrong passwords for a number, refuses the addresses that failed, not the others (decision 042)', async () => {
    const { body } = await registered();
    const failed: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      failed.push(nextIp());
      const res = await post(
        '/api/auth/login',
        { mobile: body.mobile, password: 'wrong-guess' },
        { ip: failed[i] },
      );
      expect(res.statusCode).toBe(422);
    }
    const res = await post(
      '/api/auth/login',
      { mobile: body.mobile, password: body.password },
      { ip: failed[3] },
    );
    expect(res.statusCode).toBe(429);
    // Anyone could have used up the tries: the answer says how the owner still gets in.
    expect(res.json()).toEqual({
      message:
        'Too many password attempts for this number. You can still log in now with a one-time code sent by SMS.',
      code: 'password_login_locked',
    });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // An address that has not failed logs in with the right password.
    expect((await post('/api/auth/login', { mobile: body.mobile, password: body.password })).statusCode).toBe(
      200,
    );
    t.clock.advance(wait * 1000);
    expect(
      (await post('/api/auth/login', { mobile: body.mobile, password: body.password }, { ip: failed[3] }))
        .statusCode,
    ).toBe(200);
  });

  it('limits attempts per address, as a coarse backstop, whatever the number', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.login.ip.limit; i += 1) {
      const res = await post(
        '/api/auth/login',
        { mobile: `90000${String(i).padStart(5, '0')}`, password: 'x' },
        { ip },
      );
      expect(res.statusCode).toBe(422);
    }
    const res = await post('/api/auth/login', { mobile: '9000099999', password: 'x' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await post('/api/auth/login', { mobile: '9000099999', password: 'x' })).statusCode).toBe(422);
    // A thousand logins, each hashing a password: about 20 s alone, more on a busy two-core runner.
  }, 120_000);
});

describe('tokens', () => {
  it('expire after 30 idle days', async () => {
    const { token } = await registered();
    t.clock.advance(29 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(29 * DAY); // 29 days after the last use: still alive
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('expire 180 days after login even when used every day', async () => {
    const { token } = await registered();
    for (let day = 0; day < 179; day += 7) {
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(7 * DAY);
    }
    // 182 days after creation
    expect((await me(token)).statusCode).toBe(401);
  });

  it('GET /api/matrimonial/user needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/matrimonial/user' })).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token in use and only that one', async () => {
    const { body, token } = await registered();
    const other = (await post('/api/auth/login', { mobile: body.mobile, password: body.password })).json()
      .token;
    const res = await post('/api/auth/logout', {}, { token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, { token })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps the current token and revokes the others', async () => {
    const { body, token } = await registered();
    const other = (await post('/api/auth/login', { mobile: body.mobile, password: body.password })).json()
      .token;
    const res = await post(
      '/api/auth/change-password',
      {
        current_password: body.password,
        password: 'another-long-passphrase',
        password_confirmation: 'another-long-passphrase',
      },
      { token },
    );
    expect(res.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { mobile: body.mobile, password: body.password })).statusCode).toBe(
      422,
    );
    expect(
      (await post('/api/auth/login', { mobile: body.mobile, password: 'another-long-passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, a common or unconfirmed new one, and no token', async () => {
    const { body, token } = await registered();
    const wrong = await post(
      '/api/auth/change-password',
      {
        current_password: 'not-it-at-all',
        password: 'another-long-passphrase',
        password_confirmation: 'another-long-passphrase',
      },
      { token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The password is incorrect.']);
    const common = await post(
      '/api/auth/change-password',
      { current_password: body.password, password: 'iloveyou', password_confirmation: 'iloveyou' },
      { token },
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toBeDefined();
    const mismatch = await post(
      '/api/auth/change-password',
      {
        current_password: body.password,
        password: 'another-long-passphrase',
        password_confirmation: 'another',
      },
      { token },
    );
    expect(mismatch.json().errors.password).toEqual(['The password field confirmation does not match.']);
    const anonymous = await post('/api/auth/change-password', {
      current_password: body.password,
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post('/api/auth/login', { mobile: body.mobile, password: body.password })).statusCode).toBe(
      200,
    );
  });
});

describe('the user answer', () => {
  it('carries the profiles the user owns, as the matrimonial domain summarises them', async () => {
    const { user, token } = await registered();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/create-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        first_name: 'Zainab',
        last_name: 'Khatri',
        gender: 'female',
        date_of_birth: '1998-04-12',
        marital_status: 'never_married',
        relation: 'self',
      },
    });
    expect(created.statusCode).toBe(201);
    const res = await me(token);
    expect(res.json().id).toBe(user.id);
    expect(res.json().profiles).toHaveLength(1);
    expect(res.json().profiles[0]).toMatchObject({
      id: created.json().id,
      first_name: 'Zainab',
      approved_on: null,
      is_last_selected: true,
    });
    const login = await post('/api/auth/login', {
      mobile: user.mobile,
      password: 'a-long-unusual-passphrase',
    });
    expect(login.json().user.profiles).toHaveLength(1);
  });
});

describe('ensureAdmin', () => {
  it('creates the admin from the settings, who can then log in', async () => {
    const deps = {
      ...t.app.deps,
      config: { ...t.config, ADMIN_MOBILE: '9123456780', ADMIN_PASSWORD: 'admin-secret-pass' },
    };
    expect(await ensureAdmin(contextOf(deps))).toBe('created');
    const res = await post('/api/auth/login', { mobile: '9123456780', password: 'admin-secret-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
    expect(res.json().user.mobile).toBe('+919123456780');
  });

  it('makes an existing user admin without changing a password it has', async () => {
    const { body } = await registered();
    const deps = {
      ...t.app.deps,
      config: { ...t.config, ADMIN_MOBILE: body.mobile, ADMIN_PASSWORD: 'admin-secret-pass' },
    };
    expect(await ensureAdmin(contextOf(deps))).toBe('updated');
    expect(
      (await post('/api/auth/login', { mobile: body.mobile, password: 'admin-secret-pass' })).statusCode,
    ).toBe(422);
    const res = await post('/api/auth/login', { mobile: body.mobile, password: body.password });
    expect(res.json().user.is_admin).toBe(true);
  });

  it('gives the password to an existing admin number that has none', async () => {
    const u = await createUser(t);
    const deps = {
      ...t.app.deps,
      config: { ...t.config, ADMIN_MOBILE: u.mobile, ADMIN_PASSWORD: 'admin-secret-pass' },
    };
    expect(await ensureAdmin(contextOf(deps))).toBe('updated');
    const res = await post('/api/auth/login', { mobile: u.mobile, password: 'admin-secret-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
  });

  it('does nothing without ADMIN_MOBILE and refuses a malformed one', async () => {
    expect(
      await ensureAdmin(contextOf({ ...t.app.deps, config: { ...t.config, ADMIN_MOBILE: undefined } })),
    ).toBe('skipped');
    await expect(
      ensureAdmin(contextOf({ ...t.app.deps, config: { ...t.config, ADMIN_MOBILE: '12' } })),
    ).rejects.toThrow(/ADMIN_MOBILE/);
  });
});
