// The unit login throttling counts a client address in (docs/operations.md "Rate limits"):
// an IPv4 address as itself; an IPv6 address by its /64 prefix, because one subscriber or
// host usually holds a whole /64 and can pick any address in it; an IPv4-mapped IPv6
// address (::ffff:a.b.c.d, how a dual-stack socket reports IPv4 peers) as the IPv4 address.
// Every loopback address (127.0.0.0/8, ::1, and so ::ffff:127.x) is one group, `loopback`:
// they are all the same host, and 127/8 alone holds 16 million addresses to rotate through.
// `[v6]:port` and `v4:port` (some proxies add the port to X-Forwarded-For) lose the port.
// Anything else (no address, a name) is kept lower-cased, cut to 64 characters, with every
// character but letters, digits and . : _ - made a `_` (so a group never holds a space).
import { isIPv4, isIPv6 } from 'node:net';

export function addressGroup(raw: string): string {
  const address = withoutPort(raw.trim().toLowerCase());
  if (isIPv4(address)) return ipv4Group(address);
  const groups = isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return address.slice(0, 64).replace(/[^0-9a-z.:_-]/g, '_');
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeros(5) && groups[5] === 0xffff) {
    return ipv4Group([groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.'));
  }
  if (zeros(7) && groups[7] === 1) return LOOPBACK;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const LOOPBACK = 'loopback';

function ipv4Group(address: string): string {
  return address.startsWith('127.') ? LOOPBACK : address;
}

function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  return v4WithPort ? v4WithPort[1]! : address;
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped), or null. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0]!;
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').flatMap(groupValues) : []);
  const front = parse(head);
  const back = parse(tail);
  const missing = 8 - front.length - back.length;
  const groups = tail === undefined ? front : [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** One group, or the two groups of an embedded IPv4 address (::ffff:1.2.3.4). */
function groupValues(part: string): number[] {
  if (!part.includes('.')) return [parseInt(part, 16)];
  const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}
