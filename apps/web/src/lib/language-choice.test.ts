import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { demoUser, logInAs } from '../test/session.ts';
import { i18n } from './i18n.ts';
import { chooseAndSaveLanguage, syncAccountLanguage } from './language-choice.ts';
import { readPreferences } from './preferences.ts';
import { useSession } from './session.ts';
import { DEVICE_STORAGE_KEYS } from './storage.ts';

const noContent = () => new Response(null, { status: 204 });

afterEach(async () => {
  localStorage.clear();
  useSession.setState({ user: null, token: null });
  await i18n.changeLanguage('en');
});

describe('choosing a language', () => {
  it('logged out: shows it and keeps it on the device only', async () => {
    const spy = mockFetch({});
    await chooseAndSaveLanguage('gu');
    expect(i18n.language).toBe('gu');
    expect(document.documentElement.lang).toBe('gu');
    expect(readPreferences().language).toBe('gu');
    expect(spy).not.toHaveBeenCalled();
  });

  it('logged in: saves it on the account too (POST /api/auth/preferences) and in the session', async () => {
    logInAs();
    const spy = mockFetch({ 'POST /api/auth/preferences': noContent });
    await chooseAndSaveLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual({ language: 'ur' });
    expect(useSession.getState().user?.language).toBe('ur');
  });

  it('keeps the device choice when the account cannot be reached', async () => {
    logInAs();
    mockFetch({ 'POST /api/auth/preferences': () => new Response('{}', { status: 500 }) });
    await chooseAndSaveLanguage('hi');
    expect(readPreferences().language).toBe('hi');
    expect(i18n.language).toBe('hi');
  });
});

describe('the account language at login', () => {
  it('with no choice on this device: the account language is shown and kept here', async () => {
    logInAs({ ...demoUser, language: 'hi' });
    mockFetch({});
    syncAccountLanguage('hi', false);
    await expect.poll(() => i18n.language).toBe('hi');
    expect(readPreferences().language).toBe('hi');
  });

  it('a choice made on this device wins and goes to the account', async () => {
    localStorage.setItem(DEVICE_STORAGE_KEYS.preferences, JSON.stringify({ language: 'gu' }));
    logInAs({ ...demoUser, language: 'en' });
    const spy = mockFetch({ 'POST /api/auth/preferences': noContent });
    syncAccountLanguage('en', false);
    await expect.poll(() => spy.mock.calls.length).toBe(1);
    expect(JSON.parse(String(spy.mock.calls[0]?.[1]?.body))).toEqual({ language: 'gu' });
  });

  it('a language from a link is left alone', () => {
    mockFetch({});
    syncAccountLanguage('ur', true);
    expect(i18n.language).toBe('en');
  });
});
