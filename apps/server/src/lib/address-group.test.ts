import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('10.0.0.1')).not.toBe(addressGroup('10.0.0.2'));
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:85a3:12::/64';
    for (const address of [
      '2001:db8:85a3:12::1',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:fffe',
      '2001:DB8:85A3:12:1234:5678:9abc:def0',
      '2001:db8:85a3:12:0:0:0:0',
      '2001:db8:85a3:12::c0a8:1',
      '2001:db8:85a3:12::192.168.0.1',
    ]) {
      expect(addressGroup(address), address).toBe(group);
    }
  });

  it('gives each /64 its own group, the neighbouring ones too', () => {
    expect(addressGroup('2001:db8:85a3:13::1')).toBe('2001:db8:85a3:13::/64');
    expect(addressGroup('2001:db8:85a3:11::1')).not.toBe(addressGroup('2001:db8:85a3:12::1'));
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it maps', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressGroup('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    // Two IPv4 clients of a dual-stack socket are two clients, not one ::/64.
    expect(addressGroup('::ffff:203.0.113.8')).not.toBe(addressGroup('::ffff:203.0.113.7'));
    // Not mapped: IPv4-compatible (deprecated) and NAT64 addresses are IPv6.
    expect(addressGroup('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('answers anything that is not an address unchanged, a group too', () => {
    expect(addressGroup('')).toBe('');
    expect(addressGroup('not an address')).toBe('not an address');
    expect(addressGroup('2001:db8:85a3:12::/64')).toBe('2001:db8:85a3:12::/64');
    expect(addressGroup(addressGroup('::ffff:1.2.3.4'))).toBe('1.2.3.4');
  });
});
