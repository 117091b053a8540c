import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it.each([
    ['198.51.100.1', '198.51.100.1'],
    ['::ffff:198.51.100.1', '198.51.100.1'],
    ['::FFFF:198.51.100.2', '198.51.100.2'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s is limited as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('keeps two IPv4 clients of a dual-stack socket apart (they share the IPv4-mapped /64)', () => {
    expect(addressKey('::ffff:198.51.100.1')).not.toBe(addressKey('::ffff:198.51.100.2'));
  });
});
