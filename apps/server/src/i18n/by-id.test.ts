// Errors are catalogue ids with params (decision 051): rewording a message cannot break its translation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { AppError, codeOf, fieldError } from '../lib/errors.ts';
import { MESSAGES, type MessageId } from './messages.ts';
import { t as say } from './translate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let tries = 0;
const wrongLogin = (headers: Record<string, string> = {}) => {
  tries += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobile: `98765000${String(tries).padStart(2, '0')}`, password: 'not-the-password' },
    headers,
    remoteAddress: `10.171.0.${tries}`,
  });
};

describe('a message reworded in the catalogue', () => {
  it('is answered in its new English and still in Gujarati, with no code change', async () => {
    const texts = MESSAGES.credentials as { en: string };
    const before = texts.en;
    try {
      texts.en = 'Wrong number or password: please check both.';
      const en = await wrongLogin();
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual({
        message: 'Wrong number or password: please check both.',
        errors: { mobile: ['Wrong number or password: please check both.'] },
      });
      const gu = await wrongLogin({ 'accept-language': 'gu' });
      expect(gu.json().message).toBe(MESSAGES.credentials.gu);
      expect(gu.json().errors.mobile).toEqual([MESSAGES.credentials.gu]);
    } finally {
      texts.en = before;
    }
    expect((await wrongLogin()).json().message).toBe('These credentials do not match our records.');
  });
});

describe('an error by id', () => {
  it('carries its English from the catalogue and its ids for the other languages', () => {
    const error = fieldError('code', 'codeIncorrectTriesLeft', { left: 2 });
    expect(error.message).toBe('The code is incorrect. Tries left: 2.');
    expect(error.extra.errors).toEqual({ code: ['The code is incorrect. Tries left: 2.'] });
    expect(error.said.errors?.code).toEqual([{ id: 'codeIncorrectTriesLeft', params: { left: 2 } }]);
    const m = error.said.message;
    expect(say('hi', m.id, m.params)).toBe(MESSAGES.codeIncorrectTriesLeft.hi.replace('{left}', '2'));
  });

  it('answers the code its message names, and every code of ERROR_CODES is named by a message', () => {
    expect(new AppError('conflict', { id: 'holdEnded' }).extra.code).toBe('booking_not_payable');
    expect(new AppError('conflict', { id: 'interestExists' }).extra.code).toBeUndefined();
    const named = new Set((Object.keys(MESSAGES) as MessageId[]).map(codeOf).filter(Boolean));
    expect([...named].sort()).toEqual(Object.values(ERROR_CODES).sort());
  });

  it('is rendered without reading English back: the error plugin and translate.ts hold no matcher', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const plugin = readFileSync(path.resolve(here, '../plugins/errors.ts'), 'utf8');
    const translate = readFileSync(path.resolve(here, 'translate.ts'), 'utf8');
    for (const source of [plugin, translate]) {
      expect(source).not.toMatch(/translateText|matchMessage|schemaMessage/);
    }
  });
});
