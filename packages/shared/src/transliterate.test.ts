import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.ts';

// Names of the community as families write them, and the Latin spelling families use for them.
describe('transliterate: Gujarati', () => {
  it.each([
    ['ઇમરાન', 'Imran'],
    ['મેમણ', 'Meman'],
    ['ફૈઝલ', 'Faizal'],
    ['પટેલ', 'Patel'],
    ['ઝૈનબ', 'Zainab'],
    ['મોહમ્મદ', 'Mohammad'],
    ['અમજદ', 'Amjad'],
    ['નસરીન', 'Nasreen'],
    ['રિઝવાન', 'Rizwan'],
    ['અનવર', 'Anwar'],
    ['ખાન', 'Khan'],
    ['સલમાન', 'Salman'],
    ['હસન', 'Hasan'],
    ['ફાતિમા', 'Fatima'],
    ['અલી', 'Ali'],
    ['અબ્દુલ', 'Abdul'],
    ['ઉસ્માન', 'Usman'],
    ['નૂર', 'Noor'],
    ['રુખસાના', 'Rukhsana'],
    ['અંજાર', 'Anjar'],
  ])('%s → %s', (written, latin) => {
    expect(transliterate(written, 'gu')).toBe(latin);
  });

  it('capitalises each word of a name of several words and keeps its hyphens', () => {
    expect(transliterate('મોહમ્મદ  ઇમરાન', 'gu')).toBe('Mohammad Imran');
    expect(transliterate('અબ્દુલ-કાદર', 'gu')).toBe('Abdul-Kadar');
  });
});

describe('transliterate: Devanagari', () => {
  it.each([
    ['सना', 'Sana'],
    ['मेमन', 'Meman'],
    ['इमरान', 'Imran'],
    ['फ़ैसल', 'Faisal'],
    ['पटेल', 'Patel'],
    ['ज़ैनब', 'Zainab'],
    ['अहमद', 'Ahmad'],
    ['नवाज़', 'Nawaz'],
    ['क़ासिम', 'Qasim'],
    ['शबाना', 'Shabana'],
    ['यास्मीन', 'Yasmeen'],
    ['अब्दुल्लाह', 'Abdullah'],
  ])('%s → %s', (written, latin) => {
    expect(transliterate(written, 'hi')).toBe(latin);
  });

  it('drops the inherent a right to left, and keeps it after a final cluster', () => {
    expect(transliterate('समझदार', 'hi')).toBe('Samajhdar');
    expect(transliterate('चंद्र', 'hi')).toBe('Chandra');
  });

  it('writes the anusvara as m before p, b, m and n elsewhere', () => {
    expect(transliterate('अंबर', 'hi')).toBe('Ambar');
    expect(transliterate('मुंबई', 'hi')).toBe('Mumbai');
    expect(transliterate('संजय', 'hi')).toBe('Sanjay');
  });

  it('reads Devanagari झ as jh, where Gujarati ઝ is z', () => {
    expect(transliterate('झरना', 'hi')).toBe('Jharna');
    expect(transliterate('ઝરના', 'gu')).toBe('Zarna');
  });

  it('gives only what a Latin-letter name may hold, and Latin letters as they are', () => {
    expect(transliterate('सना (1)', 'hi')).toBe('Sana');
    expect(transliterate('Sana', 'hi')).toBe('Sana');
    expect(transliterate('', 'gu')).toBe('');
  });
});
