import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four groups of a valid IPv6 address, each without leading zeros; a dotted IPv4 tail fills two groups. */
function networkGroups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}

/**
 * What a client is limited as: an IPv4 address as it is (also written IPv4-mapped, as a dual-stack
 * socket reports it), an IPv6 address as its /64, because one host is commonly given a whole /64 and
 * could take a new address for every request. Anything else (a malformed forwarded entry) stays as sent.
 */
export function addressKey(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  return isIPv6(bare) ? `${networkGroups(bare).join(':')}::/64` : bare;
}

/** Stands for every request whose client address is unknown: together they count as one client, never as none. */
export const UNKNOWN_ADDRESS = 'unknown';

const IPV4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/;
const IPV6_64 = /^([\da-f]{1,4}:[\da-f]{1,4}:[\da-f]{1,4}):[\da-f]{1,4}::\/64$/;

/**
 * The network an attacker controls as a whole, from an `addressKey`: an IPv6 /48 (what one site is given;
 * it holds 65,536 /64s) and an IPv4 /24. The full captcha table evicts by it. Anything else stays as it is.
 */
export function networkKey(key: string): string {
  const v4 = IPV4.exec(key)?.[1];
  if (v4 !== undefined) return `${v4}.0/24`;
  const v6 = IPV6_64.exec(key)?.[1];
  return v6 === undefined ? key : `${v6}::/48`;
}
