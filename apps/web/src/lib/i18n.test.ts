import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, chooseLanguage, fromBrowserLanguages, i18n } from './i18n.ts';
import { toResources } from './language-resources.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('choosing the language', () => {
  it('takes ?lang= from a link first, then the saved choice, then the browser, else English', () => {
    expect(chooseLanguage('?lang=ur', 'gu', ['hi-IN'])).toBe('ur');
    expect(chooseLanguage('?lang=fr', 'gu', ['hi-IN'])).toBe('gu');
    expect(chooseLanguage('', null, ['fr-FR', 'hi-IN', 'gu'])).toBe('hi');
    expect(chooseLanguage('', null, ['fr-FR', 'de'])).toBe('en');
    expect(chooseLanguage('?x=1&lang=gu', null, [])).toBe('gu');
  });

  it('matches the browser by primary subtag', () => {
    expect(fromBrowserLanguages(['ur-PK'])).toBe('ur');
    expect(fromBrowserLanguages(['GU-in'])).toBe('gu');
    expect(fromBrowserLanguages(['en-GB', 'hi'])).toBe('en');
    expect(fromBrowserLanguages([])).toBeNull();
  });
});

describe('loading a language', () => {
  it('reads the main file and each namespace; matrimonial, auth and notifications under the default namespace', () => {
    const resources = toResources('gu', {
      '../../locales/gu.json': { nav: { home: 'હોમ' } },
      '../../locales/hi.json': { x: 'y' },
      '../../locales/gu/admin.json': { title: 'વહીવટ' },
      '../../locales/gu/matrimonial.json': { title: 'લગ્ન' },
      '../../locales/gu/auth.json': { mobile: 'મોબાઇલ' },
      '../../locales/gu/notifications.json': { title: 'સૂચનાઓ' },
      '../../locales/hi/admin.json': { title: 'नहीं' },
    });
    expect(resources).toEqual({
      translation: {
        nav: { home: 'હોમ' },
        matrimonial: { title: 'લગ્ન' },
        auth: { mobile: 'મોબાઇલ' },
        notifications: { title: 'સૂચનાઓ' },
      },
      admin: { title: 'વહીવટ' },
    });
  });

  it('tolerates missing files (a language being written): what exists loads, English covers the rest', () => {
    expect(toResources('ur', { '../../locales/ur/pwa.json': { update: 'نیا' } })).toEqual({
      translation: {},
      pwa: { update: 'نیا' },
    });
  });

  it('sets <html lang dir> with the language: Urdu right to left', async () => {
    await changeLanguage('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('nav.home')).not.toBe('Home');
    await changeLanguage('gu');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('gu');
  });
});
