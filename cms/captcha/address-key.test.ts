import { describe, expect, it } from 'vitest';
import { addressKey, networkKey } from './address-key';

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

describe('networkKey', () => {
  it.each([
    ['198.51.100.1', '198.51.100.0/24'],
    ['2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::/64', '2001:db8:1::/48'],
    ['0:0:0:0::/64', '0:0:0::/48'],
    ['unknown', 'unknown'],
  ])('%s evicts as %s', (key, network) => {
    expect(networkKey(key)).toBe(network);
  });

  it('puts every /64 of one /48 in one network', () => {
    const keys = ['2001:db8:aa:1::1', '2001:db8:aa:4e20::9', '2001:0db8:00aa:ffff::'].map((address) => networkKey(addressKey(address)));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:aa::/48']));
  });
});
