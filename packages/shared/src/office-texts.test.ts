import { describe, expect, it } from 'vitest';
import { adminHallCreate, adminJobUpdate, adminNewsUpdate } from './schemas/admin.ts';
import {
  DEFAULT_SLOT_HOURS,
  inLanguage,
  keptTranslations,
  slotHoursInput,
  slotHoursOf,
} from './office-texts.ts';

const original = { id: '1', title: 'Eid milan', summary: 'All welcome', body: '' };
const FIELDS = ['title', 'summary', 'body'] as const;

describe('inLanguage', () => {
  it("serves the reader's version, a blank field read from the original", () => {
    expect(inLanguage(original, { ur: { title: 'عید ملن', summary: ' ' } }, FIELDS, 'ur')).toEqual({
      id: '1',
      title: 'عید ملن',
      summary: 'All welcome',
      body: '',
      language: 'ur',
    });
  });

  it("serves the original, language en, when the reader's language has no version or asks English", () => {
    const versions = { gu: { title: 'ઈદ મિલન' } };
    expect(inLanguage(original, versions, FIELDS, 'hi')).toEqual({ ...original, language: 'en' });
    expect(inLanguage(original, versions, FIELDS, 'en')).toEqual({ ...original, language: 'en' });
    expect(inLanguage(original, { hi: { title: '   ' } }, FIELDS, 'hi').language).toBe('en');
    expect(inLanguage(original, null, FIELDS, 'gu').language).toBe('en');
  });
});

describe('keptTranslations', () => {
  it('drops blank fields and languages with nothing written', () => {
    expect(keptTranslations({ gu: { title: 'x', body: '' }, hi: { title: ' ' }, ur: {} })).toEqual({
      gu: { title: 'x' },
    });
    expect(keptTranslations(undefined)).toEqual({});
  });
});

describe('slot hours', () => {
  it('takes HH:MM times with from before to, per slot', () => {
    expect(slotHoursInput.safeParse(DEFAULT_SLOT_HOURS).success).toBe(true);
    const bad = slotHoursInput.safeParse({ ...DEFAULT_SLOT_HOURS, M: { from: '15:00', to: '09:00' } });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['M.to']);
    const malformed = slotHoursInput.safeParse({ ...DEFAULT_SLOT_HOURS, E: { from: '6pm', to: '24:00' } });
    expect(malformed.error?.issues.map((i) => i.path.join('.'))).toEqual(['E.from', 'E.to']);
  });

  it('reads a stored value back with the default for what is missing or malformed', () => {
    expect(slotHoursOf({ M: { from: '08:00', to: '13:00' }, E: { from: 'x', to: '23:00' } })).toEqual({
      ...DEFAULT_SLOT_HOURS,
      M: { from: '08:00', to: '13:00' },
    });
    expect(slotHoursOf(null)).toEqual(DEFAULT_SLOT_HOURS);
  });
});

describe("the office's schemas", () => {
  it("refuse versions in another language and hold each field to the original's limit", () => {
    expect(adminNewsUpdate.safeParse({ translations: { fr: { title: 'x' } } }).success).toBe(false);
    expect(adminNewsUpdate.safeParse({ translations: { ur: { body: 'ب'.repeat(20_000) } } }).success).toBe(
      true,
    );
    expect(adminNewsUpdate.safeParse({ translations: { ur: { body: 'ب'.repeat(20_001) } } }).success).toBe(
      false,
    );
  });

  it("take apply numbers in the app's mobile format, blank or null for none", () => {
    for (const ok of ['9876543210', '+91 98765 43210', '+447700900123', '', null]) {
      expect(adminJobUpdate.safeParse({ apply_phone: ok }).success).toBe(true);
    }
    for (const bad of ['12345', '+91 12345 67890', 'call me']) {
      expect(adminJobUpdate.safeParse({ apply_whatsapp: bad }).success).toBe(false);
    }
  });

  it('give a new hall no address and leave its hours to the default', () => {
    const price = { amount: 1, deposit: 1 };
    const parsed = adminHallCreate.parse({
      name: 'Hall',
      short_name: 'H',
      booking_amount: 1,
      payment_amount: { CM: price, M: price, NCM: price },
    });
    expect(parsed.address).toBe('');
    expect(parsed.slot_hours).toBeUndefined();
  });
});
