import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

function translator() {
  return new Translator('en', {
    en: {
      translation: {
        greeting: 'Hello, {{name}}',
        nested: { deeper: { key: 'Deep' } },
        interests: { received_one: '{{count}} interest', received_other: '{{count}} interests' },
        plain: 'Plain {{count}}',
        onlyEnglish: 'Only in English',
        zero_zero: 'None yet',
        zero_other: '{{count}} things',
        user: 'Signed in as {{user.name}}',
        actions: { 'booking.cancel': 'Cancelled a booking', booking: { approve: 'Approved' } },
      },
      booking: { title: 'Book a hall', shared: 'Booking shared' },
    },
    ur: {
      translation: {
        greeting: 'السلام علیکم، {{name}}',
        interests: { received_one: '{{count}} دلچسپی', received_other: '{{count}} دلچسپیاں' },
        shared: 'مشترکہ',
      },
    },
    gu: {
      translation: { interests: { received_one: '{{count}} રસ', received_other: '{{count}} રસ (ઘણા)' } },
    },
  });
}

describe('Translator', () => {
  it('reads dotted keys and fills {{placeholders}} without escaping them', () => {
    const i18n = translator();
    expect(i18n.t('nested.deeper.key')).toBe('Deep');
    expect(i18n.t('greeting', { name: '<Ayesha & co>' })).toBe('Hello, <Ayesha & co>');
    expect(i18n.t('user', { user: { name: 'Imran' } })).toBe('Signed in as Imran');
    // A key may hold dots itself, beside a branch of the same first word.
    expect(i18n.t('actions.booking.cancel')).toBe('Cancelled a booking');
    expect(i18n.t('actions.booking.approve')).toBe('Approved');
    expect(i18n.t('actions.constructor')).toBe('actions.constructor');
  });

  it('keeps a placeholder whose value is not given, and shows the key (or defaultValue) when missing', () => {
    const i18n = translator();
    expect(i18n.t('greeting')).toBe('Hello, {{name}}');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('status.on_hold', { defaultValue: 'on hold' })).toBe('on hold');
    // A branch of strings is not a string: the key shows rather than "[object Object]".
    expect(i18n.t('nested')).toBe('nested');
  });

  it('picks the plural form by the language’s own rules, then the bare key, then _other', () => {
    const i18n = translator();
    expect(i18n.t('interests.received', { count: 1 })).toBe('1 interest');
    expect(i18n.t('interests.received', { count: 0 })).toBe('0 interests');
    expect(i18n.t('interests.received', { count: 5 })).toBe('5 interests');
    expect(i18n.t('plain', { count: 3 })).toBe('Plain 3');
    expect(i18n.t('zero', { count: 0 })).toBe('None yet');
    expect(i18n.t('zero', { count: 1 })).toBe('1 things');
  });

  it('falls back to English for a key the language lacks, with English plural rules', async () => {
    const i18n = translator();
    await i18n.changeLanguage('ur');
    expect(i18n.t('greeting', { name: 'عائشہ' })).toBe('السلام علیکم، عائشہ');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('interests.received', { count: 2 })).toBe('2 دلچسپیاں');
    // Gujarati's "one" covers 0 as well as 1 (CLDR: i = 0 or n = 1), unlike English.
    await i18n.changeLanguage('gu');
    expect(i18n.t('interests.received', { count: 0 })).toBe('0 રસ');
    expect(i18n.t('interests.received', { count: 2 })).toBe('2 રસ (ઘણા)');
  });

  it('looks through namespaces in order, each in the language then English', async () => {
    const i18n = translator();
    await i18n.changeLanguage('ur');
    const t = i18n.getFixedT(null, ['booking', 'translation']);
    expect(t('title')).toBe('Book a hall');
    // booking's English comes before translation's Urdu, as i18next resolves it.
    expect(t('shared')).toBe('Booking shared');
    expect(t('greeting', { name: 'x' })).toBe('السلام علیکم، x');
    expect(i18n.t('title', { ns: 'booking' })).toBe('Book a hall');
    expect(t('booking:title')).toBe('Book a hall');
    expect(i18n.t('translation:greeting', { name: 'y' })).toBe('السلام علیکم، y');
  });

  it('fixes a t to a language, or follows the language on screen with null', async () => {
    const i18n = translator();
    const english = i18n.getFixedT('en');
    const current = i18n.getFixedT(null);
    await i18n.changeLanguage('ur');
    expect(english('greeting', { name: 'A' })).toBe('Hello, A');
    expect(current('greeting', { name: 'A' })).toBe('السلام علیکم، A');
  });

  it('tells listeners of a change of language, once, and not after off', async () => {
    const i18n = translator();
    const heard = vi.fn();
    i18n.on('languageChanged', heard);
    await i18n.changeLanguage('ur');
    await i18n.changeLanguage('ur');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('ur');
    i18n.off('languageChanged', heard);
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
  });

  it('adds bundles shallowly, or merged deep with or without overwriting', () => {
    const i18n = translator();
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    i18n.addResourceBundle('en', 'translation', { nested: { other: 'Other' } }, true, false);
    expect(i18n.t('nested.deeper.key')).toBe('Deep');
    expect(i18n.t('nested.other')).toBe('Other');
    i18n.addResourceBundle(
      'en',
      'translation',
      { greeting: 'Hi', nested: { other: 'Changed' } },
      true,
      false,
    );
    expect(i18n.t('greeting', { name: 'A' })).toBe('Hello, A');
    expect(i18n.t('nested.other')).toBe('Other');
    i18n.addResourceBundle('en', 'translation', { nested: { other: 'Changed' } }, true, true);
    expect(i18n.t('nested.other')).toBe('Changed');
    expect(i18n.t('nested.deeper.key')).toBe('Deep');
    i18n.addResourceBundle('en', 'translation', { nested: { only: 'Only' } });
    expect(i18n.t('nested.deeper.key')).toBe('nested.deeper.key');
    expect(i18n.getResource('en', 'translation', 'nested.only')).toBe('Only');
    expect(i18n.hasResourceBundle('en', 'booking')).toBe(true);
  });
});
