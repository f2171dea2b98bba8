import { describe, expect, it } from 'vitest';
import { telUrl, whatsappUrl } from './contact-links.tsx';

describe('contact links', () => {
  it('make a wa.me address of digits with the country code', () => {
    expect(whatsappUrl('+919876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappUrl('98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappUrl('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });

  it('make a tel: address without spaces', () => {
    expect(telUrl('+91 98765 43210')).toBe('tel:+919876543210');
  });
});
