import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import {
  followOtherTabs,
  languageCookie,
  startPreferences,
  usePreferences,
  writePreferences,
} from './preferences.ts';
import { DEVICE_STORAGE_KEYS } from './storage.ts';

/** What another tab's choice looks like here: its write to storage, then the browser's event. */
function otherTabWrites(value: { language: string | null; largeText: boolean }) {
  const newValue = JSON.stringify(value);
  localStorage.setItem(DEVICE_STORAGE_KEYS.preferences, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_STORAGE_KEYS.preferences, newValue }));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  localStorage.clear();
  usePreferences.setState({ language: 'en', largeText: false, loading: null, failed: null });
  delete document.documentElement.dataset.textSize;
  await i18n.changeLanguage('en');
});

describe('following the other tabs', () => {
  it('shows the language and the text size another tab chose, right to left for Urdu', async () => {
    const stop = followOtherTabs();
    otherTabWrites({ language: 'ur', largeText: true });
    await vi.waitFor(() => expect(i18n.language).toBe('ur'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.textSize).toBe('large');
    expect(usePreferences.getState()).toMatchObject({ language: 'ur', largeText: true, loading: null });
    stop();
  });

  it('ignores other keys, and stops following when asked', async () => {
    const stop = followOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '{}' }));
    await settled();
    expect(i18n.language).toBe('en');
    stop();
    otherTabWrites({ language: 'gu', largeText: false });
    await settled();
    expect(i18n.language).toBe('en');
    expect(usePreferences.getState().language).toBe('en');
  });
});

describe('the language cookie (the server draws public pages in it, decision 033)', () => {
  afterEach(() => {
    document.cookie = 'samaj_lang=; path=/; max-age=0';
  });

  it('is set when a language is saved, a year long, for the whole site', () => {
    expect(languageCookie('ur')).toBe('samaj_lang=ur; path=/; max-age=31536000; SameSite=Lax');
    writePreferences({ largeText: true });
    expect(document.cookie).not.toContain('samaj_lang');
    writePreferences({ language: 'gu' });
    expect(document.cookie).toContain('samaj_lang=gu');
  });

  it('is set at start from a choice saved before the cookie existed', async () => {
    localStorage.setItem(
      DEVICE_STORAGE_KEYS.preferences,
      JSON.stringify({ language: 'hi', largeText: false }),
    );
    await startPreferences();
    expect(document.cookie).toContain('samaj_lang=hi');
  });
});
