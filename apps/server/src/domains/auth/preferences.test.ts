import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '../../../test/support/auth.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { nextMobile, post, me } = authCalls(() => t, { ip: '10.16', mobile: '97' });

describe('POST /api/auth/preferences', () => {
  it('saves the language: 204, and the user answer (GET user, login) carries it', async () => {
    const mobile = nextMobile();
    const password = 'a-long-unusual-passphrase';
    const reg = await post('/api/auth/register', {
      name: 'Hawa Patel',
      mobile,
      password,
      password_confirmation: password,
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user.language).toBe('en');
    const token = reg.json().token as string;

    const res = await post('/api/auth/preferences', { language: 'gu' }, { token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(token)).json().language).toBe('gu');

    const login = await post('/api/auth/login', { mobile, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.language).toBe('gu');

    expect((await post('/api/auth/preferences', { language: 'ur' }, { token })).statusCode).toBe(204);
    expect((await me(token)).json().language).toBe('ur');
  });

  it('refuses an unknown or missing language with 422 on `language` (in the saved language) and keeps it', async () => {
    const user = await createUser(t, { language: 'hi' });
    for (const body of [{ language: 'fr' }, { language: 'GU' }, { language: 7 }]) {
      const res = await post('/api/auth/preferences', body, { token: user.token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'भाषा इनमें से एक होनी चाहिए: en, gu, hi, ur।',
        errors: { language: ['भाषा इनमें से एक होनी चाहिए: en, gu, hi, ur।'] },
      });
    }
    const missing = await post('/api/auth/preferences', {}, { token: user.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.language).toEqual(['भाषा भरना ज़रूरी है।']);
    expect((await me(user.token)).json().language).toBe('hi');

    const english = await createUser(t);
    const res = await post('/api/auth/preferences', { language: 'fr' }, { token: english.token });
    expect(res.json()).toEqual({
      message: 'The language must be one of: en, gu, hi, ur.',
      errors: { language: ['The language must be one of: en, gu, hi, ur.'] },
    });
  });

  it("registers the account in the language it names, else the request's Accept-Language, else English", async () => {
    const password = 'a-long-unusual-passphrase';
    const register = (over: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.16.9.9',
        headers,
        payload: {
          name: 'Hawa Patel',
          mobile: nextMobile(),
          password,
          password_confirmation: password,
          ...over,
        },
      });
    expect((await register({ language: 'ur' }, { 'accept-language': 'gu' })).json().user.language).toBe('ur');
    expect((await register({}, { 'accept-language': 'gu-IN,en;q=0.5' })).json().user.language).toBe('gu');
    expect((await register({}, { 'accept-language': 'fr' })).json().user.language).toBe('en');
    const bad = await register({ language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.language).toEqual(['The language must be one of: en, gu, hi, ur.']);
  });

  it('is for members only: anonymous is 401 whatever the body', async () => {
    const res = await post('/api/auth/preferences', { language: 'fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
