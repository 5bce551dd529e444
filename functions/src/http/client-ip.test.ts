import { expect, test } from 'vitest';
import { rateLimitAddress } from './client-ip';

test('an IPv6 address counts as its /64, however it is written', () => {
  const group = '2001:db8:1:2::/64';
  for (const address of [
    '2001:db8:1:2::1',
    '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
    '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
    '2001:db8:1:2::10.0.0.1',
  ])
    expect(rateLimitAddress(address), address).toBe(group);
  expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  expect(rateLimitAddress('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
});

test('an IPv4 address counts alone, written plainly or inside IPv6', () => {
  expect(rateLimitAddress('192.0.2.1')).toBe('192.0.2.1');
  expect(rateLimitAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(rateLimitAddress('::FFFF:192.0.2.7')).toBe('192.0.2.7');
  expect(rateLimitAddress('192.0.2.2')).not.toBe(rateLimitAddress('192.0.2.1'));
});

test('anything that is not an address is kept as it is', () => {
  expect(rateLimitAddress('unknown')).toBe('unknown');
  expect(rateLimitAddress('')).toBe('');
});
