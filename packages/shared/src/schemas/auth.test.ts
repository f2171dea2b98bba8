import { describe, expect, it } from 'vitest';
import { maskMobile, normaliseMobile, registerRequest } from './auth.ts';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['+14155552671', '+14155552671'],
    ['+447700900123', '+447700900123'],
  ])('%s is %s', (input, e164) => {
    expect(normaliseMobile(input)).toBe(e164);
  });

  it.each([
    '',
    '12345',
    '1234567890',
    '+91123456789',
    '+9198765432101',
    '919876543210',
    '+0123456789',
    'abcdefghij',
    '+1234',
  ])('refuses %j', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('registerRequest', () => {
  it('reports a mismatched confirmation on password, the way Laravel does', () => {
    const result = registerRequest.safeParse({
      name: 'A',
      mobile: '9876543210',
      email: 'a@example.org',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['password']);
  });
});

describe('maskMobile', () => {
  it('hides the middle of a number and keeps what tells it apart', () => {
    expect(maskMobile('+919876543210')).toBe('+91 98•••••210');
    expect(maskMobile('+971501234567')).toBe('+97•••••••567');
    expect(maskMobile('+1234')).toBe('•••••');
  });
});
