// server/domain/address-group.ts: the unit login throttling counts an address in
// (docs/operations.md "Rate limits").
import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../server/domain/address-group.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup(' 192.0.2.7 ')).toBe('192.0.2.7');
    expect(addressGroup('192.0.2.8')).not.toBe(addressGroup('192.0.2.7'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in dotted or hex form', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(addressGroup('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 together, and two /64s apart', () => {
    const a = addressGroup('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(a);
    expect(addressGroup('2001:0DB8:0001:0002:0:0:0:ffff')).toBe(a);
    expect(addressGroup('[2001:db8:1:2::9]:443')).toBe(a);
    expect(addressGroup('2001:db8:1:2::9%eth0')).toBe(a);
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('makes every loopback address one group: 127.0.0.1, 127.9.9.9, ::1 and ::ffff:127.0.0.1', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]:3000']) {
      expect(addressGroup(address), address).toBe('loopback');
    }
    expect(addressGroup('::2')).not.toBe('loopback');
  });

  it('drops a port given with an IPv4 address', () => {
    expect(addressGroup('192.0.2.7:51234')).toBe('192.0.2.7');
  });

  it('keeps anything else short and without spaces', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('Some Proxy Name')).toBe('some_proxy_name');
    expect(addressGroup('x'.repeat(100))).toHaveLength(64);
    expect(addressGroup('1:2:3')).toBe('1:2:3');
  });
});
