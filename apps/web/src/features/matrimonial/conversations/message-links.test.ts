import { describe, expect, it } from 'vitest';
import { messageParts } from './message-links.ts';

describe('messageParts', () => {
  const body = 'Call +91 98765 43210 or see https://example.org/family. Thanks';

  it('shows links and numbers as plain text until the writer shared contact', () => {
    expect(messageParts(body, false)).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'plain', text: '+91 98765 43210' },
      { kind: 'text', text: ' or see ' },
      { kind: 'plain', text: 'https://example.org/family' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('makes them links once shared: tel: with the digits, the web address as written', () => {
    expect(messageParts(body, true)).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+91 98765 43210', href: 'tel:+919876543210' },
      { kind: 'text', text: ' or see ' },
      { kind: 'link', text: 'https://example.org/family', href: 'https://example.org/family' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('gives www. addresses https, and leaves short numbers (ages, years) as text', () => {
    expect(messageParts('www.samaj.in, she is 27, born 1999', true)).toEqual([
      { kind: 'link', text: 'www.samaj.in', href: 'https://www.samaj.in' },
      { kind: 'text', text: ', she is 27, born 1999' },
    ]);
  });

  it('keeps text in any script around them', () => {
    expect(messageParts('نمبر 9876543210 ہے', false)).toEqual([
      { kind: 'text', text: 'نمبر ' },
      { kind: 'plain', text: '9876543210' },
      { kind: 'text', text: ' ہے' },
    ]);
  });
});
