import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client an address limit counts (decision 042): an IPv4 address as it is; an IPv6 address by its
 * /64, the network one home, phone or server is given, whose 2^64 addresses one client can take
 * freely; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, how a dual-stack socket shows an IPv4
 * client) as the IPv4 address it maps. Anything else (not an address) is answered unchanged, so
 * grouping a group again changes nothing.
 */
export function addressGroup(address: string): string {
  const zoneless = address.split('%')[0]!; // fe80::1%eth0: the zone names our interface, not the client
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return address;
  const words = ipv6Words(zoneless);
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) {
    return [words[6]! >> 8, words[6]! & 0xff, words[7]! >> 8, words[7]! & 0xff].join('.');
  }
  return `${words
    .slice(0, 4)
    .map((w) => w.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit words of a valid IPv6 address (`::` expanded, a dotted IPv4 tail made two words). */
function ipv6Words(address: string): number[] {
  const words = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const gap = address.indexOf('::');
  if (gap < 0) return words(address);
  const head = words(address.slice(0, gap));
  const tail = words(address.slice(gap + 2));
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
